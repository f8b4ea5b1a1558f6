// Customer bearer tokens (Magento's oauth_token): random, stored as sha256, one hour by default
// (oauth/access_token_lifetime/customer).
import crypto from 'node:crypto';
import type { Db } from '../connection';
import { prepared } from './statements';

export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The customer a bearer token belongs to, or null when unknown, revoked or expired. */
export function findCustomerIdByToken(db: Db, token: string, now: number): number | null {
  const row = prepared(
    db,
    `SELECT t.customer_id FROM customer_tokens t JOIN customers c ON c.customer_id = t.customer_id
        WHERE t.token_hash = ? AND t.revoked = 0 AND t.expires_at > ? AND c.is_active = 1`,
  ).get(hashToken(token), now) as { customer_id: number } | undefined;
  return row?.customer_id ?? null;
}

/** Whether the token was issued here and then revoked (sign-out, password change). */
export function isTokenRevoked(db: Db, token: string): boolean {
  const row = db.prepare('SELECT revoked FROM customer_tokens WHERE token_hash = ?').get(hashToken(token)) as
    { revoked: number } | undefined;
  return row?.revoked === 1;
}

/** Issues a new token for the customer; only its hash is stored. */
export function createCustomerToken(
  db: Db,
  customerId: number,
  now: number,
  lifetimeMs = TOKEN_LIFETIME_MS,
): string {
  const token = crypto.randomBytes(32).toString('base64url');
  prepared(
    db,
    'INSERT INTO customer_tokens (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashToken(token), customerId, now, now + lifetimeMs);
  return token;
}

export function revokeCustomerToken(db: Db, token: string): boolean {
  return (
    prepared(db, 'UPDATE customer_tokens SET revoked = 1 WHERE token_hash = ? AND revoked = 0').run(
      hashToken(token),
    ).changes > 0
  );
}

/** Revokes all of a customer's tokens but `keepToken` (after a password change or reset). */
export function revokeOtherCustomerTokens(db: Db, customerId: number, keepToken: string | null): void {
  prepared(db, 'UPDATE customer_tokens SET revoked = 1 WHERE customer_id = ? AND token_hash != ?').run(
    customerId,
    keepToken ? hashToken(keepToken) : '',
  );
}
