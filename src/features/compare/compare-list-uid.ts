// The guest's compare list uid, kept in browser storage per store view so the list is there on the next visit.
// A signed-in shopper's list is their account's (customer.compare_list): nothing is stored for it. Same-tab
// readers hear of a change from here, other tabs from the storage event.
import { BROWSING_STORAGE_KEYS, type BrowserPersistence } from '../../lib/storage';
import { onOtherTabChange, readForStoreView, writeForStoreView } from '../../lib/store-view-storage';

const KEY = BROWSING_STORAGE_KEYS.compareList;
/** Magento's list uid (list_id_mask): 32 letters and digits. Anything else in storage is not one. */
const UID = /^[A-Za-z0-9]{32}$/;
const isUid = (value: unknown): value is string => typeof value === 'string' && UID.test(value);

const listeners = new Set<() => void>();

export function readGuestListUid(storage: BrowserPersistence): string | null {
  return readForStoreView(storage, KEY, isUid) ?? null;
}

export function writeGuestListUid(storage: BrowserPersistence, uid: string | null): void {
  writeForStoreView(storage, KEY, uid && isUid(uid) ? uid : undefined);
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: this tab's writes and other tabs' alike. */
export function subscribeToGuestListUid(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onOtherTabChange(KEY, listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}
