// The sandbox gateways' payment transactions: one per order paid through a gateway. The hosted page's token
// is stored hashed, so the database alone cannot approve anyone's payment.
import crypto from 'node:crypto';
import type { Db } from '../connection';
import { prepared } from './statements';

export type PaymentTransactionStatus = 'pending' | 'approved' | 'failed';

export interface PaymentTransactionRow {
  transaction_id: number;
  order_id: number;
  provider: string;
  token_hash: string;
  amount: number;
  status: PaymentTransactionStatus;
  method: string | null;
  gateway_reference: string | null;
  created_at: number;
  settled_at: number | null;
}

export const hashPaymentToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Opens a pending payment for an order; returns the hosted page's token (not stored in the clear). */
export function insertPaymentTransaction(
  db: Db,
  payment: { orderId: number; provider: string; amount: number; now: number },
): string {
  const token = crypto.randomBytes(24).toString('hex');
  prepared(
    db,
    `INSERT INTO payment_transactions (order_id, provider, token_hash, amount, status, created_at)
     VALUES (?, ?, ?, ?, 'pending', ?)`,
  ).run(payment.orderId, payment.provider, hashPaymentToken(token), payment.amount, payment.now);
  return token;
}

export function findPaymentByToken(db: Db, token: string): PaymentTransactionRow | undefined {
  return prepared(db, 'SELECT * FROM payment_transactions WHERE token_hash = ?').get(
    hashPaymentToken(token),
  ) as PaymentTransactionRow | undefined;
}

export function findPaymentByOrder(db: Db, orderId: number): PaymentTransactionRow | undefined {
  return prepared(db, 'SELECT * FROM payment_transactions WHERE order_id = ?').get(orderId) as
    PaymentTransactionRow | undefined;
}

/** Settles a pending payment; false when it was already settled (a replayed or racing callback). */
export function settlePayment(
  db: Db,
  transactionId: number,
  result: { status: 'approved' | 'failed'; method: string | null; reference: string; now: number },
): boolean {
  return (
    prepared(
      db,
      `UPDATE payment_transactions SET status = @status, method = @method, gateway_reference = @reference,
           settled_at = @now WHERE transaction_id = @id AND status = 'pending'`,
    ).run({ ...result, id: transactionId }).changes === 1
  );
}
