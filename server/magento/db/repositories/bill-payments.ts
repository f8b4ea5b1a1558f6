// Zepp_BillPayments: customers' bill and recharge payments (/bills-and-recharge).
import type { Db } from '../connection';
import { prepared } from './statements';

export type BillPaymentStatus = 'PENDING' | 'SUCCESS' | 'FAILED' | 'REFUNDED';

export interface BillPaymentRow {
  payment_id: number;
  customer_id: number;
  biller_id: string;
  biller_name: string;
  segment: string;
  ref_id: string | null;
  plan_id: string | null;
  bill_number: string | null;
  params: string;
  amount: number;
  status: BillPaymentStatus;
  transaction_id: string;
  order_number: string | null;
  created_at: string;
}

export type NewBillPayment = Omit<BillPaymentRow, 'payment_id' | 'biller_name' | 'segment' | 'created_at'> & {
  created_at?: string;
};

const SELECT = `SELECT p.*, b.name AS biller_name, b.segment FROM bill_payments p JOIN billers b ON b.biller_id = p.biller_id`;

export function insertBillPayment(db: Db, row: NewBillPayment): number {
  const result = prepared(
    db,
    `INSERT INTO bill_payments
         (customer_id, biller_id, ref_id, plan_id, bill_number, params, amount, status, transaction_id, order_number,
          created_at)
       VALUES (@customer_id, @biller_id, @ref_id, @plan_id, @bill_number, @params, @amount, @status, @transaction_id,
          @order_number, COALESCE(@created_at, datetime('now')))`,
  ).run({ created_at: null, ...row });
  return Number(result.lastInsertRowid);
}

export function findBillPayment(db: Db, paymentId: number): BillPaymentRow | undefined {
  return prepared(db, `${SELECT} WHERE p.payment_id = ?`).get(paymentId) as BillPaymentRow | undefined;
}

export function listBillPayments(
  db: Db,
  customerId: number,
  limit: number,
  offset: number,
): BillPaymentRow[] {
  return prepared(db, `${SELECT} WHERE p.customer_id = ? ORDER BY p.payment_id DESC LIMIT ? OFFSET ?`).all(
    customerId,
    limit,
    offset,
  ) as BillPaymentRow[];
}

export function countBillPayments(db: Db, customerId: number): number {
  return (
    prepared(db, 'SELECT COUNT(*) AS n FROM bill_payments WHERE customer_id = ?').get(customerId) as {
      n: number;
    }
  ).n;
}

/** Whether a fetched bill has been paid already (a bill is paid once). */
export function isBillPaid(db: Db, refId: string): boolean {
  return Boolean(
    prepared(db, "SELECT 1 FROM bill_payments WHERE ref_id = ? AND status = 'SUCCESS'").get(refId),
  );
}

/** Whether the biller's bill for these params was paid since `since` ('YYYY-MM-DD HH:MM:SS'). */
export function paidSince(db: Db, billerId: string, params: string, since: string): boolean {
  const sql = `SELECT 1 FROM bill_payments WHERE biller_id = ? AND params = ? AND status = 'SUCCESS' AND plan_id IS NULL
                AND created_at >= ?`;
  return Boolean(prepared(db, sql).get(billerId, params, since));
}

export function setBillPaymentStatus(db: Db, paymentId: number, status: BillPaymentStatus): void {
  prepared(db, 'UPDATE bill_payments SET status = ? WHERE payment_id = ?').run(status, paymentId);
}
