// Checkout's data-layer events (SPEC 7.3) in GA4's ecommerce shape: INR, numeric prices, an item's price being
// its maximum final price plus the surcharge (SPEC 9).
import { ANALYTICS_CURRENCY, eventItemPrice, track } from '../analytics';
import type { CheckoutCartItem } from './api/checkout-cart.graphql';

export const CHECKOUT_EVENTS = {
  beginCheckout: 'begin_checkout',
  shippingDetailsUpdated: 'shipping details updated',
  paymentInitiated: 'payment_initiated',
  orderCreated: 'order_created',
  purchase: 'purchase',
  paymentFailed: 'payment_failed',
  paymentSuccess: 'Payment Success',
} as const;

export interface EventItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

export function cartEventItems(items: CheckoutCartItem[]): EventItem[] {
  return items.map(({ product, quantity }) => ({
    item_id: product.sku,
    item_name: product.name ?? product.sku,
    price: eventItemPrice(product),
    quantity,
  }));
}

export interface EventCart {
  items: EventItem[];
  value: number;
  coupon?: string;
}

export function trackCheckout(
  event: (typeof CHECKOUT_EVENTS)[keyof typeof CHECKOUT_EVENTS],
  cart: EventCart,
  extra: Record<string, unknown> = {},
): void {
  track(event, {
    ecommerce: {
      currency: ANALYTICS_CURRENCY,
      value: cart.value,
      ...(cart.coupon ? { coupon: cart.coupon } : {}),
      items: cart.items,
      ...extra,
    },
  });
}
