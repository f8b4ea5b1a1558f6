// MW_RewardPoints ("Zepp coins"): a ledger of transactions; the balance is the sum of complete ones.
// Orders (carts/orders domain) earn and spend points through addRewardPoints.
import type { Db } from '../connection';
import { prepared } from './statements';

/** What one point is worth in INR (the programme's conversion rate). */
export const POINT_VALUE_INR = 1;

export type RewardStatus = 'PENDING' | 'COMPLETE' | 'CANCELLED' | 'EXPIRED';

export interface RewardTransactionRow {
  transaction_id: number;
  customer_id: number;
  points: number;
  balance_after: number;
  description: string;
  status: RewardStatus;
  order_number: string | null;
  created_at: string;
  expires_at: string | null;
}

export interface RewardEntry {
  /** Positive to earn, negative to spend. */
  points: number;
  /** Shown on /zepp-coins, e.g. 'Order #000000012' or 'Referral bonus'. */
  description: string;
  orderNumber?: string | null;
  status?: RewardStatus;
  /** 'YYYY-MM-DD HH:MM:SS' UTC; defaults to now. */
  createdAt?: string;
  expiresAt?: string | null;
}

export class InsufficientRewardPointsError extends Error {}

export function getRewardBalance(db: Db, customerId: number): number {
  const row = prepared(
    db,
    "SELECT COALESCE(SUM(points), 0) AS balance FROM reward_transactions WHERE customer_id = ? AND status = 'COMPLETE'",
  ).get(customerId) as { balance: number };
  return row.balance;
}

/**
 * Adds a transaction (points > 0 earns, < 0 spends) and returns its id. Spending more than the balance
 * throws InsufficientRewardPointsError and writes nothing. Call inside the caller's transaction.
 */
export function addRewardPoints(db: Db, customerId: number, entry: RewardEntry): number {
  if (!Number.isInteger(entry.points) || entry.points === 0)
    throw new RangeError('points must be a non-zero integer');
  const status = entry.status ?? 'COMPLETE';
  const balance = getRewardBalance(db, customerId);
  const counts = status === 'COMPLETE';
  if (counts && balance + entry.points < 0)
    throw new InsufficientRewardPointsError('Not enough reward points.');
  const result = prepared(
    db,
    `INSERT INTO reward_transactions
         (customer_id, points, balance_after, description, status, order_number, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, COALESCE(?, datetime('now')), ?)`,
  ).run(
    customerId,
    entry.points,
    counts ? balance + entry.points : balance,
    entry.description,
    status,
    entry.orderNumber ?? null,
    entry.createdAt ?? null,
    entry.expiresAt ?? null,
  );
  return Number(result.lastInsertRowid);
}

export function listRewardTransactions(db: Db, customerId: number, limit: number, offset: number) {
  return prepared(
    db,
    'SELECT * FROM reward_transactions WHERE customer_id = ? ORDER BY transaction_id DESC LIMIT ? OFFSET ?',
  ).all(customerId, limit, offset) as RewardTransactionRow[];
}

export function countRewardTransactions(db: Db, customerId: number): number {
  const row = prepared(db, 'SELECT COUNT(*) AS n FROM reward_transactions WHERE customer_id = ?').get(
    customerId,
  );
  return (row as { n: number }).n;
}
