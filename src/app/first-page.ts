// What the first page of a visit can get before React renders: its code (requested at once) and the answers
// the server inlined into index.html (its route, the home page's content), saving their round trips.
import { INLINABLE_HOME, preloadFirstBanner } from '../features/home';
import { INLINABLE_ROUTE, inlinedRouteType } from '../features/routing';
import { adoptInlinedData } from '../lib/inlined-data';
import { DEFAULT_STORE_VIEW_CODE, STORAGE_KEYS } from '../lib/storage';
import { ROOT_COMPONENTS } from './root-components';
import { preloadPage } from './pages';
import type { AppStore } from './store';

/** Every query the server may inline (server/src/http/page-hints.ts HINT_QUERIES), with the app's documents. */
export const INLINABLE_QUERIES = { ...INLINABLE_ROUTE, ...INLINABLE_HOME };

export function preloadFirstPage(store: AppStore, pathname: string): void {
  preloadPage(pathname);
  const { apollo, storage } = store.services;
  const storeCode = storage.getItem<string>(STORAGE_KEYS.storeViewCode) || DEFAULT_STORE_VIEW_CODE;
  const inlined = adoptInlinedData(apollo, INLINABLE_QUERIES, { url: pathname, storeCode });
  const type = inlinedRouteType(inlined, pathname);
  if (type) ROOT_COMPONENTS[type].default.preload().catch(() => {}); // the catch-all reports a failure
  const home = inlined.find((result) => result.operation === 'GetHomeContent')?.data as
    { cmsPage?: { content?: unknown } | null } | undefined;
  const content = home?.cmsPage?.content;
  if (typeof content === 'string') preloadFirstBanner(content);
}
