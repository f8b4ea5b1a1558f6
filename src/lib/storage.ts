// Namespaced browser storage with time-to-live (Peregrine's BrowserPersistence): every key lives under one
// product prefix, and an entry past its ttl is removed on read and reads as absent.

/** The fixed product prefix every key is stored under. */
export const STORAGE_PREFIX = 'INR_STOREFRONT_BROWSER_PERSISTENCE__';

/** The storage keys SPEC 3 names. */
export const STORAGE_KEYS = {
  signinToken: 'signin_token',
  storeViewCurrency: 'store_view_currency',
  storeViewCode: 'store_view_code',
  magentoCacheId: 'magento_cache_id',
  userLocation: 'userLocation',
  cartId: 'cartId',
  billingAddress: 'billing_address',
  paymentMethod: 'paymentMethod',
  shippingAddress: 'shipping_address',
  shippingMethod: 'shippingMethod',
  availableShippingMethods: 'availableShippingMethods',
  visitedPaths: 'visited_paths',
} as const;

/** The checkout data kept between visits; cleared after an order and on sign-out. */
/**
 * The checkout's own drafts besides SPEC 3's keys: the shipping address being typed (so a reload keeps it), and
 * the address of a failed payment (the next attempt starts from it). Cleared with the rest of checkout.
 */
export const CHECKOUT_DRAFT_KEYS = {
  shippingForm: 'checkout_shipping_form',
  addressDraft: 'checkout_address_draft',
} as const;

export const CHECKOUT_STORAGE_KEYS = [
  STORAGE_KEYS.billingAddress,
  STORAGE_KEYS.paymentMethod,
  STORAGE_KEYS.shippingAddress,
  STORAGE_KEYS.shippingMethod,
  STORAGE_KEYS.availableShippingMethods,
  CHECKOUT_DRAFT_KEYS.shippingForm,
  CHECKOUT_DRAFT_KEYS.addressDraft,
] as const;

export const DEFAULT_STORE_VIEW_CODE = 'default';

export interface PersistedEntry<T = unknown> {
  value: T;
  /** ms since the epoch */
  timeStored: number;
  /** seconds */
  ttl?: number;
}

export class BrowserPersistence {
  constructor(
    private readonly storage: Storage = globalThis.localStorage,
    /**
     * The storefront's clock for anything persisted with a ttl: it stamps timeStored, so expiry is judged by
     * it too (the session check reads it; tests inject one).
     */
    readonly now: () => number = Date.now,
  ) {}

  /** The stored entry as written (no expiry check, nothing removed); undefined when absent or corrupt. */
  getRawItem(name: string): PersistedEntry | undefined {
    const text = this.safely(() => this.storage.getItem(STORAGE_PREFIX + name));
    if (text == null) return undefined;
    try {
      const entry: unknown = JSON.parse(text);
      return isEntry(entry) ? entry : undefined;
    } catch {
      return undefined;
    }
  }

  getItem<T = unknown>(name: string): T | undefined {
    const entry = this.getRawItem(name);
    if (!entry) return undefined;
    if (isExpired(entry, this.now())) {
      this.removeItem(name);
      return undefined;
    }
    return entry.value as T;
  }

  /**
   * The value while unexpired, leaving an expired entry in place. For readers that must not consume the expiry
   * (the auth link, the REST client): the session check owns it and runs the sign-out sequence.
   */
  peekItem<T = unknown>(name: string): T | undefined {
    const entry = this.getRawItem(name);
    return entry && !isExpired(entry, this.now()) ? (entry.value as T) : undefined;
  }

  setItem(name: string, value: unknown, ttl?: number): void {
    const entry: PersistedEntry = { value, timeStored: this.now(), ...(ttl === undefined ? {} : { ttl }) };
    this.safely(() => this.storage.setItem(STORAGE_PREFIX + name, JSON.stringify(entry)));
  }

  removeItem(name: string): void {
    this.safely(() => this.storage.removeItem(STORAGE_PREFIX + name));
  }

  /** Quota errors and disabled storage (private mode) must not break the app: treat as absent. */
  private safely<T>(action: () => T): T | undefined {
    try {
      return action();
    } catch {
      return undefined;
    }
  }
}

export function isExpired(entry: PersistedEntry, now: number): boolean {
  return typeof entry.ttl === 'number' && now - entry.timeStored > entry.ttl * 1000;
}

function isEntry(candidate: unknown): candidate is PersistedEntry {
  return (
    typeof candidate === 'object' && candidate !== null && 'value' in candidate && 'timeStored' in candidate
  );
}

/** What the shopper browsed, kept per store view (lib/store-view-storage.ts): cleared on sign-out. */
export const BROWSING_STORAGE_KEYS = {
  compareList: 'compare_list',
  recentlyViewed: 'recently_viewed',
} as const;

export function clearBrowsingStorage(storage: BrowserPersistence): void {
  for (const key of Object.values(BROWSING_STORAGE_KEYS)) storage.removeItem(key);
}

/** Removes the saved checkout data (SPEC 4: after an order and on sign-out). */
export function clearCheckoutStorage(storage: BrowserPersistence): void {
  for (const key of CHECKOUT_STORAGE_KEYS) storage.removeItem(key);
}
