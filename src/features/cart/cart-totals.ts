// The cart's money as SPEC 9 defines it. The shop computes every amount; this only reads and combines them.
import type { CartData, CartItemData } from './cart-types';

export interface CartTotals {
  /** SPEC 9: the cart subtotal is the grand total. */
  subtotal: number;
  /** What the lines cost at MRP. */
  mrpTotal: number;
  /** SPEC 9: total discount − reward-coin money − the first discount amount. */
  discountOnMrp: number;
  coupon: number;
  rewardCoins: number;
  giftCards: number;
  /** productsurcharge_fee × quantity, summed over the lines. */
  handling: number;
  shipping: number;
  grandTotal: number;
  currency: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** SPEC 9: the surcharge of one line, as handling charges. */
export function lineHandling(item: Pick<CartItemData, 'quantity' | 'product'>): number {
  return round2((item.product.productsurcharge_fee ?? 0) * item.quantity);
}

export function cartLines(cart: CartData | null | undefined): CartItemData[] {
  return (cart?.items ?? []).filter((item): item is CartItemData => item !== null);
}

export function cartTotals(cart: CartData): CartTotals {
  const lines = cartLines(cart);
  const grandTotal = cart.prices?.grand_total?.value ?? 0;
  const coupon = Math.abs(cart.prices?.discounts?.[0]?.amount.value ?? 0);
  const rewardCoins = cart.mw_applied_reward_points?.money?.value ?? 0;
  const giftCards = (cart.applied_gift_cards ?? []).reduce(
    (sum, card) => sum + (card?.applied_balance?.value ?? 0),
    0,
  );
  const mrpTotal = lines.reduce(
    (sum, item) =>
      sum +
      (item.prices?.original_row_total.value ??
        (item.product.price_range.minimum_price.regular_price.value ?? 0) * item.quantity),
    0,
  );
  return {
    subtotal: grandTotal,
    mrpTotal: round2(mrpTotal),
    discountOnMrp: round2(Math.max((cart.total_discount ?? 0) - rewardCoins - coupon, 0)),
    coupon: round2(coupon),
    rewardCoins: round2(rewardCoins),
    giftCards: round2(giftCards),
    handling: round2(lines.reduce((sum, item) => sum + lineHandling(item), 0)),
    shipping: cart.shippingCharges ?? 0,
    grandTotal,
    currency: cart.prices?.grand_total?.currency ?? 'INR',
  };
}
