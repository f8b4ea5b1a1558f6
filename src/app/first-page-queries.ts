// Every query the server may inline into index.html for a first page (server/storefront/html/page-hints.ts), with
// the app's own documents, and what each kind of first page asks on its first render, with the variables it
// asks with. The server imports this file and sends these very documents (printed, with the __typename
// Apollo adds), so what it inlines is what the app would ask: the two cannot drift apart
// (src/app/inlined-data.test.tsx opens each page from the real server's answers and counts its requests).
// Data and pure functions only, imported by path: the server runs this in node, without React or CSS.
import type { ImagePreload, InlinableQuery, InlinedRequest, InlinedResult } from '../lib/inlined-data';
import { INLINABLE_AT_START } from './inlinable-at-start';
import { INLINABLE_LOCALE } from './locale';
import { bannerPreload } from '../features/home/banner-hint';
import { HOME_CATEGORIES_REQUEST } from '../features/home/inlinable-sections';
import { HOME_BRANDS_REQUEST } from '../features/brands/inlinable';
import { INLINABLE_HOME_PAGE } from './home-inlinable';
import {
  categoryRequests,
  INLINABLE_CATALOG,
  listingImagePreload,
  listingRequests,
} from '../features/catalog/inlinable';
import { INLINABLE_PRODUCT, productImagePreload, productRequests } from '../features/product/inlinable';
import { QUERY_PARAM, SEARCH_PATH } from '../features/search/constants';

export const INLINABLE_QUERIES: Record<string, InlinableQuery> = {
  ...INLINABLE_AT_START,
  ...INLINABLE_LOCALE,
  ...INLINABLE_HOME_PAGE,
  ...INLINABLE_CATALOG,
  ...INLINABLE_PRODUCT,
};

/** What the home page's sections ask on their first render (besides its content: page-hints.ts). */
export const HOME_SECTION_REQUESTS: InlinedRequest[] = [HOME_BRANDS_REQUEST, HOME_CATEGORIES_REQUEST];

const noVariables = (operation: string): InlinedRequest => ({ operation, variables: {} });

/** What the shell asks on every page, for a guest in the default store view. */
export const SHELL_REQUESTS: InlinedRequest[] = ['GetLocale', 'GetStoreConfigData', 'GetStoreName'].map(
  noVariables,
);

/**
 * What a URL the catch-all resolved (its route(url) answer) asks on its first render: the store list (a path
 * may start with a store code) and the page's own data.
 */
export function routePageRequests(
  route: { type?: unknown; uid?: unknown },
  pathname: string,
  query: URLSearchParams,
): InlinedRequest[] {
  const stores = noVariables('GetAvailableStores');
  if (route.type === 'PRODUCT') return [stores, ...productRequests(pathname)];
  if (route.type === 'CATEGORY' && typeof route.uid === 'string')
    return [stores, ...categoryRequests(route.uid, query)];
  return [stores];
}

/** What the search page asks on its first render, when `pathname` is the search page. */
export function searchPageRequests(pathname: string, query: URLSearchParams): InlinedRequest[] {
  if (pathname !== SEARCH_PATH) return [];
  const term = (query.get(QUERY_PARAM) ?? '').trim();
  return term ? listingRequests({ search: term }, 'search', query) : [];
}

/**
 * The first page's largest image, known from its inlined answers (`origin`: the page's, for relative URLs):
 * home's first banner, a product's main picture, a listing's first card. The server preloads it.
 */
export function largestImagePreload(results: InlinedResult[], origin: string): ImagePreload | null {
  const data = (operation: string) => results.find((result) => result.operation === operation)?.data;
  const home = data('GetHomeContent')?.cmsPage as { content?: unknown } | null | undefined;
  if (typeof home?.content === 'string') return bannerPreload(home.content, origin);
  const product = data('GetProductDetail');
  if (product) return productImagePreload(product);
  const listing = data('GetProductList');
  return listing ? listingImagePreload(listing) : null;
}
