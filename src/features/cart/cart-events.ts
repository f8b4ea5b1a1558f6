// The cart's data-layer events (SPEC 7.3) in GA4's ecommerce shape: INR, item price = maximum final price +
// surcharge (SPEC 9).
import { ANALYTICS_CURRENCY, eventItemPrice, track } from '../analytics';
import { coinName } from '../home';
import type { CartData, CartItemData } from './cart-types';
import { CART_EVENTS } from './constants';

function eventItem(item: CartItemData, quantity = item.quantity) {
  const category = item.product.categories?.find((entry) => entry?.name)?.name;
  return {
    item_id: item.product.sku,
    item_name: item.product.name ?? item.product.sku,
    ...(item.configured_variant ? { item_variant: item.configured_variant.sku } : {}),
    ...(item.product.brand_code ? { item_brand: item.product.brand_code } : {}),
    ...(category ? { item_category: category } : {}),
    price: eventItemPrice(item.product),
    quantity,
  };
}

function ecommerce(items: ReturnType<typeof eventItem>[]) {
  const value = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return { ecommerce: { currency: ANALYTICS_CURRENCY, value: Math.round(value * 100) / 100, items } };
}

export function trackViewCart(lines: CartItemData[]): void {
  track(CART_EVENTS.viewCart, ecommerce(lines.map((line) => eventItem(line))));
}

export function trackRemoveFromCart(line: CartItemData): void {
  track(CART_EVENTS.removeFromCart, ecommerce([eventItem(line)]));
}

export function trackCartUpdated(line: CartItemData, quantity: number): void {
  track(CART_EVENTS.cartUpdated, {
    ...ecommerce([eventItem(line, quantity)]),
    previous_quantity: line.quantity,
  });
}

export function trackCoupon(applied: boolean, code: string, cart: CartData | null): void {
  track(applied ? CART_EVENTS.couponApplied : CART_EVENTS.couponRemoved, {
    coupon: code,
    currency: ANALYTICS_CURRENCY,
    value: cart?.prices?.grand_total?.value ?? 0,
  });
}

export function trackRewardCoinsApplied(cart: CartData | null): void {
  const applied = cart?.mw_applied_reward_points;
  track(CART_EVENTS.rewardCoinsApplied, {
    coin_name: coinName(),
    points: applied?.points ?? 0,
    currency: ANALYTICS_CURRENCY,
    value: applied?.money?.value ?? 0,
  });
}
