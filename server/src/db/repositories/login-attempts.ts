// Sign-in throttling, as Magento's RequestThrottler for customer tokens: after MAX_LOGIN_FAILURES failures
// for an e-mail (known or not) sign-in is refused for LOCKOUT_MS, even with the right password.
import type { Db } from '../connection';
import { prepared } from './statements';

export const MAX_LOGIN_FAILURES = 6;
export const LOCKOUT_MS = 30 * 60 * 1000;

interface AttemptRow {
  failures: number;
  last_failure_at: number;
}

const find = (db: Db, email: string) =>
  prepared(db, 'SELECT failures, last_failure_at FROM login_attempts WHERE email = ?').get(email.trim()) as
    AttemptRow | undefined;

const lockExpired = (row: AttemptRow, now: number) => now - row.last_failure_at >= LOCKOUT_MS;

export function isSignInLocked(db: Db, email: string, now: number): boolean {
  const row = find(db, email);
  return Boolean(row && row.failures >= MAX_LOGIN_FAILURES && !lockExpired(row, now));
}

export function recordSignInFailure(db: Db, email: string, now: number): void {
  const row = find(db, email);
  // A lock that has run out starts a fresh count, as Magento's throttler does.
  const failures =
    row && !(row.failures >= MAX_LOGIN_FAILURES && lockExpired(row, now)) ? row.failures + 1 : 1;
  prepared(
    db,
    `INSERT INTO login_attempts (email, failures, last_failure_at) VALUES (?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at`,
  ).run(email.trim(), failures, now);
}

export function clearSignInFailures(db: Db, email: string): void {
  prepared(db, 'DELETE FROM login_attempts WHERE email = ?').run(email.trim());
}
