// The storefront's Apollo client: the link chain of links.ts over a normalised cache that is saved per store
// view (a different store view has different prices and catalogue, so caches must not mix).
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { BrowserPersistence, DEFAULT_STORE_VIEW_CODE, STORAGE_KEYS } from '../../lib/storage';
import { cacheStorageKey, persistCache, type CachePersistor } from '../../lib/apollo-cache';
import { createLinks } from './links';
import { possibleTypes, typePolicies } from './type-policies';

export { clearCartDataFromCache, clearCustomerDataFromCache } from '../../lib/apollo-cache';

export interface CreateApolloClientOptions {
  storage?: BrowserPersistence;
  /** Save the cache to storage (default true); tests that do not care turn it off. */
  persist?: boolean;
  /** A fetch to send requests with instead of the global one. */
  fetch?: typeof fetch;
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes, typePolicies });
}

export function createApolloClient({
  storage = new BrowserPersistence(),
  persist = true,
  fetch: fetchImpl,
}: CreateApolloClientOptions = {}): ApolloClient & { persistor?: CachePersistor } {
  const cache = createCache();
  const storeCode = storage.getItem<string>(STORAGE_KEYS.storeViewCode) || DEFAULT_STORE_VIEW_CODE;
  const persistor = persist ? persistCache(cache, storage, cacheStorageKey(storeCode)) : undefined;
  const client = new ApolloClient({ cache, link: createLinks(storage, fetchImpl) });
  return Object.assign(client, { persistor });
}
