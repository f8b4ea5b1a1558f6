// The cart's money as the shop computed it (CartPricesFragment): this only reads the amounts and hands them to
// the one price breakdown (common/price/price-breakdown-model.ts) every page shows. SPEC 9's own derivations are
// here too: the cart subtotal (the grand total), the discount on MRP and a line's handling charges.
import type { BreakdownAmounts } from '../../../common/price/price-breakdown-model';
import type { CartPricesData } from './api/cart-prices.graphql';
import type { CartData, CartItemData } from './cart-types';

const round2 = (value: number) => Math.round(value * 100) / 100;
const present = <T>(list: (T | null)[] | null | undefined): T[] =>
  (list ?? []).filter((x): x is T => x !== null);

/** SPEC 9: the surcharge of one line, as handling charges (shown beside the line). */
export function lineHandling(item: Pick<CartItemData, 'quantity' | 'product'>): number {
  return round2((item.product.productsurcharge_fee ?? 0) * item.quantity);
}

export function cartLines(cart: CartData | null | undefined): CartItemData[] {
  return present(cart?.items);
}

/** SPEC 9: the cart subtotal is the grand total. */
export const cartSubtotal = (cart: CartPricesData): number => cart.prices?.grand_total?.value ?? 0;

/** SPEC 9: discount on MRP = total discount − the reward coins' money − the first discount's amount. */
export function discountOnMrp(cart: CartData): number {
  const coins = cart.mw_applied_reward_points?.money?.value ?? 0;
  const firstDiscount = Math.abs(present(cart.prices?.discounts)[0]?.amount.value ?? 0);
  return round2(Math.max((cart.total_discount ?? 0) - coins - firstDiscount, 0));
}

/** The amounts of the cart's price breakdown, each as the shop answered it. */
export function cartBreakdownAmounts(cart: CartPricesData): BreakdownAmounts {
  const prices = cart.prices;
  const shipping = present(cart.shipping_addresses)[0]?.selected_shipping_method;
  return {
    itemCount: cart.total_quantity,
    subtotal: prices?.subtotal_including_tax?.value ?? 0,
    discounts: present(prices?.discounts).map((d) => ({
      label: d.label ?? '',
      amount: Math.abs(d.amount.value ?? 0),
    })),
    rewardCoins: cart.mw_applied_reward_points?.money?.value ?? 0,
    handling: prices?.handling_charges?.value ?? 0,
    shipping: shipping ? (shipping.amount.value ?? 0) : null,
    paymentSurcharge: prices?.payment_surcharge?.value ?? 0,
    giftCards: present(cart.applied_gift_cards).map((g) => ({
      code: g.code ?? '',
      amount: g.applied_balance?.value ?? 0,
    })),
    grandTotal: prices?.grand_total?.value ?? 0,
  };
}
