// Zepp_Referral (Refer and Earn): one code per customer; a referee who signs up with a code is linked to the
// referrer, and the referee's first order rewards both: claimed when placed (the coins are pending), rewarded
// once paid, released again if that order is cancelled or refunded (checkout/order-effects.ts).
import crypto from 'node:crypto';
import type { Db } from '../connection';
import { prepared } from './statements';

export const REFERRER_REWARD_POINTS = 100;
export const REFEREE_REWARD_POINTS = 50;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: codes are read aloud and typed

function newCode(firstname: string): string {
  const stem =
    firstname
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 6) || 'ZEPP';
  const tail = Array.from(crypto.randomBytes(4), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${stem}${tail}`;
}

export function findReferralCode(db: Db, customerId: number): string | undefined {
  const row = prepared(db, 'SELECT code FROM referral_codes WHERE customer_id = ?').get(customerId);
  return (row as { code: string } | undefined)?.code;
}

/** The customer's code, created on first use. */
export function ensureReferralCode(db: Db, customerId: number, firstname: string, code?: string): string {
  const existing = findReferralCode(db, customerId);
  if (existing) return existing;
  const insert = prepared(db, 'INSERT OR IGNORE INTO referral_codes (customer_id, code) VALUES (?, ?)');
  for (let attempt = 0; ; attempt++) {
    const candidate = attempt === 0 && code ? code : newCode(firstname);
    if (insert.run(customerId, candidate).changes === 1) return candidate;
  }
}

export function findReferrerByCode(db: Db, code: string): number | undefined {
  const row = prepared(db, 'SELECT customer_id FROM referral_codes WHERE code = ?').get(code.trim());
  return (row as { customer_id: number } | undefined)?.customer_id;
}

/** Links a new customer to their referrer; `createdAt` (UTC) defaults to now (the seeder passes the sign-up's). */
export function recordReferral(db: Db, refereeId: number, referrerId: number, createdAt?: string): void {
  prepared(
    db,
    `INSERT OR IGNORE INTO referrals (referee_id, referrer_id, created_at)
       VALUES (?, ?, COALESCE(?, datetime('now')))`,
  ).run(refereeId, referrerId, createdAt ?? null);
}

export interface ReferralStatsRow {
  signups: number;
  purchases: number;
  points_earned: number;
}

export function referralStats(db: Db, referrerId: number): ReferralStatsRow {
  return prepared(
    db,
    `SELECT COUNT(*) AS signups, COUNT(rewarded_at) AS purchases, COALESCE(SUM(referrer_points), 0) AS points_earned
         FROM referrals WHERE referrer_id = ?`,
  ).get(referrerId) as ReferralStatsRow;
}

/**
 * Records that the referee placed their first order (once; false when already recorded or not referred).
 * The seeder uses it alone for its past, paid orders.
 */
export function markReferralRewarded(db: Db, refereeId: number, orderNumber: string): number | null {
  const claimed = prepared(
    db,
    `UPDATE referrals SET rewarded_at = datetime('now'), first_order_number = ?, referrer_points = ?
        WHERE referee_id = ? AND first_order_number IS NULL`,
  ).run(orderNumber, REFERRER_REWARD_POINTS, refereeId);
  if (claimed.changes === 0) return null;
  return referrerOf(db, refereeId);
}

function referrerOf(db: Db, refereeId: number): number {
  const row = prepared(db, 'SELECT referrer_id FROM referrals WHERE referee_id = ?').get(refereeId);
  return (row as { referrer_id: number }).referrer_id;
}

/** An e-mail as a person owns it: case and a "+tag" on the local part do not make another mailbox. */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
}

/** A phone as the last ten digits (an Indian mobile number, with or without +91 or a leading 0). */
const phoneOf = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '').slice(-10);

/**
 * Whether the referee is the referrer in disguise: the same mailbox, or a phone of the referrer's (their mobile
 * number or one of their saved addresses) on the order.
 */
function isSelfReferral(db: Db, refereeId: number, referrerId: number, orderNumber: string): boolean {
  const emails = prepared(db, 'SELECT customer_id, email FROM customers WHERE customer_id IN (?, ?)').all(
    refereeId,
    referrerId,
  ) as { customer_id: number; email: string }[];
  if (new Set(emails.map((c) => mailboxOf(c.email))).size < 2) return true;
  const referrerPhones = new Set(
    (
      prepared(
        db,
        `SELECT mobile_number AS phone FROM customers WHERE customer_id = ?
           UNION SELECT telephone FROM customer_addresses WHERE customer_id = ?`,
      ).all(referrerId, referrerId) as { phone: string | null }[]
    )
      .map((r) => phoneOf(r.phone))
      .filter((p) => p.length === 10),
  );
  const orderPhones = prepared(
    db,
    `SELECT a.telephone FROM order_addresses a JOIN orders o ON o.entity_id = a.order_id
       WHERE o.increment_id = ?`,
  ).all(orderNumber) as { telephone: string }[];
  return orderPhones.some((a) => referrerPhones.has(phoneOf(a.telephone)));
}

/**
 * For the orders domain, when a referred customer places an order and the referral has not been claimed: claims
 * it for this order (so each referee rewards the referrer once) and returns the referrer, or null. A referee who
 * is the referrer in disguise claims nothing. Call inside the transaction that places the order.
 */
export function claimReferral(db: Db, refereeId: number, orderNumber: string): number | null {
  const row = prepared(
    db,
    'SELECT referrer_id FROM referrals WHERE referee_id = ? AND first_order_number IS NULL',
  ).get(refereeId) as { referrer_id: number } | undefined;
  if (!row || isSelfReferral(db, refereeId, row.referrer_id, orderNumber)) return null;
  prepared(db, 'UPDATE referrals SET first_order_number = ? WHERE referee_id = ?').run(
    orderNumber,
    refereeId,
  );
  return row.referrer_id;
}

/** The order that claimed a referral is paid: the referral counts as rewarded. */
export function grantReferral(db: Db, orderNumber: string): void {
  prepared(
    db,
    `UPDATE referrals SET rewarded_at = datetime('now'), referrer_points = ?
       WHERE first_order_number = ? AND rewarded_at IS NULL`,
  ).run(REFERRER_REWARD_POINTS, orderNumber);
}

/** The order that claimed a referral was cancelled or refunded: the referee's next order may claim it. */
export function releaseReferral(db: Db, orderNumber: string): void {
  prepared(
    db,
    `UPDATE referrals SET first_order_number = NULL, rewarded_at = NULL, referrer_points = 0
       WHERE first_order_number = ?`,
  ).run(orderNumber);
}
