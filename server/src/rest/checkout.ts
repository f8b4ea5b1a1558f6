// Magento's checkout REST routes (SPEC 7.2): shipping-information and payment-information, for guests by
// masked cart id and for customers on their active cart ("mine"). They run the GraphQL checkout services in
// one transaction, so a bad body writes nothing; payment-information replies with the order id, and for a
// gateway order the hosted payment page in the X-Payment-Url header.
import { GraphQLError } from 'graphql';
import { nowMs } from '../clock';
import type { RequestContext } from '../context';
import { inTransaction } from '../db/connection';
import { findActiveCustomerCart, findCartByMaskedId } from '../db/repositories/carts';
import { RestError, type RestRequest, type RestRouter } from '../http/rest-router';
import { hostedPageUrl } from '../payments/urls';
import { loadCartState } from '../schema/cart/cart-state';
import { setBillingAddress, setGuestEmail, setShippingAddresses } from '../schema/checkout/addresses';
import { setPaymentMethod, setShippingMethods, SHIPPING_ADDRESS_MISSING } from '../schema/checkout/methods';
import { OrderNotPlaced } from '../schema/checkout/order-effects';
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
import { paymentDetails } from './checkout-totals';

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
  if (!cart)
    throw new RestError(404, 'No such entity with %fieldName = %fieldValue', {
      fieldName: 'customerId',
      fieldValue: customerId,
    });
  return { ctx: req.context, maskedId: cart.masked_id, guest: false };
}

/** Magento's REST status and message for what the GraphQL services throw. */
function restError(e: unknown, checkout: Checkout): unknown {
  if (e instanceof OrderNotPlaced) return new RestError(400, e.message);
  if (!(e instanceof GraphQLError)) return e;
  const category = e.extensions.category;
  if (/^Could not find a cart|^The cart isn't active/.test(e.message))
    return new RestError(404, 'No such entity with %fieldName = %fieldValue', {
      fieldName: 'cartId',
      fieldValue: checkout.maskedId.slice(0, 64),
    });
  if (category === 'graphql-no-such-entity') return new RestError(404, e.message);
  if (category === 'graphql-authorization' || category === 'graphql-authentication')
    return new RestError(401, e.message);
  return new RestError(400, e.message);
}

function run<T>(checkout: Checkout, work: () => T): T {
  try {
    return inTransaction(checkout.ctx.db, work);
  } catch (e) {
    throw restError(e, checkout);
  }
}

function body(req: RestRequest): RestObject {
  const value = snakeKeys(req.body);
  if (!isObject(value)) throw new RestError(400, 'The request body must be a JSON object.');
  return value;
}

function saveShippingInformation(checkout: Checkout, info: RestObject): void {
  const { ctx, maskedId: cart_id } = checkout;
  const shipping = requireObject(info, 'shipping_address');
  const email = optionalString(shipping, 'email');
  if (checkout.guest && email) setGuestEmail(ctx, { cart_id, email });
  setShippingAddresses(ctx, { cart_id, shipping_addresses: [addressChoice(shipping)] });
  if (isObject(info.billing_address))
    setBillingAddress(ctx, { cart_id, billing_address: addressChoice(info.billing_address) });
  const carrier = optionalString(info, 'shipping_carrier_code');
  const method = optionalString(info, 'shipping_method_code');
  if (!carrier || !method)
    throw new RestError(400, 'The shipping method is missing. Select the shipping method and try again.');
  setShippingMethods(ctx, { cart_id, shipping_methods: [{ carrier_code: carrier, method_code: method }] });
}

function shippingInformation(checkout: Checkout, req: RestRequest) {
  const info = requireObject(body(req), 'address_information', 'addressInformation');
  return run(checkout, () => {
    saveShippingInformation(checkout, info);
    const cart = findCartByMaskedId(checkout.ctx.db, checkout.maskedId);
    if (!cart) throw new RestError(404, SHIPPING_ADDRESS_MISSING);
    return paymentDetails(
      checkout.ctx.config,
      loadCartState(checkout.ctx.db, cart, nowMs(checkout.ctx.config)),
    );
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
    headers.set(
      'X-Payment-Url',
      hostedPageUrl(ctx.request, placed.order.payment_method, placed.paymentToken),
    );
  // Magento replies with the order's entity id.
  return new Response(JSON.stringify(placed.order.entity_id), { status: 200, headers });
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
    .add('POST', '/carts/mine/payment-information', (req) => paymentInformation(customerCheckout(req), req));
}
