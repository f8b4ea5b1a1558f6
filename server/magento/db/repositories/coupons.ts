// Cart price rules with one coupon code each (Magento's salesrule + salesrule_coupon), and their usage.
import type { Db } from '../connection';
import { prepared } from './statements';

export interface CouponRow {
  coupon_id: number;
  code: string;
  label: string;
  discount_type: 'by_percent' | 'cart_fixed';
  discount_amount: number;
  max_discount: number | null;
  min_subtotal: number;
  is_only_upi: number;
  customer_only: number;
  uses_per_coupon: number | null;
  uses_per_customer: number | null;
  times_used: number;
  from_date: string | null;
  to_date: string | null;
  is_active: number;
}

export type NewCoupon = Omit<CouponRow, 'coupon_id' | 'times_used'>;

export function findCouponByCode(db: Db, code: string): CouponRow | undefined {
  return prepared(db, 'SELECT * FROM coupons WHERE code = ?').get(code) as CouponRow | undefined;
}

export function customerCouponUses(db: Db, couponId: number, customerId: number): number {
  const row = prepared(db, 'SELECT times_used FROM coupon_usage WHERE coupon_id = ? AND customer_id = ?').get(
    couponId,
    customerId,
  ) as { times_used: number } | undefined;
  return row?.times_used ?? 0;
}

/** Counts one use (an order placed with the coupon); `delta` -1 gives it back when the order is cancelled. */
export function recordCouponUse(
  db: Db,
  couponId: number,
  customerId: number | null,
  delta: 1 | -1 = 1,
): void {
  prepared(db, 'UPDATE coupons SET times_used = MAX(times_used + ?, 0) WHERE coupon_id = ?').run(
    delta,
    couponId,
  );
  if (customerId === null) return;
  prepared(
    db,
    `INSERT INTO coupon_usage (coupon_id, customer_id, times_used) VALUES (@coupon, @customer, MAX(@delta, 0))
     ON CONFLICT (coupon_id, customer_id) DO UPDATE SET times_used = MAX(times_used + @delta, 0)`,
  ).run({ coupon: couponId, customer: customerId, delta });
}

export function insertCoupon(db: Db, coupon: NewCoupon): number {
  const columns = Object.keys(coupon) as (keyof NewCoupon)[];
  const { lastInsertRowid } = prepared(
    db,
    `INSERT INTO coupons (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  ).run(coupon);
  return Number(lastInsertRowid);
}
