// Applies a verified gateway callback to a bill payment (reference BILL-{id}), in one transaction: approved ->
// SUCCESS (and a notification), failed -> FAILED. A repeated callback with the same outcome changes nothing. A
// shopper may open two gateway payments for one fetched bill (two tabs, a retry); only the first approved pays
// it: a later approval is REFUNDED, never applied twice.
import { magentoTime, nowMs } from '../clock';
import type { StandInConfig } from '../config';
import { inTransaction, type Db } from '../db/connection';
import { billTransactions } from '../db/repositories/gateway-transactions';
import { findBillPayment, isBillPaid, setBillPaymentStatus } from '../db/repositories/bill-payments';
import { insertNotification } from '../db/repositories/notifications';
import { CALLBACK_MAX_AGE_MS } from './settle';
import { verifyCallback, type CallbackPayload } from './signature';
import { billPaymentIdOf } from './urls';
import { formatMoney } from '../../../common/money';

export type BillSettleResult = { ok: true } | { ok: false; status: number; message: string };

const refuse = (status: number, message: string): BillSettleResult => ({ ok: false, status, message });
/** Money in the shopper's words, as every page writes it (lib/money.ts). */
const rupees = (value: number) => formatMoney(value);

export function settleBillCallback(
  db: Db,
  config: StandInConfig,
  payload: CallbackPayload,
  signature: unknown,
): BillSettleResult {
  return inTransaction(db, () => {
    if (!verifyCallback(config.secret, payload, signature)) return refuse(401, 'Invalid signature.');
    if (Math.abs(nowMs(config) - payload.timestamp) > CALLBACK_MAX_AGE_MS)
      return refuse(400, 'The callback has expired.');
    const id = billPaymentIdOf(payload.order_number);
    const payment = id === null ? undefined : findBillPayment(db, id);
    const transaction = payment ? billTransactions.findBySubject(db, payment.payment_id) : undefined;
    if (!payment || !transaction || transaction.provider !== payload.provider)
      return refuse(404, 'Unknown payment.');
    if (payload.amount !== transaction.amount.toFixed(2))
      return refuse(400, 'The amount does not match the payment.');
    const settled = billTransactions.settle(db, transaction.transaction_id, {
      status: payload.status,
      method: payload.method,
      reference: payload.reference,
      now: nowMs(config),
    });
    if (!settled)
      return transaction.status === payload.status
        ? { ok: true }
        : refuse(409, 'The payment is already settled.');
    if (payload.status === 'failed') {
      setBillPaymentStatus(db, payment.payment_id, 'FAILED');
      return { ok: true };
    }
    const createdAt = magentoTime(nowMs(config));
    if (payment.ref_id && isBillPaid(db, payment.ref_id)) {
      setBillPaymentStatus(db, payment.payment_id, 'REFUNDED');
      insertNotification(db, payment.customer_id, {
        title: 'Payment refunded',
        body: `${rupees(payment.amount)} refunded: your ${payment.biller_name} bill was already paid. Transaction ID ${payment.transaction_id}.`,
        url: '/bills-and-recharge',
        createdAt,
      });
      return { ok: true };
    }
    setBillPaymentStatus(db, payment.payment_id, 'SUCCESS');
    insertNotification(db, payment.customer_id, {
      title: 'Payment successful',
      body: `${rupees(payment.amount)} paid to ${payment.biller_name}. Transaction ID ${payment.transaction_id}.`,
      url: '/bills-and-recharge',
      createdAt,
    });
    return { ok: true };
  });
}
