// Password-reset requests per e-mail, for Magento_Security's limit on how often a reset can be requested.
import type { Db } from '../connection';
import { prepared } from './statements';

export function recordResetRequest(db: Db, email: string, now: number): void {
  prepared(db, 'INSERT INTO password_reset_requests (email, created_at) VALUES (?, ?)').run(email, now);
}

export function countResetRequestsSince(db: Db, email: string, since: number): number {
  const row = prepared(
    db,
    'SELECT COUNT(*) AS n FROM password_reset_requests WHERE email = ? AND created_at > ?',
  );
  return (row.get(email, since) as { n: number }).n;
}
