import crypto from 'node:crypto';
import type { Db } from '../connection';

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The customer a bearer token belongs to, or null when unknown, revoked or expired. */
export function findCustomerIdByToken(db: Db, token: string, now = Date.now()): number | null {
  const row = db
    .prepare(
      'SELECT customer_id FROM customer_tokens WHERE token_hash = ? AND revoked = 0 AND expires_at > ?',
    )
    .get(hashToken(token), now) as { customer_id: number } | undefined;
  return row?.customer_id ?? null;
}
