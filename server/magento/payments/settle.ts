// Applies a verified gateway callback to its order, in one transaction: approved -> paid and processing (the
// coins the order earned, and a first order's referral bonus, pending until now, count); failed -> cancelled, with stock, points, gift
// card balances and the coupon use returned. A repeated callback changes nothing. A paid order's e-mail goes
// once the transaction has committed.
import { magentoTime, nowMs } from '../clock';
import type { StandInConfig } from '../config';
import { inTransaction, type Db } from '../db/connection';
import { findOrderByNumber, findOrderById, setOrderState, type OrderRow } from '../db/repositories/orders';
import { orderTransactions, recordOrderEmiPlan } from '../db/repositories/gateway-transactions';
import { cancelOrder, payOrderCoins } from '../schema/checkout/order-effects';
import { mailOrder } from '../schema/orders/order-email';
import { invoiceOrder } from '../invoices/create-invoice';
import { verifyCallback, type CallbackPayload } from './signature';

/** Callbacks older than this are refused: a captured callback cannot be replayed later. */
export const CALLBACK_MAX_AGE_MS = 15 * 60 * 1000;

export type SettleResult = { ok: true; order: OrderRow } | { ok: false; status: number; message: string };

const refuse = (status: number, message: string): SettleResult => ({ ok: false, status, message });

function check(db: Db, config: StandInConfig, payload: CallbackPayload, signature: unknown) {
  if (!verifyCallback(config.secret, payload, signature)) return refuse(401, 'Invalid signature.');
  if (Math.abs(nowMs(config) - payload.timestamp) > CALLBACK_MAX_AGE_MS)
    return refuse(400, 'The callback has expired.');
  const order = findOrderByNumber(db, payload.order_number);
  const payment = order ? orderTransactions.findBySubject(db, order.entity_id) : undefined;
  if (!order || !payment || payment.provider !== payload.provider) return refuse(404, 'Unknown payment.');
  if (payload.amount !== payment.amount.toFixed(2))
    return refuse(400, 'The amount does not match the order.');
  return { order, payment };
}

export function settleCallback(
  db: Db,
  config: StandInConfig,
  payload: CallbackPayload,
  signature: unknown,
  /** The storefront's origin, for the order e-mail's link (none when unknown). */
  origin: string | null = null,
): SettleResult {
  let approved: OrderRow | null = null;
  const result = inTransaction(db, (): SettleResult => {
    const checked = check(db, config, payload, signature);
    if ('ok' in checked) return checked;
    const { order, payment } = checked;
    const settled = orderTransactions.settle(db, payment.transaction_id, {
      status: payload.status,
      method: payload.method,
      reference: payload.reference,
      now: nowMs(config),
    });
    if (!settled) {
      // Already settled: the same outcome again is fine (providers retry), a different one is refused.
      return payment.status === payload.status
        ? { ok: true, order }
        : refuse(409, 'The payment is already settled.');
    }
    if (payload.status === 'approved') {
      setOrderState(
        db,
        order.entity_id,
        { state: 'processing', status: 'processing', payment_status: 'paid' },
        magentoTime(nowMs(config)),
      );
      payOrderCoins(db, order);
      invoiceOrder(db, order.entity_id, nowMs(config));
      if (payload.emi_months !== undefined)
        recordOrderEmiPlan(db, payment.transaction_id, payload.emi_months);
      approved = order;
    } else cancelOrder(db, order, magentoTime(nowMs(config)));
    return { ok: true, order: findOrderById(db, order.entity_id) as OrderRow };
  });
  // The order is good once paid: its e-mail goes now, once (a repeated callback settles nothing).
  if (approved) mailOrder(db, config, approved, origin);
  return result;
}
