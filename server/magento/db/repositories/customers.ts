import type { Db } from '../connection';
import { prepared } from './statements';

export interface CustomerRow {
  customer_id: number;
  email: string;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  dob: string | null;
  gender: number | null;
  taxvat: string | null;
  is_subscribed: number;
  mobile_number: string | null;
  secondary_email: string | null;
  notify_order_updates: number;
  notify_offers: number;
  password_hash: string;
  store_id: number;
  is_active: number;
  rp_token_hash: string | null;
  rp_token_created_at: number | null;
  created_at: string;
  updated_at: string;
}

/** The columns a customer's own data may change (account information and custom attributes). */
export const EDITABLE_CUSTOMER_COLUMNS = [
  'email',
  'firstname',
  'lastname',
  'middlename',
  'prefix',
  'suffix',
  'dob',
  'gender',
  'taxvat',
  'is_subscribed',
  'mobile_number',
  'secondary_email',
  'notify_order_updates',
  'notify_offers',
] as const;
export type CustomerPatch = Partial<Pick<CustomerRow, (typeof EDITABLE_CUSTOMER_COLUMNS)[number]>>;

export interface NewCustomer extends CustomerPatch {
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  store_id: number;
  created_at?: string;
}

export function findCustomerById(db: Db, customerId: number): CustomerRow | undefined {
  return prepared(db, 'SELECT * FROM customers WHERE customer_id = ?').get(customerId) as
    CustomerRow | undefined;
}

export function findCustomerByEmail(db: Db, email: string): CustomerRow | undefined {
  return prepared(db, 'SELECT * FROM customers WHERE email = ?').get(email.trim()) as CustomerRow | undefined;
}

export function findCustomerByMobile(db: Db, mobile: string): CustomerRow | undefined {
  return prepared(db, 'SELECT * FROM customers WHERE mobile_number = ?').get(mobile) as
    CustomerRow | undefined;
}

/** Whether another customer already uses the e-mail (or the mobile number). */
export function emailTaken(db: Db, email: string, exceptCustomerId = 0): boolean {
  return Boolean(
    prepared(db, 'SELECT 1 FROM customers WHERE email = ? AND customer_id != ?').get(email, exceptCustomerId),
  );
}

export function mobileTaken(db: Db, mobile: string, exceptCustomerId = 0): boolean {
  const sql = 'SELECT 1 FROM customers WHERE mobile_number = ? AND customer_id != ?';
  return Boolean(prepared(db, sql).get(mobile, exceptCustomerId));
}

export function insertCustomer(db: Db, customer: NewCustomer): number {
  const columns = Object.keys(customer).filter(
    (c) =>
      (EDITABLE_CUSTOMER_COLUMNS as readonly string[]).includes(c) ||
      /^(password_hash|store_id|created_at)$/.test(c),
  );
  const sql = `INSERT INTO customers (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
  return Number(prepared(db, sql).run(customer).lastInsertRowid);
}

/** Updates the given editable columns (any other key is ignored, so input can never name a column). */
export function updateCustomer(db: Db, customerId: number, patch: CustomerPatch): void {
  const columns = EDITABLE_CUSTOMER_COLUMNS.filter((c) => patch[c] !== undefined);
  if (columns.length === 0) return;
  const sets = columns.map((c) => `${c} = @${c}`).join(', ');
  prepared(
    db,
    `UPDATE customers SET ${sets}, updated_at = datetime('now') WHERE customer_id = @customer_id`,
  ).run({
    ...Object.fromEntries(columns.map((c) => [c, patch[c]])),
    customer_id: customerId,
  });
}

export function setPasswordHash(db: Db, customerId: number, passwordHash: string): void {
  prepared(
    db,
    `UPDATE customers SET password_hash = ?, rp_token_hash = NULL, rp_token_created_at = NULL,
       updated_at = datetime('now') WHERE customer_id = ?`,
  ).run(passwordHash, customerId);
}

export function setResetToken(db: Db, customerId: number, tokenHash: string, createdAt: number): void {
  prepared(db, 'UPDATE customers SET rp_token_hash = ?, rp_token_created_at = ? WHERE customer_id = ?').run(
    tokenHash,
    createdAt,
    customerId,
  );
}
