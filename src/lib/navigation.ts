// Which URLs the single-page app opens itself, and leaving it for the others: shared by the catch-all
// route, CMS links and notifications. Tests observe full page loads by spying on fullPageLoad (jsdom
// cannot navigate).
import { serverAreaOf } from '../../common/server-paths';

/** Magento's own file folders, for a storefront served on the Magento origin: never client routes. */
const MAGENTO_FILES = /^\/(static|pub)\//;

/** Paths the server answers itself (its areas, the one list the server and the worker route by, and files). */
const isServerPath = (pathname: string) =>
  serverAreaOf(pathname) !== null ||
  serverAreaOf(pathname.replace(/\/+$/, '')) !== null ||
  MAGENTO_FILES.test(pathname);

/** `url` (absolute or relative) if it is an http(s) URL on `origin`; null for other sites, mailto:, junk. */
function sameOriginUrl(url: string, origin: string): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  return parsed.origin === origin && /^https?:$/.test(parsed.protocol) ? parsed : null;
}

export function isSameOrigin(url: string, origin: string = window.location.origin): boolean {
  return sameOriginUrl(url, origin) !== null;
}

/** The in-app path for `url`; null if it needs a full page load (other sites, server paths, mailto:…). */
export function inAppPath(url: string, origin: string = window.location.origin): string | null {
  const parsed = sameOriginUrl(url, origin);
  if (!parsed || isServerPath(parsed.pathname)) return null;
  return parsed.pathname + parsed.search + parsed.hash;
}

type ClickModifiers = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A click the browser should handle itself: another button, or a modifier (new tab, window, download). */
export function opensElsewhere(click: ClickModifiers): boolean {
  return click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey;
}

/** Leaves the single-page app: the browser loads `url` from scratch. */
export function fullPageLoad(url: string): void {
  window.location.assign(url);
}
