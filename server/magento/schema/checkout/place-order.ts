// placeOrder: one immediate transaction re-reads the cart, checks it as Magento does, deactivates it (so a
// racing second placement finds it inactive), takes the stock, spends discounts and writes the order. Any
// failure rolls everything back. Gateway orders also open a sandbox payment and wait for its callback.
import { GraphQLError } from 'graphql';
import { magentoTime, nowMs } from '../../clock';
import type { RequestContext } from '../../context';
import { inTransaction } from '../../db/connection';
import { deactivateCart } from '../../db/repositories/carts';
import { findCustomerById } from '../../db/repositories/customers';
import type { OrderRow } from '../../db/repositories/orders';
import { insertStatusHistory } from '../../db/repositories/order-lifecycle';
import { orderTransactions } from '../../db/repositories/gateway-transactions';
import { findGateway } from '../../payments/gateways';
import { loadCartState, type CartState } from '../cart/cart-state';
import { CART_NOT_ACTIVE, getCartForUser } from '../cart/load-cart';
import { FREE_METHOD } from '../cart/pricing';
import { estimatedDeliveryDate } from '../cart/delivery-date';
import { mailOrder } from '../orders/order-email';
import { invoiceOrder } from '../../invoices/create-invoice';
import { saveAddressesToBook } from './address-book';
import { OrderNotPlaced, promiseOrderCoins, reserveStock, spendDiscounts } from './order-effects';
import { writeOrder, type OrderHeader } from './order-writer';
import { availablePaymentMethods, paymentMethodTitle } from './payment-methods';

export type PlaceOrderErrorCode =
  'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED';

export const UNABLE_TO_PLACE =
  'A server error stopped your order from being placed. Please try to place your order again.';

/** Magento's ErrorMapper: the error code of a placeOrder message (the first phrase it contains). */
export function placeOrderErrorCode(message: string): PlaceOrderErrorCode {
  if (message.includes('Could not find a cart with ID')) return 'CART_NOT_FOUND';
  if (message.includes("The cart isn't active")) return 'CART_NOT_ACTIVE';
  if (message.includes('Guest email for cart is missing')) return 'GUEST_EMAIL_MISSING';
  const unable = [
    UNABLE_TO_PLACE,
    "Some addresses can't be used",
    'The shipping method is missing',
    'Please check the billing address information',
    'Enter a valid payment method and try again',
    'Some of the products are out of stock',
    'Unable to place order',
  ];
  return unable.some((m) => message.includes(m)) ? 'UNABLE_TO_PLACE_ORDER' : 'UNDEFINED';
}

export interface PlacedOrder {
  order: OrderRow;
  /** The hosted payment page's token, for gateway orders. */
  paymentToken: string | null;
}

function checkCart(ctx: RequestContext, state: CartState): void {
  const { cart, totals } = state;
  if (cart.customer_id === null && !cart.email) throw new OrderNotPlaced('Guest email for cart is missing.');
  if (state.lines.length === 0) throw new OrderNotPlaced(UNABLE_TO_PLACE);
  if (!totals.isVirtual && !state.shippingAddress)
    throw new OrderNotPlaced(
      "Some addresses can't be used due to the configurations for specific countries.",
    );
  if (!totals.isVirtual && !state.carrier)
    throw new OrderNotPlaced('The shipping method is missing. Select the shipping method and try again.');
  if (!state.billingAddress)
    throw new OrderNotPlaced(
      'Please check the billing address information. Set the billing address and try again.',
    );
  const methods = availablePaymentMethods(ctx.config, state);
  if (!cart.payment_method || !methods.some((m) => m.code === cart.payment_method))
    throw new OrderNotPlaced('Enter a valid payment method and try again.');
}

function header(ctx: RequestContext, state: CartState): OrderHeader {
  const { cart } = state;
  const method = cart.payment_method as string;
  const customer = cart.customer_id !== null ? findCustomerById(ctx.db, cart.customer_id) : undefined;
  const billing = state.billingAddress!;
  const gateway = findGateway(ctx.config, method);
  return {
    email: customer?.email ?? (cart.email as string),
    firstname: customer?.firstname ?? billing.firstname,
    lastname: customer?.lastname ?? billing.lastname,
    state: gateway ? 'pending_payment' : 'new',
    status: gateway ? 'pending_payment' : 'pending',
    paymentMethod: method,
    paymentTitle: paymentMethodTitle(ctx.config, method),
    paymentStatus: gateway ? 'pending' : method === FREE_METHOD ? 'not_required' : 'on_delivery',
    estimatedDelivery: estimatedDeliveryDate(ctx, state),
    placedAt: magentoTime(nowMs(ctx.config)),
  };
}

function placeInTransaction(ctx: RequestContext, maskedId: string): PlacedOrder {
  const cart = getCartForUser(ctx, maskedId);
  const now = nowMs(ctx.config);
  const state = loadCartState(ctx.db, cart, now);
  checkCart(ctx, state);
  if (!deactivateCart(ctx.db, cart.cart_id)) throw new OrderNotPlaced(CART_NOT_ACTIVE);
  reserveStock(ctx.db, state);
  const order = writeOrder(ctx.db, state, header(ctx, state));
  // The order's timeline starts here (Zepp_OrderTracking's status_history).
  insertStatusHistory(ctx.db, order.entity_id, { status: order.status, at: magentoTime(now) });
  spendDiscounts(ctx.db, state, order);
  saveAddressesToBook(ctx.db, state);
  // Coins are earned once the order is paid (payments/settle.ts, or on delivery: orders/cli.ts).
  promiseOrderCoins(ctx.db, order);
  if (order.payment_status === 'not_required') invoiceOrder(ctx.db, order.entity_id, now);
  const gateway = findGateway(ctx.config, order.payment_method);
  if (!gateway) return { order, paymentToken: null };
  const token = orderTransactions.open(ctx.db, {
    subjectId: order.entity_id,
    provider: gateway.code,
    amount: order.grand_total,
    now,
  });
  return { order, paymentToken: token };
}

/**
 * Places the order of the cart with that masked id. Throws OrderNotPlaced for what the shopper can fix, and
 * Magento's GraphQL errors for a cart that is missing, inactive or not theirs.
 */
export function placeOrder(ctx: RequestContext, maskedId: string): PlacedOrder {
  let placed: PlacedOrder;
  try {
    placed = inTransaction(ctx.db, () => placeInTransaction(ctx, maskedId));
  } catch (e) {
    if (e instanceof GraphQLError && e.extensions.category === 'graphql-no-such-entity')
      throw new OrderNotPlaced(e.message);
    throw e;
  }
  // A gateway order's e-mail waits for the payment (payments/settle.ts).
  if (!placed.paymentToken) mailOrder(ctx.db, ctx.config, placed.order, ctx.config.publicOrigin);
  return placed;
}
