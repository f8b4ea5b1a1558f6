// What the first page of a visit can get before React renders: its code (requested at once) and the answers
// the server inlined into index.html (the shell's, its route, its own data), saving their round trips. (Its
// largest image the server preloads in the HTML itself: first-page-queries.ts largestImagePreload.) A
// page's own answers are adopted when its code arrives: their documents come in the page's chunk (the same
// chunk names as root-components.tsx and pages.ts), not in the entry, and before the page first renders
// (the page's loader waits for them: lazyComponent's preload(after)).
import { inlinedRouteType } from '../features/routing';
import { SEARCH_PATH } from '../features/search';
import type { RouteType } from '../features/routing/api/routing.graphql';
import { adoptInlinedDataInSteps, readInlinedData, type InlinableQuery } from '../lib/inlined-data';
import { INLINABLE_ROUTE } from '../features/routing/inlined-route';
import { DEFAULT_STORE_VIEW_CODE, STORAGE_KEYS } from '../lib/storage';
import { INLINABLE_AT_START } from './inlinable-at-start';
import { ROOT_COMPONENTS } from './root-components';
import { preloadPage } from './pages';
import type { AppStore } from './store';

type Documents = () => Promise<Record<string, InlinableQuery>>;

const ROUTE_PAGE_DOCUMENTS: Partial<Record<RouteType, Documents>> = {
  CATEGORY: () =>
    import(/* webpackChunkName: "page-CATEGORY" */ '../features/catalog/inlinable').then(
      (m) => m.INLINABLE_CATALOG,
    ),
  PRODUCT: () =>
    import(/* webpackChunkName: "page-PRODUCT" */ '../features/product/inlinable').then(
      (m) => m.INLINABLE_PRODUCT,
    ),
};
const HOME_PAGE_DOCUMENTS: Documents = () =>
  import(/* webpackChunkName: "home-page" */ './home-inlinable').then((m) => m.INLINABLE_HOME_PAGE);
const SEARCH_PAGE_DOCUMENTS: Documents = () =>
  import(/* webpackChunkName: "search-page" */ '../features/catalog/inlinable').then(
    (m) => m.INLINABLE_CATALOG,
  );

/** Documents whose code is already here: adopted at once, since the page may then render at once too. */
const arrived = new Map<Documents, Record<string, InlinableQuery>>();

/**
 * Reads the first page's inlined answers, starts its code, and writes the answers into Apollo's cache: the
 * route's at once (its type says which page's code to fetch), the rest one per task. Resolves when the shell's
 * are written (the first render waits for that); a page's own answers are written when its code arrives, and
 * that page renders only after them (its loader's preload waits for them).
 */
export async function preloadFirstPage(store: AppStore, pathname: string): Promise<void> {
  const { apollo, storage } = store.services;
  const adopt = (documents: Documents): Promise<unknown> => {
    const known = arrived.get(documents);
    if (known) return adoptInlinedDataInSteps(apollo, known);
    return documents().then(
      (queries) => (arrived.set(documents, queries), adoptInlinedDataInSteps(apollo, queries)),
      () => {}, // no code, no page: its own loader reports that
    );
  };
  const storeCode = storage.getItem<string>(STORAGE_KEYS.storeViewCode) || DEFAULT_STORE_VIEW_CODE;
  readInlinedData({ url: pathname, storeCode });
  const route = await adoptInlinedDataInSteps(apollo, INLINABLE_ROUTE); // one answer: written at once
  // Asked for before the page's own loader, so that the answers are in the cache before the page is.
  const ownDocuments =
    pathname === SEARCH_PATH ? SEARCH_PAGE_DOCUMENTS : pathname === '/' && HOME_PAGE_DOCUMENTS;
  preloadPage(pathname, ownDocuments && adopt(ownDocuments));
  const type = inlinedRouteType(route, pathname);
  const documents = type ? ROUTE_PAGE_DOCUMENTS[type] : undefined;
  if (type) {
    const data = documents && adopt(documents);
    ROOT_COMPONENTS[type].default.preload(data).catch(() => {}); // the catch-all reports a failure
  }
  await adoptInlinedDataInSteps(apollo, INLINABLE_AT_START);
}
