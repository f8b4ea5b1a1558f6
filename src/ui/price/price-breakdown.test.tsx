import { render, screen } from '@testing-library/react';
import { breakdownLines } from '../../../test/support/price-breakdown';
import { PriceBreakdownView } from './price-breakdown';
import { priceBreakdown, type BreakdownAmounts } from '../../../common/price/price-breakdown-model';

const none: BreakdownAmounts = {
  itemCount: 1,
  subtotal: 48_997,
  discounts: [],
  rewardCoins: 0,
  handling: 0,
  shipping: null,
  paymentSurcharge: 0,
  giftCards: [],
  grandTotal: 48_997,
};

const shown = (amounts: BreakdownAmounts) => {
  render(<PriceBreakdownView breakdown={priceBreakdown(amounts, 'Zepp Coins')} />);
  return breakdownLines(screen.getByRole('region', { name: 'Price details' }));
};

test('every charge and discount on a line of its own, in the order the shop adds them up', () => {
  expect(
    shown({
      itemCount: 3,
      subtotal: 48_997,
      discounts: [{ label: 'Welcome offer (10% off)', amount: 4899.7 }],
      rewardCoins: 120,
      handling: 98,
      shipping: 149,
      paymentSurcharge: 50,
      giftCards: [{ code: 'GIFT-SANDBOX-1000', amount: 1000 }],
      grandTotal: 43_274.3,
    }),
  ).toEqual([
    'Price (3 items): ₹48,997',
    'Welcome offer (10% off): \u2212₹4,899.70',
    'Zepp Coins: \u2212₹120',
    'Handling charges: ₹98',
    'Shipping: ₹149',
    'Cash on delivery charge: ₹50',
    'Gift card GIFT-SANDBOX-1000: \u2212₹1,000',
    'Grand total: ₹43,274.30',
  ]);
});

test('nothing to show has no line; shipping has one once a method is chosen, free or not', () => {
  expect(shown(none)).toEqual(['Price (1 item): ₹48,997', 'Grand total: ₹48,997']);
});

test('a chosen free method reads "Free", and a discount the shop did not name reads "Discount"', () => {
  expect(
    shown({ ...none, shipping: 0, discounts: [{ label: '', amount: 100 }], grandTotal: 48_897 }),
  ).toEqual(['Price (1 item): ₹48,997', 'Discount: \u2212₹100', 'Shipping: Free', 'Grand total: ₹48,897']);
});
