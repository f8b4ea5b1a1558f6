// Values kept in browser storage per store view (the compare list's uid, the recently viewed products): one key
// holds an object by store view code. Storage is a boundary (another tab, an extension or an older build may
// have written anything there), so every read checks each value and drops what is not one.
import { DEFAULT_STORE_VIEW_CODE, STORAGE_KEYS, STORAGE_PREFIX, type BrowserPersistence } from './storage';

/** The store view this visit is in (the catch-all stores another one's code when its URL names it). */
export function activeStoreCode(storage: BrowserPersistence): string {
  const code = storage.getItem<unknown>(STORAGE_KEYS.storeViewCode);
  return typeof code === 'string' && code ? code : DEFAULT_STORE_VIEW_CODE;
}

function stored(storage: BrowserPersistence, key: string): Record<string, unknown> {
  const value = storage.getItem<unknown>(key);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** This store view's value under `key` when `valid` accepts it; undefined otherwise. */
export function readForStoreView<T>(
  storage: BrowserPersistence,
  key: string,
  valid: (value: unknown) => value is T,
): T | undefined {
  const value = stored(storage, key)[activeStoreCode(storage)];
  return valid(value) ? value : undefined;
}

/** Stores this store view's value (undefined removes it), leaving the other store views' as they are. */
export function writeForStoreView(storage: BrowserPersistence, key: string, value: unknown): void {
  const { [activeStoreCode(storage)]: _, ...others } = stored(storage, key);
  const next = value === undefined ? others : { ...others, [activeStoreCode(storage)]: value };
  if (Object.keys(next).length) storage.setItem(key, next);
  else storage.removeItem(key);
}

/** Calls `listener` when another tab changes `key` (or clears storage); returns the unsubscribe. */
export function onOtherTabChange(key: string, listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_PREFIX + key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
