// Which navigations the worker answers with the precached app shell (index.html), and why it is this rule.
//
// Not an allowlist of the storefront's routes: there is no such list. Besides SPEC 2.1's fixed routes, any
// other path is the catch-all, resolved by the `route` query at run time (categories, products and CMS pages
// have whatever URL keys the shop gives them, with or without the store's suffix), and any of them may start
// with one of ~40 store codes. An allowlist would have to be "every path", or it would send real pages to the
// network and lose the instant, offline-capable start. So the rule is the other way round, from what the
// server knows it owns:
// - the server's areas (common/server-paths.ts: the same list the server's routing dispatches by, so a new
//   server page cannot be forgotten here);
// - files (the last segment has an extension other than .html): sw.js, favicon.ico, the manifest, icons,
//   robots.txt, a chunk. The server answers those from the build, and a missing one is a 404, not a page.
// A mistake in the safe direction costs little: a page left to the network still opens (the server answers
// page URLs with the shell too), only not offline. The other mistake (the shell for a server page) broke
// online payment for every returning shopper, so where in doubt, the network answers.
import { serverAreaOf } from '../common/server-paths';

/** The last path segment names a file: it has an extension, and not a page's (.html, .htm). */
const FILE_NAME = /\.(?!html?$)[a-z0-9]+$/i;

export function isFilePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return FILE_NAME.test(last);
}

/** The parts of a fetch event the rule reads (a Request and its URL satisfy it). */
export interface NavigationLike {
  request: { mode: string };
  url: URL;
}

/** True when the worker should answer this request with the app shell. */
export function answersWithShell({ request, url }: NavigationLike, origin: string): boolean {
  return (
    request.mode === 'navigate' &&
    url.origin === origin &&
    serverAreaOf(url.pathname) === null &&
    !isFilePath(url.pathname)
  );
}
