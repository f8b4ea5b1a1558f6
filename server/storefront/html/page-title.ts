// The <title> of a page's HTML, as the storefront will set it (SPEC 2.3: the page's name, a dash, the store's
// name; features/routing's usePageTitle), from the answers the page hints gathered: the store's own name
// (GetStoreName) and, where the server knows it, the page's (home, search, a resolved catalogue or CMS URL).
// A tab, a bookmark or a shared link then reads right before any script runs, and React's first title is
// the same string. Without the store's name the template's title stays.
import type { InlinedResult } from '../../../src/lib/inlined-data';
import { HOME_MESSAGES } from '../../../src/features/home/messages';
import { SEARCH_MESSAGES } from '../../../src/features/search/messages';
import { escapeHtml } from '../../lib/escape-html';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const answer = (results: InlinedResult[], operation: string) =>
  results.find((r) => r.operation === operation)?.data;

function storeName(results: InlinedResult[]): string | null {
  const config = answer(results, 'GetStoreName')?.storeConfig;
  return isObject(config) && typeof config.store_name === 'string' && config.store_name
    ? config.store_name
    : null;
}

/** The name the storefront titles a resolved route with (routing's decideRoute): a CMS page's title, else name. */
function routeName(results: InlinedResult[]): string | null {
  const route = answer(results, 'ResolveUrl')?.route;
  if (!isObject(route) || (route.redirect_code !== 0 && route.redirect_code != null)) return null;
  const name = route.type === 'CMS_PAGE' ? route.title : route.name;
  return typeof name === 'string' && name ? name : null;
}

export function pageTitle(pathname: string, results: InlinedResult[]): string | null {
  const store = storeName(results);
  if (!store) return null;
  const page =
    pathname === '/'
      ? HOME_MESSAGES.title
      : pathname === '/search.html'
        ? SEARCH_MESSAGES.pageTitle
        : routeName(results);
  return page ? `${page} - ${store}` : store;
}

/** `html` with its <title> replaced by `title` (escaped), or unchanged without one. */
export function withTitle(html: string, title: string | null): string {
  if (title === null) return html;
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}
