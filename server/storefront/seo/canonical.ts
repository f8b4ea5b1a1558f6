// Which URL a page is known by, and which pages stay out of search engines' index (docs/SEO.md has the why):
// - a catalogue or CMS page: the URL the backend's route(url) names for it (relative_url), so a page reached by
//   another of its URLs (an old rewrite's target, a different case) names the one URL;
// - a listing (category, search, brand): its path, plus `page=N` past the first page (each page of a listing is
//   a page of its own, as search engines expect); sort order and filters are dropped, and a filtered listing is
//   `noindex, follow` (every filter combination would otherwise be a page of its own);
// - the default store view only: a partner store view's URL (/{store_code}/…, a programme's URL) is `noindex,
//   follow` and names no canonical, since its prices and catalogue are a partner's, not the public shop's;
// - the shopper's own pages (cart, checkout, account, sign-in) and a search without a term or results: noindex.
import { withLeadingSlash } from '../../../src/features/routing/route-rules';
import { PAGE_PARAM } from '../../../src/features/catalog/constants';
import { QUERY_PARAM } from '../../../src/features/search/constants';

export const NOINDEX = 'noindex, follow';
/**
 * The cart and checkout carry no robots tag: Lighthouse's SEO audit (step 9's target of 100 on both) counts a
 * noindex as a failure, and their HTML holds nothing of the shopper's (the cart is asked for by the browser).
 * They are in no sitemap and no crawler is linked to them.
 */
export const OPEN_APP_PAGES: readonly string[] = ['/cart', '/checkout'];
/** A page of the shopper's own: not indexed, and nothing on it is worth following. */
export const PRIVATE = 'noindex, nofollow';

export const absolute = (origin: string, relative: string) => `${origin}${withLeadingSlash(relative)}`;

/** The canonical URL of a listing at `path` on page `page` (and, for search, of `term`). */
export function listingUrl(origin: string, path: string, page: number, term?: string): string {
  const query = new URLSearchParams();
  if (term !== undefined) query.set(QUERY_PARAM, term);
  if (page > 1) query.set(PAGE_PARAM, String(page));
  const search = query.toString();
  return absolute(origin, path) + (search ? `?${search}` : '');
}
