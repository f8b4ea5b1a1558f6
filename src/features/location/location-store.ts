// The shopper's delivery location, kept under userLocation (SPEC 3) and shared by every view that shows it:
// the header bar, the product page's delivery bar and the dialog. Views subscribe per storage (each store has
// its own), and another tab's change arrives through the browser's storage event.
import { STORAGE_KEYS, type BrowserPersistence } from '../../lib/storage';
import { CITY_DISPLAY_LENGTH, DEFAULT_LOCATION, type UserLocation } from './constants';

const listeners = new WeakMap<BrowserPersistence, Set<() => void>>();
// The last value read per storage, so an unchanged location keeps its identity between reads.
const snapshots = new WeakMap<BrowserPersistence, { key: string; value: UserLocation }>();

function isLocation(value: unknown): value is UserLocation {
  const candidate = value as Partial<UserLocation> | null;
  return typeof candidate?.pincode === 'string' && typeof candidate.city === 'string' && !!candidate.pincode;
}

export function readLocation(storage: BrowserPersistence): UserLocation {
  const stored = storage.getItem<unknown>(STORAGE_KEYS.userLocation);
  const value = isLocation(stored) ? { pincode: stored.pincode, city: stored.city } : DEFAULT_LOCATION;
  const key = `${value.pincode}\n${value.city}`;
  const previous = snapshots.get(storage);
  if (previous?.key === key) return previous.value;
  snapshots.set(storage, { key, value });
  return value;
}

/** Stores the location and tells every view. SPEC 8: a failed save is swallowed. */
export function saveLocation(storage: BrowserPersistence, location: UserLocation): void {
  try {
    storage.setItem(STORAGE_KEYS.userLocation, location);
  } catch {
    // nothing to tell the shopper: the location simply stays as it was
  }
  listeners.get(storage)?.forEach((notify) => notify());
}

export function subscribeToLocation(storage: BrowserPersistence, notify: () => void): () => void {
  const set = listeners.get(storage) ?? new Set();
  listeners.set(storage, set);
  set.add(notify);
  globalThis.addEventListener?.('storage', notify);
  return () => {
    set.delete(notify);
    globalThis.removeEventListener?.('storage', notify);
  };
}

/** SPEC 9: 'Thiruvananthapuram' → 'Thiruvananth...'. */
export function displayCity(city: string): string {
  return city.length > CITY_DISPLAY_LENGTH ? `${city.slice(0, CITY_DISPLAY_LENGTH)}...` : city;
}
