// The shop's past orders (orders.json), each placed the way checkout places one: a cart of the listed SKUs
// with an address, a shipping method, a payment method, a coupon and coins, priced by loadCartState and
// written by writeOrder, its coins spent and earned (and a referee's first-order bonus given) by the order
// effects; then dated to when it was placed and completed (repositories/order-history.ts). Stock is left as
// the catalogue states it: today's stock already counts these orders.
import type { Db } from '../db/connection';
import { listAddresses, type AddressRow } from '../db/repositories/addresses';
import type { CartAddressFields } from '../db/repositories/cart-addresses';
import { saveCartAddress } from '../db/repositories/cart-addresses';
import { addCartItemQty } from '../db/repositories/cart-items';
import { findSaleProductBySku } from '../db/repositories/cart-products';
import { deactivateCart, findCartById, insertCart, updateCart } from '../db/repositories/carts';
import { findCustomerByEmail } from '../db/repositories/customers';
import { dateAndCompletePastOrder } from '../db/repositories/order-history';
import type { OrderRow } from '../db/repositories/orders';
import { findRegionByCode } from '../db/repositories/regions';
import { findGateway } from '../payments/gateways';
import { addWorkingDays, formatDeliveryDate } from '../schema/cart/delivery-date';
import { loadCartState, type CartState } from '../schema/cart/cart-state';
import { isCodMethod, pointsEarnedFor } from '../schema/cart/pricing';
import { COD_TITLE } from '../schema/checkout/payment-methods';
import { payOrderCoins, promiseOrderCoins, spendDiscounts } from '../schema/checkout/order-effects';
import { writeOrder } from '../schema/checkout/order-writer';

export interface GuestAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region_code: string;
  postcode: string;
  telephone: string;
}

export interface PastOrderSpec {
  number: string;
  created_at: string;
  customer?: string;
  address?: number;
  guest?: { email: string; address: GuestAddress };
  items: { sku: string; qty: number }[];
  coupon?: string;
  reward_points?: number;
  /** The carrier code, which is also its method code in shipping.json. */
  shipping: string;
  payment: string;
}

/** Both gateways' default names (config.ts): a seeded order was paid through the shop's usual providers. */
const SEEDED_GATEWAYS = { paymentProviders: { one: 'razorpay', two: 'payu' } };
const DAY_MS = 24 * 60 * 60 * 1000;

const utcMs = (time: string) => Date.parse(`${time.replace(' ', 'T')}Z`);
const utcTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

function fail(spec: PastOrderSpec, problem: string): never {
  throw new Error(`orders.json: order ${spec.number} ${problem}`);
}

function bookAddress(row: AddressRow): CartAddressFields {
  return {
    customer_address_id: row.address_id,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    region: row.region,
    region_code: row.region_code,
    region_id: row.region_id,
    postcode: row.postcode ?? '',
    country_id: row.country_id,
    telephone: row.telephone,
    vat_id: null,
    same_as_billing: 1,
    save_in_address_book: 0,
    customer_notes: null,
  };
}

function guestAddress(db: Db, spec: PastOrderSpec, a: GuestAddress): CartAddressFields {
  const region =
    findRegionByCode(db, 'IN', a.region_code) ?? fail(spec, `has unknown region ${a.region_code}`);
  return {
    ...a,
    customer_address_id: null,
    company: null,
    street: JSON.stringify(a.street),
    region: region.name,
    region_code: region.code,
    region_id: region.region_id,
    country_id: 'IN',
    vat_id: null,
    same_as_billing: 1,
    save_in_address_book: 0,
    customer_notes: null,
  };
}

function fillCart(db: Db, spec: PastOrderSpec): number {
  const customer = spec.customer ? findCustomerByEmail(db, spec.customer) : undefined;
  if (spec.customer && !customer) fail(spec, `names unknown customer ${spec.customer}`);
  const cart = insertCart(db, { storeId: 1, customerId: customer?.customer_id ?? null });
  for (const { sku, qty } of spec.items) {
    const product = findSaleProductBySku(db, sku) ?? fail(spec, `names unknown SKU ${sku}`);
    addCartItemQty(db, cart.cart_id, {
      productId: product.entity_id,
      parentProductId: product.parent_id,
      qty,
    });
  }
  const book = customer ? listAddresses(db, customer.customer_id)[spec.address ?? 0] : undefined;
  if (customer && !book) fail(spec, `names address ${spec.address} that ${spec.customer} does not have`);
  const address = book
    ? bookAddress(book)
    : guestAddress(db, spec, spec.guest?.address ?? fail(spec, 'needs a customer or a guest'));
  saveCartAddress(db, cart.cart_id, 'shipping', address);
  saveCartAddress(db, cart.cart_id, 'billing', address);
  updateCart(db, cart.cart_id, {
    email: spec.guest?.email ?? null,
    coupon_code: spec.coupon ?? null,
    reward_points: spec.reward_points ?? 0,
    shipping_carrier_code: spec.shipping,
    shipping_method_code: spec.shipping,
    payment_method: spec.payment,
  });
  return cart.cart_id;
}

/** What the spec asked for that the cart's own rules did not give: a typo or a catalogue change. */
function checkPriced(spec: PastOrderSpec, state: CartState): void {
  if (state.lines.length !== spec.items.length) fail(spec, 'has an item the shop no longer sells');
  if (!state.carrier) fail(spec, `has unknown shipping method ${spec.shipping}`);
  if (spec.coupon && state.totals.coupon?.code !== spec.coupon)
    fail(spec, `cannot use coupon ${spec.coupon}`);
  if ((spec.reward_points ?? 0) !== state.totals.rewardPoints)
    fail(spec, `cannot spend ${spec.reward_points} coins (the customer has ${state.rewardBalance})`);
}

function paymentTitle(spec: PastOrderSpec): string {
  if (isCodMethod(spec.payment)) return COD_TITLE;
  const gateway = findGateway(SEEDED_GATEWAYS, spec.payment);
  return gateway?.title ?? fail(spec, `has unknown payment method ${spec.payment}`);
}

/** Places one past order; returns it and the coins it earned. */
export function placePastOrder(db: Db, spec: PastOrderSpec): { order: OrderRow; pointsEarned: number } {
  const placedAt = utcMs(spec.created_at);
  const cartId = fillCart(db, spec);
  const state = loadCartState(db, findCartById(db, cartId)!, placedAt);
  checkPriced(spec, state);
  deactivateCart(db, cartId);
  const billing = state.billingAddress!;
  const delivery = addWorkingDays(placedAt, state.carrier!.delivery_days);
  const order = writeOrder(db, state, {
    email: spec.customer ?? spec.guest!.email,
    firstname: billing.firstname,
    lastname: billing.lastname,
    state: 'new',
    status: 'pending',
    paymentMethod: spec.payment,
    paymentTitle: paymentTitle(spec),
    paymentStatus: isCodMethod(spec.payment) ? 'on_delivery' : 'paid',
    estimatedDelivery: formatDeliveryDate(delivery),
  });
  if (order.increment_id !== spec.number) fail(spec, `was numbered ${order.increment_id}`);
  spendDiscounts(db, state, order);
  promiseOrderCoins(db, order);
  payOrderCoins(db, order); // a past order was delivered and paid
  dateAndCompletePastOrder(db, {
    entityId: order.entity_id,
    number: order.increment_id,
    cartId,
    placedAt: spec.created_at,
    completedAt: utcTime(Math.max(delivery.getTime(), placedAt + DAY_MS)),
  });
  return { order, pointsEarned: order.customer_id === null ? 0 : pointsEarnedFor(order.grand_total) };
}
