// Events counted by the rate limits (009_rate_limits.sql).
import type { Db } from '../connection';
import { prepared } from './statements';

const KEEP_MS = 24 * 60 * 60 * 1000;

export function countEventsSince(db: Db, action: string, subject: string, since: number): number {
  const row = prepared(
    db,
    'SELECT COUNT(*) AS n FROM rate_limit_events WHERE action = ? AND subject = ? AND created_at > ?',
  ).get(action, subject, since) as { n: number };
  return row.n;
}

export function recordEvent(db: Db, action: string, subject: string, now: number): void {
  prepared(db, 'INSERT INTO rate_limit_events (action, subject, created_at) VALUES (?, ?, ?)').run(
    action,
    subject,
    now,
  );
  prepared(db, 'DELETE FROM rate_limit_events WHERE created_at < ?').run(now - KEEP_MS);
}
