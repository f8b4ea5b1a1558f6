// Zepp_BillPayments: biller categories, billers and recharge plans (seeded), bills fetched from the BBPS
// sandbox, and customers' payments.
import type { Db } from '../connection';
import { prepared } from './statements';

export interface BillerCategoryRow {
  segment: string;
  name: string;
  icon: string | null;
  position: number;
}

export interface BillerRow {
  biller_id: string;
  segment: string;
  name: string;
  logo: string | null;
  fetch_supported: number;
  params: string; // JSON array of BillerParam
}

export interface RechargePlanRow {
  plan_id: string;
  biller_id: string;
  circle: string | null;
  amount: number;
  validity: string;
  description: string;
}

export interface FetchedBillRow {
  ref_id: string;
  biller_id: string;
  params: string;
  customer_name: string;
  bill_number: string;
  bill_date: string;
  due_date: string;
  amount: number;
  created_at: number;
}

export function listBillerCategories(db: Db): BillerCategoryRow[] {
  return prepared(db, 'SELECT * FROM biller_categories ORDER BY position, name').all() as BillerCategoryRow[];
}

export function listBillers(db: Db, segment: string): BillerRow[] {
  return prepared(db, 'SELECT * FROM billers WHERE segment = ? ORDER BY name').all(segment) as BillerRow[];
}

export function findBiller(db: Db, billerId: string): BillerRow | undefined {
  return prepared(db, 'SELECT * FROM billers WHERE biller_id = ?').get(billerId) as BillerRow | undefined;
}

export function listRechargePlans(db: Db, billerId: string, circle: string | null): RechargePlanRow[] {
  return prepared(
    db,
    `SELECT * FROM recharge_plans WHERE biller_id = ? AND (circle IS NULL OR ? IS NULL OR circle = ?)
        ORDER BY amount`,
  ).all(billerId, circle, circle) as RechargePlanRow[];
}

export function findRechargePlan(db: Db, planId: string): RechargePlanRow | undefined {
  return prepared(db, 'SELECT * FROM recharge_plans WHERE plan_id = ?').get(planId) as
    RechargePlanRow | undefined;
}

export function insertBillerCategory(db: Db, row: BillerCategoryRow): void {
  prepared(
    db,
    'INSERT INTO biller_categories (segment, name, icon, position) VALUES (@segment, @name, @icon, @position)',
  ).run(row);
}

export function insertBiller(db: Db, row: BillerRow): void {
  prepared(
    db,
    `INSERT INTO billers (biller_id, segment, name, logo, fetch_supported, params)
     VALUES (@biller_id, @segment, @name, @logo, @fetch_supported, @params)`,
  ).run(row);
}

export function insertRechargePlan(db: Db, row: RechargePlanRow): void {
  prepared(
    db,
    `INSERT INTO recharge_plans (plan_id, biller_id, circle, amount, validity, description)
     VALUES (@plan_id, @biller_id, @circle, @amount, @validity, @description)`,
  ).run(row);
}

export function insertFetchedBill(db: Db, row: FetchedBillRow): void {
  prepared(
    db,
    `INSERT INTO fetched_bills (ref_id, biller_id, params, customer_name, bill_number, bill_date, due_date, amount, created_at)
     VALUES (@ref_id, @biller_id, @params, @customer_name, @bill_number, @bill_date, @due_date, @amount, @created_at)`,
  ).run(row);
}

export function findFetchedBill(db: Db, refId: string): FetchedBillRow | undefined {
  return prepared(db, 'SELECT * FROM fetched_bills WHERE ref_id = ?').get(refId) as
    FetchedBillRow | undefined;
}
