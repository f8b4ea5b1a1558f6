// setShippingMethodsOnCart and setPaymentMethodOnCart, and the shipping methods a cart's address offers.
import type { RequestContext } from '../../context';
import { updateCart } from '../../db/repositories/carts';
import { inputError } from '../../errors';
import { cartView, freshCartView, stateOf } from '../cart/cart-view';
import type { CartState } from '../cart/cart-state';
import { getCartForUser, requireCartId } from '../cart/load-cart';
import { gstInsideRupees, money, round2 } from '../cart/pricing';
import { shippingFor } from '../cart/totals';
import { availablePaymentMethods } from './payment-methods';

export const SHIPPING_ADDRESS_MISSING = 'The shipping address is missing. Set the address and try again.';
export const PAYMENT_METHOD_NOT_AVAILABLE = 'The requested Payment Method is not available.';
export const EMPTY_CART_SHIPPING =
  "The shipping method can't be set for an empty cart. Add an item to cart and try again.";

/** Every active method with its price for this cart (free over a method's threshold). */
export function shippingOptions(state: CartState) {
  const discounted = round2(state.totals.subtotal - state.totals.couponDiscount);
  return state.carriers.map((carrier) => {
    const amount = shippingFor(carrier, discounted, false);
    return {
      carrier,
      carrier_code: carrier.carrier_code,
      method_code: carrier.method_code,
      carrier_title: carrier.carrier_title,
      method_title: carrier.method_title,
      amount: money(amount),
      base_amount: money(amount),
      price_incl_tax: money(amount),
      // Shipping is taxed at the rate of the cart's principal item, as its invoice will be.
      price_excl_tax: money(amount - gstInsideRupees(amount, state.totals.chargeRate)),
      available: true,
      // Magento answers an empty string, not null, for a method that can be used.
      error_message: '',
    };
  });
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function setShippingMethods(
  ctx: RequestContext,
  input: { cart_id?: unknown; shipping_methods?: unknown } | null,
) {
  const cartId = requireCartId(input?.cart_id);
  const list = Array.isArray(input?.shipping_methods) ? (input.shipping_methods as unknown[]) : [];
  if (list.length === 0) throw inputError('Required parameter "shipping_methods" is missing');
  // Magento loads the cart before it looks at the methods: an unknown cart is reported first.
  const cart = getCartForUser(ctx, cartId);
  const state = stateOf(cartView(cart), ctx);
  if (state.lines.length === 0) throw inputError(EMPTY_CART_SHIPPING);
  if (list.length > 1) throw inputError('You cannot specify multiple shipping methods.');
  const choice = (list[0] ?? {}) as { carrier_code?: unknown; method_code?: unknown };
  const carrierCode = text(choice.carrier_code);
  const methodCode = text(choice.method_code);
  if (!carrierCode) throw inputError('Required parameter "carrier_code" is missing.');
  if (!methodCode) throw inputError('Required parameter "method_code" is missing.');
  if (!state.shippingAddress) throw inputError(SHIPPING_ADDRESS_MISSING);
  const known = state.carriers.some((c) => c.carrier_code === carrierCode && c.method_code === methodCode);
  if (!known)
    throw inputError(
      `Carrier with such method not found: ${carrierCode.slice(0, 64)}, ${methodCode.slice(0, 64)}`,
    );
  updateCart(ctx.db, cart.cart_id, { shipping_carrier_code: carrierCode, shipping_method_code: methodCode });
  return { cart: freshCartView(ctx, cart) };
}

export function setPaymentMethod(
  ctx: RequestContext,
  input: { cart_id?: unknown; payment_method?: unknown } | null,
) {
  // This resolver's message ends with a full stop; the other cart mutations' does not (as in Magento).
  const cartId = requireCartId(input?.cart_id, 'cart_id', '.');
  const method = (input?.payment_method ?? {}) as { code?: unknown };
  const code = text(method.code);
  if (!code) throw inputError('Required parameter "code" for "payment_method" is missing.');
  const cart = getCartForUser(ctx, cartId);
  const state = stateOf(cartView(cart), ctx);
  // Magento's PaymentMethodManagement: a cart that ships needs its address before any payment method.
  if (!state.totals.isVirtual && !state.shippingAddress) throw inputError(SHIPPING_ADDRESS_MISSING);
  const available = availablePaymentMethods(ctx.config, state);
  if (!available.some((m) => m.code === code)) throw inputError(PAYMENT_METHOD_NOT_AVAILABLE);
  updateCart(ctx.db, cart.cart_id, { payment_method: code });
  return { cart: freshCartView(ctx, cart) };
}
