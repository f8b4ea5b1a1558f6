import { cartItem } from '../../../test/support/fixtures/cart';
import { eventItemPrice } from '../analytics';
import { cartTotals } from './cart-totals';
import type { CartData, CartItemData } from './cart-types';

const line = (overrides: Record<string, unknown>) => cartItem('a', overrides) as unknown as CartItemData;

function cart(overrides: Partial<CartData>): CartData {
  return {
    id: 'c1',
    total_quantity: 2,
    total_discount: 0,
    shippingCharges: 0,
    items: [],
    prices: { grand_total: { value: 0, currency: 'INR' }, discounts: [] },
    applied_coupons: [],
    applied_gift_cards: [],
    mw_applied_reward_points: null,
    ...overrides,
  };
}

test('SPEC 9: discount on MRP is the total discount less the coins and the first discount; subtotal is the grand total', () => {
  const totals = cartTotals(
    cart({
      total_discount: 3000,
      prices: {
        grand_total: { value: 17_198, currency: 'INR' },
        discounts: [{ amount: { value: 500, currency: 'INR' } }, { amount: { value: 99, currency: 'INR' } }],
      },
      mw_applied_reward_points: { points: 200, money: { value: 200, currency: 'INR' } },
    }),
  );
  expect(totals.discountOnMrp).toBe(2300);
  expect(totals.coupon).toBe(500);
  expect(totals.rewardCoins).toBe(200);
  expect(totals.subtotal).toBe(17_198);
  expect(totals.grandTotal).toBe(17_198);
});

test('SPEC 9: handling charges are the surcharge times the quantity; the event price adds the surcharge', () => {
  const product = { ...cartItem('a').product, productsurcharge_fee: 49 };
  const item = line({ quantity: 3, product });
  expect(cartTotals(cart({ items: [item] })).handling).toBe(147);
  expect(eventItemPrice(item.product)).toBe(1049);
});
