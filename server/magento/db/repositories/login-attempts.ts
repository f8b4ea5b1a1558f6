// Sign-in throttling, as Magento's RequestThrottler for customer tokens: after `lockout.max` failures for an
// e-mail (known or not) sign-in is refused for `lockout.windowMs`, even with the right password (defaults 6
// and 30 minutes: SIGN_IN_MAX_FAILURES, SIGN_IN_LOCKOUT_MINUTES; max 0 = never locked).
import type { Db } from '../connection';
import { prepared } from './statements';

export interface Lockout {
  max: number;
  windowMs: number;
}

interface AttemptRow {
  failures: number;
  last_failure_at: number;
}

const find = (db: Db, email: string) =>
  prepared(db, 'SELECT failures, last_failure_at FROM login_attempts WHERE email = ?').get(email.trim()) as
    AttemptRow | undefined;

const lockExpired = (row: AttemptRow, now: number, lockout: Lockout) =>
  now - row.last_failure_at >= lockout.windowMs;
const locked = (row: AttemptRow, lockout: Lockout) => lockout.max > 0 && row.failures >= lockout.max;

export function isSignInLocked(db: Db, email: string, now: number, lockout: Lockout): boolean {
  const row = find(db, email);
  return Boolean(row && locked(row, lockout) && !lockExpired(row, now, lockout));
}

export function recordSignInFailure(db: Db, email: string, now: number, lockout: Lockout): void {
  const row = find(db, email);
  // A lock that has run out starts a fresh count, as Magento's throttler does.
  const failures = row && !(locked(row, lockout) && lockExpired(row, now, lockout)) ? row.failures + 1 : 1;
  prepared(
    db,
    `INSERT INTO login_attempts (email, failures, last_failure_at) VALUES (?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at`,
  ).run(email.trim(), failures, now);
}

export function clearSignInFailures(db: Db, email: string): void {
  prepared(db, 'DELETE FROM login_attempts WHERE email = ?').run(email.trim());
}
