// The Buy Now record lives in storage, which a shopper, an extension or an older build can leave in any shape:
// only a record this code wrote is read back; anything else is dropped, so nothing is put back from junk.
import { configureStore } from '@reduxjs/toolkit';
import { BrowserPersistence } from '../../../lib/storage';
import type { Services } from '../../../lib/services';
import { BUY_NOW_KEY } from './buy-now-key';
import { readBuyNowRecord, type CustomerRecord } from './buy-now-record';

function storeWith(stored: unknown) {
  const storage = new BrowserPersistence();
  storage.setItem(BUY_NOW_KEY, stored);
  const services = { storage } as unknown as Services;
  const store = configureStore({
    reducer: () => ({}),
    middleware: (defaults) => defaults({ thunk: { extraArgument: services } }),
  });
  return { read: () => store.dispatch(readBuyNowRecord()), storage };
}

const customer: CustomerRecord = {
  mode: 'customer',
  email: 'demo@example.in',
  lines: [{ sku: 'ZS-SAM-10034', quantity: 2 }],
  coupon: 'WELCOME10',
  giftCards: [],
  coins: false,
  buyNowCartId: 'cart-1',
  phase: 'checkout',
  startedAt: 1_000,
};

afterEach(() => localStorage.clear());

test('a record Buy Now wrote reads back as it was', () => {
  expect(storeWith(customer).read()).toEqual(customer);
  const guest = { mode: 'guest', ownCartId: null, buyNowCartId: 'b', phase: 'starting', startedAt: 5 };
  expect(storeWith(guest).read()).toEqual(guest);
});

test.each([
  ['a string', 'junk'],
  ['no mode', { ...customer, mode: undefined }],
  ['lines that are not a list', { ...customer, lines: 'ZS-SAM-10034' }],
  ['a line without a quantity', { ...customer, lines: [{ sku: 'ZS-SAM-10034' }] }],
  ['a negative quantity', { ...customer, lines: [{ sku: 'ZS-SAM-10034', quantity: -1 }] }],
  ['gift cards that are not codes', { ...customer, giftCards: [42] }],
  ['an unknown phase', { ...customer, phase: 'done' }],
  [
    'a guest record without its own cart',
    { mode: 'guest', buyNowCartId: 'b', phase: 'checkout', startedAt: 1 },
  ],
])('%s reads as no record, and is removed', (_what, stored) => {
  const { read, storage } = storeWith(stored);
  expect(read()).toBeNull();
  expect(storage.getItem(BUY_NOW_KEY)).toBeUndefined();
});
