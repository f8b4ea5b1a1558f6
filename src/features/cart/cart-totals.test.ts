import { cartItem } from '../../../test/support/fixtures/cart';
import { eventItemPrice } from '../analytics';
import { cartBreakdownAmounts, cartSubtotal, discountOnMrp, lineHandling } from './cart-totals';
import type { CartData, CartItemData } from './cart-types';

const line = (overrides: Record<string, unknown>) => cartItem('a', overrides) as unknown as CartItemData;
const inr = (value: number) => ({ value, currency: 'INR' });

function cart(overrides: Partial<CartData>): CartData {
  return {
    id: 'c1',
    total_quantity: 2,
    total_discount: 0,
    shippingCharges: 0,
    items: [],
    prices: { grand_total: inr(0), discounts: [] },
    applied_coupons: [],
    applied_gift_cards: [],
    mw_applied_reward_points: null,
    ...overrides,
  };
}

test('SPEC 9: discount on MRP is the total discount less the coins and the first discount; subtotal is the grand total', () => {
  const data = cart({
    total_discount: 3000,
    prices: {
      grand_total: inr(17_198),
      discounts: [{ amount: inr(500) }, { amount: inr(99) }],
    },
    mw_applied_reward_points: { points: 200, money: inr(200) },
  });
  expect(discountOnMrp(data)).toBe(2300);
  expect(cartSubtotal(data)).toBe(17_198);
});

test("the breakdown's amounts are the shop's, read as answered (nothing recomputed)", () => {
  const amounts = cartBreakdownAmounts(
    cart({
      total_quantity: 3,
      prices: {
        subtotal_including_tax: inr(48_997),
        discounts: [{ label: 'Welcome offer (10% off)', amount: inr(500) }],
        handling_charges: inr(98),
        payment_surcharge: inr(50),
        // Deliberately not the sum of the rest: the shop's grand total is shown as it is.
        grand_total: inr(12_345),
      },
      applied_gift_cards: [{ code: 'GIFT-SANDBOX-1000', applied_balance: inr(1000) }],
      mw_applied_reward_points: { points: 120, money: inr(120) },
      shipping_addresses: [
        {
          street: ['1 MG Road'],
          selected_shipping_method: {
            carrier_code: 'express',
            method_code: 'express',
            carrier_title: 'Express Delivery',
            method_title: 'Express',
            amount: inr(149),
          },
        },
      ],
    }),
  );
  expect(amounts).toEqual({
    itemCount: 3,
    subtotal: 48_997,
    discounts: [{ label: 'Welcome offer (10% off)', amount: 500 }],
    rewardCoins: 120,
    handling: 98,
    shipping: 149,
    paymentSurcharge: 50,
    giftCards: [{ code: 'GIFT-SANDBOX-1000', amount: 1000 }],
    grandTotal: 12_345,
  });
});

test('no shipping amount until a method is chosen', () => {
  expect(cartBreakdownAmounts(cart({ shipping_addresses: [] })).shipping).toBeNull();
  expect(
    cartBreakdownAmounts(cart({ shipping_addresses: [{ street: ['x'], selected_shipping_method: null }] }))
      .shipping,
  ).toBeNull();
});

test('SPEC 9: a line shows its surcharge times the quantity as handling; the event price adds the surcharge', () => {
  const product = { ...cartItem('a').product, productsurcharge_fee: 49 };
  const item = line({ quantity: 3, product });
  expect(lineHandling(item)).toBe(147);
  expect(eventItemPrice(item.product)).toBe(1049);
});
