// orderPaymentStatus: what the payment return page shows. A customer's order is visible to that customer
// only; a guest order to whoever has its number (it reveals the state, never the address or amount).
import type { RequestContext } from '../../context';
import { findOrderByNumber, type PaymentStatus } from '../../db/repositories/orders';
import { authorizationError, CUSTOMER_NOT_AUTHORIZED, noSuchEntity } from '../../errors';
import { rejectInvalidToken } from '../cart/load-cart';
import type { Resolvers } from '../module';
import { STATUS_LABELS } from '../orders/order-fields';

const STATES: Record<PaymentStatus, { state: string; message: string }> = {
  pending: { state: 'PENDING', message: 'We are waiting for the payment provider to confirm your payment.' },
  paid: { state: 'PAID', message: 'Thank you! Your payment was received.' },
  failed: { state: 'FAILED', message: 'The payment did not go through, so the order was cancelled.' },
  on_delivery: { state: 'ON_DELIVERY', message: 'Pay in cash when your order is delivered.' },
  not_required: { state: 'NOT_REQUIRED', message: 'No payment is needed for this order.' },
};

function orderPaymentStatus(ctx: RequestContext, orderNumber: unknown) {
  rejectInvalidToken(ctx);
  const number = typeof orderNumber === 'string' ? orderNumber.trim() : '';
  const order = number && number.length <= 32 ? findOrderByNumber(ctx.db, number) : undefined;
  if (!order) throw noSuchEntity(`Could not find an order with number "${number.slice(0, 32)}"`);
  if (order.customer_id !== null && order.customer_id !== ctx.customerId)
    throw authorizationError(CUSTOMER_NOT_AUTHORIZED);
  const { state, message } = STATES[order.payment_status];
  return {
    order_number: order.increment_id,
    paid: order.payment_status === 'paid',
    status: STATUS_LABELS[order.status] ?? order.status,
    message,
    payment_state: state,
    payment_method: order.payment_method,
  };
}

export const resolvers: Resolvers = {
  Query: {
    orderPaymentStatus: (_: unknown, args: { order_number?: unknown }, ctx: RequestContext) =>
      orderPaymentStatus(ctx, args.order_number),
  },
};
