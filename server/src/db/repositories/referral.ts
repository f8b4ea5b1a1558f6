// Zepp_Referral (Refer and Earn): one code per customer; a referee who signs up with a code is linked to the
// referrer, and the referee's first order rewards both (rewardReferralOnFirstOrder, called by orders).
import crypto from 'node:crypto';
import type { Db } from '../connection';
import { prepared } from './statements';
import { addRewardPoints } from './rewards';

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
 * The seeder uses it alone; orders go through rewardReferralOnFirstOrder.
 */
export function markReferralRewarded(db: Db, refereeId: number, orderNumber: string): number | null {
  const claimed = prepared(
    db,
    `UPDATE referrals SET rewarded_at = datetime('now'), first_order_number = ?, referrer_points = ?
        WHERE referee_id = ? AND rewarded_at IS NULL`,
  ).run(orderNumber, REFERRER_REWARD_POINTS, refereeId);
  if (claimed.changes === 0) return null;
  const row = prepared(db, 'SELECT referrer_id FROM referrals WHERE referee_id = ?').get(refereeId);
  return (row as { referrer_id: number }).referrer_id;
}

/**
 * For the orders domain, on a customer's first order: if they were referred and not yet rewarded, credit the
 * referrer REFERRER_REWARD_POINTS and the referee REFEREE_REWARD_POINTS. Idempotent; returns whether it
 * rewarded. Call inside the transaction that places the order.
 */
export function rewardReferralOnFirstOrder(db: Db, refereeId: number, orderNumber: string): boolean {
  const referrerId = markReferralRewarded(db, refereeId, orderNumber);
  if (referrerId === null) return false;
  addRewardPoints(db, referrerId, {
    points: REFERRER_REWARD_POINTS,
    description: 'Referral bonus',
    orderNumber,
  });
  addRewardPoints(db, refereeId, {
    points: REFEREE_REWARD_POINTS,
    description: 'Welcome bonus (referred)',
    orderNumber,
  });
  return true;
}
