// A paid order's money goes back: through the sandbox gateway that took it (recorded against its
// payment_transactions row, as a real gateway's refund API would answer), or, for cash collected on delivery,
// by bank transfer; either way a credit memo of the whole order tells the shopper how much, where to and when.
import crypto from 'node:crypto';
import { magentoTime } from '../clock';
import type { Db } from '../db/connection';
import { orderTransactions, recordOrderRefund } from '../db/repositories/gateway-transactions';
import {
  insertCreditMemo,
  insertCreditMemoItem,
  type CreditMemoRow,
} from '../db/repositories/order-lifecycle';
import { listOrderItems, type OrderRow } from '../db/repositories/orders';
import { isCodMethod } from '../schema/cart/pricing';
import { REFUSED, refundComment } from './lifecycle-messages';
import { OrderActionRefused } from './refused';

export function refundPayment(db: Db, order: OrderRow, now: number): CreditMemoRow {
  const payment = orderTransactions.findBySubject(db, order.entity_id);
  let method: string | null = null;
  if (payment && payment.status === 'approved') {
    const reference = `rfnd_${crypto.randomBytes(9).toString('hex')}`;
    if (!recordOrderRefund(db, payment.transaction_id, { amount: payment.amount, reference, now }))
      throw new OrderActionRefused(REFUSED.notPaid(order.increment_id));
    method = payment.method;
  }
  const amount = payment?.status === 'approved' ? payment.amount : order.grand_total;
  const memo = insertCreditMemo(db, order.entity_id, {
    amount,
    comment: refundComment(amount, method, now, isCodMethod(order.payment_method)),
    at: magentoTime(now),
  });
  for (const item of listOrderItems(db, [order.entity_id])) {
    const qty = item.qty_ordered - item.qty_refunded;
    if (qty > 0) insertCreditMemoItem(db, memo.creditmemo_id, item.item_id, qty);
  }
  return memo;
}
