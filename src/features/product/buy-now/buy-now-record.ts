// What Buy Now remembers while its checkout runs (in storage, so a reload or a gateway's round trip keeps it):
// which cart is the Buy Now one and what it set aside to put back afterwards.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Services } from '../../../lib/services';
import { BUY_NOW_KEY } from './buy-now-key';

/** A cart line set aside: enough to add it again (a configurable product's variant by its own SKU). */
export interface SetAsideLine {
  sku: string;
  parentSku?: string;
  quantity: number;
}

interface Common {
  /** The cart the Buy Now checkout uses (the session's cart until the order or the shopper leaves). */
  buyNowCartId: string;
  /** 'starting' until the checkout page opens: the shell leaves it alone meanwhile. */
  phase: 'starting' | 'checkout';
  startedAt: number;
}

/** A guest: the Buy Now cart is a new guest cart; the shopper's own cart waits, untouched, by its id. */
export interface GuestRecord extends Common {
  mode: 'guest';
  ownCartId: string | null;
}

/** A customer: Magento keeps one active cart each, so its lines and discounts wait here instead. */
export interface CustomerRecord extends Common {
  mode: 'customer';
  /** Whose they are: another customer signing in on this browser never gets them. */
  email: string | null;
  lines: SetAsideLine[];
  coupon: string | null;
  giftCards: string[];
  coins: boolean;
}

export type BuyNowRecord = GuestRecord | CustomerRecord;

type StorageThunk<T> = ThunkAction<T, unknown, Services, UnknownAction>;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isLine = (value: unknown): value is SetAsideLine => {
  const line = value as Record<string, unknown> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    isText(line.sku) &&
    (line.parentSku === undefined || isText(line.parentSku)) &&
    typeof line.quantity === 'number' &&
    Number.isFinite(line.quantity) &&
    line.quantity > 0
  );
};

/** Whether storage holds a record this code wrote (storage can be edited, or left by an older build). */
function isBuyNowRecord(value: unknown): value is BuyNowRecord {
  const record = value as Record<string, unknown> | null;
  if (typeof record !== 'object' || record === null || !isText(record.buyNowCartId)) return false;
  if (record.phase !== 'starting' && record.phase !== 'checkout') return false;
  if (typeof record.startedAt !== 'number' || !Number.isFinite(record.startedAt)) return false;
  if (record.mode === 'guest') return record.ownCartId === null || isText(record.ownCartId);
  return (
    record.mode === 'customer' &&
    (record.email === null || isText(record.email)) &&
    Array.isArray(record.lines) &&
    record.lines.every(isLine) &&
    (record.coupon === null || isText(record.coupon)) &&
    Array.isArray(record.giftCards) &&
    record.giftCards.every(isText) &&
    typeof record.coins === 'boolean'
  );
}

/** The record in storage; one that is not a record this code wrote is dropped and reads as none. */
export const readBuyNowRecord =
  (): StorageThunk<BuyNowRecord | null> =>
  (_dispatch, _getState, { storage }) => {
    const stored = storage.getItem<unknown>(BUY_NOW_KEY);
    if (stored === undefined || stored === null) return null;
    if (isBuyNowRecord(stored)) return stored;
    storage.removeItem(BUY_NOW_KEY);
    return null;
  };

export const writeBuyNowRecord =
  (record: BuyNowRecord | null): StorageThunk<void> =>
  (_dispatch, _getState, { storage }) => {
    if (record) storage.setItem(BUY_NOW_KEY, record);
    else storage.removeItem(BUY_NOW_KEY);
  };
