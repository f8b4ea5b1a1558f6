// The sandbox gateways' transactions. A gateway payment pays one of two subjects, an order or a bill payment;
// each has its own table of the same shape (one transaction per subject, keyed by its id), so one repository
// serves both, parameterised by table and subject column. The hosted page's token is stored hashed, so the
// database alone cannot approve anyone's payment.
import crypto from 'node:crypto';
import type { Db } from '../connection';
import { prepared } from './statements';

export type GatewayTransactionStatus = 'pending' | 'approved' | 'failed';

/** The subjects' tables and id columns: the only names the SQL below is built from. */
type Table = 'payment_transactions' | 'bill_payment_transactions';
type SubjectColumn = 'order_id' | 'payment_id';

/** A transaction row; `S` is its subject's id column (order_id or payment_id). */
export type GatewayTransactionRow<S extends SubjectColumn> = { [column in S]: number } & {
  transaction_id: number;
  provider: string;
  token_hash: string;
  amount: number;
  status: GatewayTransactionStatus;
  method: string | null;
  gateway_reference: string | null;
  created_at: number;
  settled_at: number | null;
  /** Orders' payments only (migration 017): the card EMI plan's months; null when paid in full. */
  emi_months?: number | null;
  /** Orders' payments only (migration 019): the sandbox refund, once refunded. */
  refunded_amount?: number | null;
  refund_reference?: string | null;
  refunded_at?: number | null;
};

/** The gateway's verified outcome. */
type Settlement = { status: 'approved' | 'failed'; method: string | null; reference: string; now: number };

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Not exported: called only below, with the two subjects' literal names. */
function gatewayTransactions<S extends SubjectColumn>(table: Table, subjectColumn: S) {
  type Row = GatewayTransactionRow<S>;
  const insertSql = `INSERT INTO ${table} (${subjectColumn}, provider, token_hash, amount, status, created_at)
     VALUES (?, ?, ?, ?, 'pending', ?)`;
  const byTokenSql = `SELECT * FROM ${table} WHERE token_hash = ?`;
  const bySubjectSql = `SELECT * FROM ${table} WHERE ${subjectColumn} = ?`;
  const settleSql = `UPDATE ${table} SET status = @status, method = @method, gateway_reference = @reference,
       settled_at = @now WHERE transaction_id = @id AND status = 'pending'`;

  return {
    /** Opens a pending transaction for the subject; returns the hosted page's token (not stored in the clear). */
    open(db: Db, payment: { subjectId: number; provider: string; amount: number; now: number }): string {
      const token = crypto.randomBytes(24).toString('hex');
      prepared(db, insertSql).run(
        payment.subjectId,
        payment.provider,
        hashToken(token),
        payment.amount,
        payment.now,
      );
      return token;
    },

    findByToken: (db: Db, token: string) => prepared(db, byTokenSql).get(hashToken(token)) as Row | undefined,

    findBySubject: (db: Db, subjectId: number) =>
      prepared(db, bySubjectSql).get(subjectId) as Row | undefined,

    /** Settles a pending transaction; false when it was already settled (a replayed or racing callback). */
    settle: (db: Db, transactionId: number, result: Settlement) =>
      prepared(db, settleSql).run({ ...result, id: transactionId }).changes === 1,
  };
}

/** An order's gateway payment, keyed by the order's entity_id. */
export const orderTransactions = gatewayTransactions('payment_transactions', 'order_id');

/** A bill or recharge payment's gateway payment, keyed by its bill payment_id. */
export const billTransactions = gatewayTransactions('bill_payment_transactions', 'payment_id');

/** Zepp_Emi: the card EMI plan (its months) of an order's approved payment, as its gateway reported it. */
export function recordOrderEmiPlan(db: Db, transactionId: number, months: number): void {
  prepared(db, 'UPDATE payment_transactions SET emi_months = ? WHERE transaction_id = ?').run(
    months,
    transactionId,
  );
}

/**
 * The sandbox gateway refunds an order's approved payment in full, once (migration 019); false when it was
 * already refunded or never approved.
 */
export function recordOrderRefund(
  db: Db,
  transactionId: number,
  refund: { amount: number; reference: string; now: number },
): boolean {
  return (
    prepared(
      db,
      `UPDATE payment_transactions SET refunded_amount = ?, refund_reference = ?, refunded_at = ?
         WHERE transaction_id = ? AND status = 'approved' AND refunded_at IS NULL`,
    ).run(refund.amount, refund.reference, refund.now, transactionId).changes === 1
  );
}
