// The products a shopper opened, most recent first: their SKUs, in browser storage per store view. Never sent
// anywhere as a history: the row asks the catalogue for these products' cards (fresh prices and stock, only
// products still sold), as any listing does, and the shop already served each of those pages. Storage is a
// boundary: what is read is checked (strings of SKU length, once each, at most the limit).
import { BROWSING_STORAGE_KEYS, type BrowserPersistence } from '../../lib/storage';
import { onOtherTabChange, readForStoreView, writeForStoreView } from '../../lib/store-view-storage';
import { MAX_SKU_LENGTH, RECENTLY_VIEWED_LIMIT } from './constants';

const KEY = BROWSING_STORAGE_KEYS.recentlyViewed;
const listeners = new Set<() => void>();

const isSku = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() === value && value.length > 0 && value.length <= MAX_SKU_LENGTH;
const isList = (value: unknown): value is unknown[] => Array.isArray(value);

export function readRecentlyViewed(storage: BrowserPersistence): string[] {
  const stored = readForStoreView(storage, KEY, isList) ?? [];
  return [...new Set(stored.filter(isSku))].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** `sku` becomes the most recent; the oldest beyond the limit is forgotten. */
export function recordRecentlyViewed(storage: BrowserPersistence, sku: string): void {
  if (!isSku(sku)) return;
  const previous = readRecentlyViewed(storage);
  if (previous[0] === sku) return;
  const next = [sku, ...previous.filter((entry) => entry !== sku)].slice(0, RECENTLY_VIEWED_LIMIT);
  writeForStoreView(storage, KEY, next);
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: this tab's records and other tabs' alike. */
export function subscribeToRecentlyViewed(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onOtherTabChange(KEY, listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}
