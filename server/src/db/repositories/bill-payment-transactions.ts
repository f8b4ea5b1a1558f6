// Zepp_BillPayments: the gateway payment of a bill or recharge (one per bill payment), as payments.ts is for
// orders. The hosted page's token is stored hashed.
import crypto from 'node:crypto';
import type { Db } from '../connection';
import { hashPaymentToken, type PaymentTransactionStatus } from './payments';
import { prepared } from './statements';

export interface BillPaymentTransactionRow {
  transaction_id: number;
  payment_id: number;
  provider: string;
  token_hash: string;
  amount: number;
  status: PaymentTransactionStatus;
  method: string | null;
  gateway_reference: string | null;
  created_at: number;
  settled_at: number | null;
}

/** Opens a pending gateway payment for a bill payment; returns the hosted page's token. */
export function insertBillPaymentTransaction(
  db: Db,
  payment: { paymentId: number; provider: string; amount: number; now: number },
): string {
  const token = crypto.randomBytes(24).toString('hex');
  prepared(
    db,
    `INSERT INTO bill_payment_transactions (payment_id, provider, token_hash, amount, status, created_at)
     VALUES (?, ?, ?, ?, 'pending', ?)`,
  ).run(payment.paymentId, payment.provider, hashPaymentToken(token), payment.amount, payment.now);
  return token;
}

export function findBillTransactionByToken(db: Db, token: string): BillPaymentTransactionRow | undefined {
  return prepared(db, 'SELECT * FROM bill_payment_transactions WHERE token_hash = ?').get(
    hashPaymentToken(token),
  ) as BillPaymentTransactionRow | undefined;
}

export function findBillTransactionByPayment(
  db: Db,
  paymentId: number,
): BillPaymentTransactionRow | undefined {
  return prepared(db, 'SELECT * FROM bill_payment_transactions WHERE payment_id = ?').get(paymentId) as
    BillPaymentTransactionRow | undefined;
}

/** Settles a pending gateway payment; false when it was already settled. */
export function settleBillTransaction(
  db: Db,
  transactionId: number,
  result: { status: 'approved' | 'failed'; method: string | null; reference: string; now: number },
): boolean {
  return (
    prepared(
      db,
      `UPDATE bill_payment_transactions SET status = @status, method = @method, gateway_reference = @reference,
           settled_at = @now WHERE transaction_id = @id AND status = 'pending'`,
    ).run({ ...result, id: transactionId }).changes === 1
  );
}
