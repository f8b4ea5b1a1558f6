// The Apollo cache outlives the page: it is saved per store view in local storage (SPEC 3) and restored on
// start. Signing out or replacing the cart must remove that session's data from it, saved copy included.
import type { ApolloClient, InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import type { BrowserPersistence } from './storage';

export const CART_CACHE_ID = 'Cart';
export const CUSTOMER_CACHE_ID = 'Customer';
export const CACHE_SAVE_DEBOUNCE_MS = 1000;

const CART_ROOT_FIELDS = ['cart', 'customerCart'];
const CUSTOMER_ROOT_FIELDS = [
  'customer',
  'customerCart',
  'customerOrders',
  'customerPaymentTokens',
  'CustomerNotifications',
  'getZeppCoinsBalance',
];

export interface CachePersistor {
  /** Writes the cache to storage now (used before a reload, which would lose a pending debounced save). */
  flush(): void;
  stop(): void;
}

const persistors = new WeakMap<object, CachePersistor>();

export function cacheStorageKey(storeCode: string): string {
  return `apollo_cache_${storeCode}`;
}

/** Restores the saved cache for this key, then saves it (debounced) after every change. */
export function persistCache(
  cache: InMemoryCache,
  storage: BrowserPersistence,
  key: string,
  debounceMs = CACHE_SAVE_DEBOUNCE_MS,
): CachePersistor {
  const saved = storage.getItem<NormalizedCacheObject>(key);
  if (saved && typeof saved === 'object') cache.restore(saved);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!stopped) storage.setItem(key, cache.extract());
  };
  const schedule = () => {
    if (timer === undefined && !stopped) timer = setTimeout(save, debounceMs);
  };
  for (const method of ['write', 'modify', 'evict', 'gc', 'reset'] as const) {
    const original = cache[method].bind(cache) as (...args: unknown[]) => unknown;
    (cache as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const result = original(...args);
      schedule();
      return result;
    };
  }
  const persistor: CachePersistor = {
    flush: save,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
  persistors.set(cache, persistor);
  return persistor;
}

export function clearCartDataFromCache(client: ApolloClient): void {
  evict(client, CART_CACHE_ID, CART_ROOT_FIELDS);
}

export function clearCustomerDataFromCache(client: ApolloClient): void {
  evict(client, CUSTOMER_CACHE_ID, CUSTOMER_ROOT_FIELDS);
}

function evict(client: ApolloClient, id: string, rootFields: string[]): void {
  const { cache } = client;
  cache.evict({ id });
  for (const fieldName of rootFields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
  persistors.get(cache)?.flush();
}
