// MW_RewardPoints ("Zepp coins"): a ledger of transactions; the balance is the sum of complete ones.
// Orders (carts/orders domain) earn and spend points through addRewardPoints. Coins an order earns are written
// PENDING when it is placed, COMPLETE once it is paid (completeOrderRewards), CANCELLED if it is cancelled
// first (cancelOrderRewards), and taken back by a negative line if it is cancelled or refunded after
// (takeBackOrderRewards).
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

function pointsWithStatus(db: Db, customerId: number, status: RewardStatus): number {
  const row = prepared(
    db,
    'SELECT COALESCE(SUM(points), 0) AS points FROM reward_transactions WHERE customer_id = ? AND status = ?',
  ).get(customerId, status) as { points: number };
  return row.points;
}

export function getRewardBalance(db: Db, customerId: number): number {
  return pointsWithStatus(db, customerId, 'COMPLETE');
}

/** Coins promised by orders not paid yet: not spendable (getRewardBalance) until they are. */
export function getPendingRewardPoints(db: Db, customerId: number): number {
  return pointsWithStatus(db, customerId, 'PENDING');
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

/** The order's earned lines (points > 0) in `status`, oldest first. */
function earnedLines(db: Db, orderNumber: string, status: RewardStatus): RewardTransactionRow[] {
  return prepared(
    db,
    `SELECT * FROM reward_transactions WHERE order_number = ? AND status = ? AND points > 0
       ORDER BY transaction_id`,
  ).all(orderNumber, status) as RewardTransactionRow[];
}

/** The pending coins the order earned count from now on; returns how many lines became complete. */
export function completeOrderRewards(db: Db, orderNumber: string): number {
  const lines = earnedLines(db, orderNumber, 'PENDING');
  for (const line of lines) {
    prepared(
      db,
      "UPDATE reward_transactions SET status = 'COMPLETE', balance_after = ? WHERE transaction_id = ?",
    ).run(getRewardBalance(db, line.customer_id) + line.points, line.transaction_id);
  }
  return lines.length;
}

/** The pending coins the order would have earned never will. */
export function cancelOrderRewards(db: Db, orderNumber: string): void {
  prepared(
    db,
    `UPDATE reward_transactions SET status = 'CANCELLED'
       WHERE order_number = ? AND status = 'PENDING' AND points > 0`,
  ).run(orderNumber);
}

/**
 * Takes back the coins the order earned and were granted: one negative line per earned line. The balance may
 * go below zero (coins already spent are owed), so the coins of a refunded order are never kept.
 */
export function takeBackOrderRewards(db: Db, orderNumber: string, why: string): void {
  for (const line of earnedLines(db, orderNumber, 'COMPLETE')) {
    prepared(
      db,
      `INSERT INTO reward_transactions (customer_id, points, balance_after, description, status, order_number)
         VALUES (?, ?, ?, ?, 'COMPLETE', ?)`,
    ).run(
      line.customer_id,
      -line.points,
      getRewardBalance(db, line.customer_id) - line.points,
      `Taken back: ${line.description} (order #${orderNumber} ${why})`,
      orderNumber,
    );
  }
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
