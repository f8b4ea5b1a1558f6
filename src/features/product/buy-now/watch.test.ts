import type { GuestRecord } from './buy-now-record';
import { buyNowIsOver, inBuyNowCheckout, STARTING_TIMEOUT_MS } from './watch';

const record: GuestRecord = {
  mode: 'guest',
  ownCartId: 'own',
  buyNowCartId: 'buy-now',
  phase: 'checkout',
  startedAt: 1_000,
};
const at = (pathname: string, cartId: string | null, now = 2_000) => ({ pathname, cartId, now });

test('the checkout pages are the Buy Now checkout: checkout, the confirmation, a payment return', () => {
  expect(
    ['/checkout', '/order-confirmation', '/razorpay/checkout/success/000000012'].map(inBuyNowCheckout),
  ).toEqual([true, true, true]);
  expect(['/', '/cart', '/checkout-help.html', '/samsung-galaxy-a35.html'].map(inBuyNowCheckout)).toEqual([
    false,
    false,
    false,
    false,
  ]);
});

test('Buy Now goes on while its cart is the session cart and the shopper is in checkout', () => {
  expect(buyNowIsOver(record, at('/checkout', 'buy-now'))).toBe(false);
  expect(buyNowIsOver(record, at('/order-confirmation', 'buy-now'))).toBe(false);
});

test('it is over once checkout replaced the cart (the order), or the shopper left checkout', () => {
  expect(buyNowIsOver(record, at('/order-confirmation', 'after-the-order'))).toBe(true);
  expect(buyNowIsOver(record, at('/', 'buy-now'))).toBe(true);
});

test('without a cart (between two) it waits; a Buy Now still starting is left alone, unless it never got going', () => {
  expect(buyNowIsOver(record, at('/', null))).toBe(false);
  const starting = { ...record, phase: 'starting' as const };
  expect(buyNowIsOver(starting, at('/samsung-galaxy-a35.html', 'buy-now'))).toBe(false);
  expect(buyNowIsOver(starting, at('/', 'buy-now', 1_000 + STARTING_TIMEOUT_MS))).toBe(true);
});
