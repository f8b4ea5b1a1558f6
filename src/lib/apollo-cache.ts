// The Apollo cache outlives the page: it is saved per store view in local storage (SPEC 3) and restored on
// start. Signing out or replacing the cart must remove that session's data from it, saved copy included.
import type { ApolloClient, InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import type { BrowserPersistence } from './storage';

export const CART_CACHE_ID = 'Cart';
export const CUSTOMER_CACHE_ID = 'Customer';
/**
 * A save copies the whole cache to storage (tens of milliseconds on a phone for a page of products), so it waits
 * until the page has been quiet a while: not during a page's load. Leaving or hiding the page saves at once.
 */
export const CACHE_SAVE_DEBOUNCE_MS = 5000;
/** A page that keeps writing (a long load, polling) still saves at least this often. */
export const CACHE_SAVE_MAX_WAIT_MS = 15_000;

const CART_ROOT_FIELDS = ['cart', 'customerCart'];
const CUSTOMER_ROOT_FIELDS = [
  'customer',
  'customerCart',
  'customerOrders',
  'customerPaymentTokens',
  'CustomerNotifications',
  'getZeppCoinsBalance',
  // a guest's compare list: the shopper after a sign-out starts without it
  'compareList',
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

/** Runs `task` when the browser is idle (soon at the latest), or at once where there is no idle callback. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else task();
}

/**
 * Restores the saved cache for this key, then saves it once changes settle: a save copies the whole cache
 * to storage, a long task on a phone, so it waits for a quiet moment (CACHE_SAVE_DEBOUNCE_MS after the last
 * change, then idle time) instead of repeating during a page load, and happens at once when the page is
 * hidden or left, so nothing is lost.
 */
export function persistCache(
  cache: InMemoryCache,
  storage: BrowserPersistence,
  key: string,
  debounceMs = CACHE_SAVE_DEBOUNCE_MS,
): CachePersistor {
  const saved = storage.getItem<NormalizedCacheObject>(key);
  if (saved && typeof saved === 'object') cache.restore(saved);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstUnsaved: number | null = null;
  let lastChange = 0;
  let stopped = false;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || firstUnsaved === null) return;
    firstUnsaved = null;
    storage.setItem(key, cache.extract());
  };
  // One timer for a burst of writes, not one per write: a page's load writes hundreds of times, and clearing
  // and setting a timer each time cost milliseconds of a throttled phone's start-up. When it fires, it waits
  // again for what is left of the quiet time.
  const wake = () => {
    timer = undefined;
    if (stopped || firstUnsaved === null) return;
    const wait = Math.min(lastChange + debounceMs, firstUnsaved + CACHE_SAVE_MAX_WAIT_MS) - Date.now();
    if (wait > 0) timer = setTimeout(wake, wait);
    else whenIdle(save);
  };
  const schedule = () => {
    if (stopped) return;
    lastChange = Date.now();
    firstUnsaved ??= lastChange;
    timer ??= setTimeout(wake, debounceMs);
  };
  for (const method of ['write', 'modify', 'evict', 'gc', 'reset'] as const) {
    const original = cache[method].bind(cache) as (...args: unknown[]) => unknown;
    (cache as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const result = original(...args);
      schedule();
      return result;
    };
  }
  const onHide = () => {
    if (document.visibilityState === 'hidden') save();
  };
  const hasDocument = typeof document !== 'undefined';
  if (hasDocument) {
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', save);
  }
  const persistor: CachePersistor = {
    flush: () => {
      firstUnsaved ??= Date.now(); // a flush saves even when nothing changed since the last save
      save();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      if (hasDocument) {
        document.removeEventListener('visibilitychange', onHide);
        window.removeEventListener('pagehide', save);
      }
    },
  };
  persistors.set(cache, persistor);
  return persistor;
}

/**
 * Leaving with storage wiped (a forced sign-out): nothing this page still does may write to storage again, not
 * the saved cache on pagehide, not an answer still in flight (it would store the shop's cache id).
 */
export function stopWritingStorage(client: ApolloClient, storage: BrowserPersistence): void {
  storage.setItem = () => {}; // the cache id link stores each answer's id: ignored from now on
  persistors.get(client.cache)?.stop();
  client.stop();
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
