// Magento's checkout REST routes (SPEC 7.2): shipping-information, payment-information and totals, for guests
// by masked cart id and for customers on their active cart ("mine"). They run the GraphQL checkout services in
// one transaction, so a bad body writes nothing, and answer Magento's statuses and error shapes (rest-errors).
// payment-information replies with the order id, and for a gateway order the hosted payment page in the
// X-Payment-Url header.
import { nowMs } from '../clock';
import type { RequestContext } from '../context';
import { inTransaction } from '../db/connection';
import { findAddress } from '../db/repositories/addresses';
import { findActiveCustomerCart } from '../db/repositories/carts';
import { inputError } from '../errors';
import { RestError, type RestRequest, type RestRouter } from '../http/rest-router';
import { hostedPageUrl } from '../payments/urls';
import { loadCartState } from '../schema/cart/cart-state';
import { getCartForUser } from '../schema/cart/load-cart';
import { setBillingAddress, setGuestEmail, setShippingAddresses } from '../schema/checkout/addresses';
import { EMPTY_CART_SHIPPING, setPaymentMethod, setShippingMethods } from '../schema/checkout/methods';
import { placeOrder } from '../schema/checkout/place-order';
import {
  addressChoice,
  isObject,
  optionalString,
  requiredField,
  requireObject,
  snakeKeys,
  type RestObject,
} from './checkout-body';
import { cartTotals, paymentDetails } from './checkout-totals';
import { addressNotSaved, noSuchEntity, restError } from './rest-errors';

interface Checkout {
  ctx: RequestContext;
  maskedId: string;
  guest: boolean;
}

/** Guest routes are anonymous whatever token comes along; the cart must be a guest cart. */
function guestCheckout(req: RestRequest): Checkout {
  return {
    ctx: { ...req.context, customerId: null, invalidToken: false },
    maskedId: req.params.cartId ?? '',
    guest: true,
  };
}

function customerCheckout(req: RestRequest): Checkout {
  const { customerId } = req.context;
  if (customerId === null)
    throw new RestError(401, "The consumer isn't authorized to access %resources.", { resources: 'self' });
  const cart = findActiveCustomerCart(req.context.db, customerId);
  if (!cart) throw noSuchEntity('customerId', customerId);
  return { ctx: req.context, maskedId: cart.masked_id, guest: false };
}

function run<T>(checkout: Checkout, work: () => T): T {
  try {
    return inTransaction(checkout.ctx.db, work);
  } catch (e) {
    throw restError(e, checkout.maskedId);
  }
}

function body(req: RestRequest): RestObject {
  const value = snakeKeys(req.body);
  if (!isObject(value)) throw new RestError(400, 'The request body must be a JSON object.');
  return value;
}

/** The cart's state now, for the totals the routes answer. */
function stateNow(checkout: Checkout) {
  const cart = getCartForUser(checkout.ctx, checkout.maskedId);
  return loadCartState(checkout.ctx.db, cart, nowMs(checkout.ctx.config));
}

/** Magento's QuoteAddressValidator: a saved address id must be one of the customer's own (guests have none). */
function checkSavedAddress(checkout: Checkout, address: unknown): void {
  if (!isObject(address)) return;
  const id = address.customer_address_id;
  if (id === undefined || id === null || id === 0 || id === '') return;
  const saved = /^\d{1,10}$/.test(String(id)) ? findAddress(checkout.ctx.db, Number(id)) : undefined;
  if (checkout.guest || !saved || saved.customer_id !== checkout.ctx.customerId)
    throw inputError(`Invalid customer address id ${String(id).slice(0, 20)}`);
}

/** ShippingInformationManagement::saveAddressInformation, in Magento's order of checks. */
function saveShippingInformation(checkout: Checkout, info: RestObject): void {
  const { ctx, maskedId: cart_id } = checkout;
  if (stateNow(checkout).lines.length === 0) throw new RestError(400, EMPTY_CART_SHIPPING);
  const shipping = isObject(info.shipping_address) ? info.shipping_address : undefined;
  if (!shipping || !optionalString(shipping, 'country_id'))
    throw new RestError(400, 'The shipping address is missing. Set the address and try again.');
  try {
    checkSavedAddress(checkout, shipping);
    checkSavedAddress(checkout, info.billing_address);
    const email = optionalString(shipping, 'email');
    if (checkout.guest && email) setGuestEmail(ctx, { cart_id, email });
    setShippingAddresses(ctx, { cart_id, shipping_addresses: [addressChoice(shipping)] });
    if (isObject(info.billing_address))
      setBillingAddress(ctx, { cart_id, billing_address: addressChoice(info.billing_address) });
  } catch (e) {
    throw addressNotSaved(e);
  }
  const carrier = optionalString(info, 'shipping_carrier_code');
  const method = optionalString(info, 'shipping_method_code');
  if (!carrier || !method)
    throw new RestError(404, 'The shipping method is missing. Select the shipping method and try again.');
  try {
    setShippingMethods(ctx, { cart_id, shipping_methods: [{ carrier_code: carrier, method_code: method }] });
  } catch (e) {
    // An unknown carrier is Magento's NoSuchEntityException here (404), not an input error.
    if (e instanceof Error && e.message.startsWith('Carrier with such method not found'))
      throw new RestError(404, 'Carrier with such method not found: %1, %2', [carrier, method]);
    throw e;
  }
}

function shippingInformation(checkout: Checkout, req: RestRequest) {
  const info = requireObject(body(req), 'address_information', 'addressInformation');
  return run(checkout, () => {
    saveShippingInformation(checkout, info);
    return paymentDetails(checkout.ctx.config, stateNow(checkout));
  });
}

function paymentInformation(checkout: Checkout, req: RestRequest): Response {
  const b = body(req);
  const payment = requireObject(b, 'payment_method', 'paymentMethod');
  const code = optionalString(payment, 'method');
  if (!code) throw requiredField('method');
  const email = optionalString(b, 'email');
  if (checkout.guest && !email) throw requiredField('email');
  const { ctx, maskedId: cart_id } = checkout;
  const placed = run(checkout, () => {
    if (checkout.guest && email) setGuestEmail(ctx, { cart_id, email });
    if (isObject(b.billing_address))
      setBillingAddress(ctx, { cart_id, billing_address: addressChoice(b.billing_address) });
    setPaymentMethod(ctx, { cart_id, payment_method: { code } });
    return placeOrder(ctx, cart_id);
  });
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  if (placed.paymentToken)
    headers.set('X-Payment-Url', hostedPageUrl(ctx.config, placed.order.payment_method, placed.paymentToken));
  // Magento replies with the order's entity id.
  return new Response(JSON.stringify(placed.order.entity_id), { status: 200, headers });
}

/** CartTotalRepository::get: the cart's totals (the same object payment details carry). */
function totals(checkout: Checkout) {
  return run(checkout, () => cartTotals(stateNow(checkout)));
}

export function registerCheckoutRoutes(router: RestRouter): void {
  router
    .add('POST', '/guest-carts/:cartId/shipping-information', (req) =>
      shippingInformation(guestCheckout(req), req),
    )
    .add('POST', '/carts/mine/shipping-information', (req) => shippingInformation(customerCheckout(req), req))
    .add('POST', '/guest-carts/:cartId/payment-information', (req) =>
      paymentInformation(guestCheckout(req), req),
    )
    .add('POST', '/carts/mine/payment-information', (req) => paymentInformation(customerCheckout(req), req))
    .add('GET', '/guest-carts/:cartId/totals', (req) => totals(guestCheckout(req)))
    .add('GET', '/carts/mine/totals', (req) => totals(customerCheckout(req)));
}
