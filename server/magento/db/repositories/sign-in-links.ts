// Single use of signed sign-in links and magic links, and the mail-provider sandbox's authorisation codes.
import type { Db } from '../connection';
import { prepared } from './statements';

/** Records a link's nonce as used; false when it was used already (the link is spent). */
export function useLinkNonce(
  db: Db,
  nonce: string,
  purpose: string,
  customerId: number,
  now: number,
): boolean {
  const result = prepared(
    db,
    'INSERT OR IGNORE INTO used_link_nonces (nonce, purpose, customer_id, used_at) VALUES (?, ?, ?, ?)',
  ).run(nonce, purpose, customerId, now);
  return result.changes === 1;
}

export interface OauthCodeRow {
  code_hash: string;
  provider: string;
  state: string | null;
  email: string;
  firstname: string;
  lastname: string;
  expires_at: number;
  used_at: number | null;
}

export function insertOauthCode(db: Db, row: Omit<OauthCodeRow, 'used_at'>): void {
  prepared(
    db,
    `INSERT INTO oauth_codes (code_hash, provider, state, email, firstname, lastname, expires_at)
     VALUES (@code_hash, @provider, @state, @email, @firstname, @lastname, @expires_at)`,
  ).run(row);
}

/** Marks an unused, unexpired code used and returns it; undefined when there is no such code. */
export function takeOauthCode(db: Db, codeHash: string, now: number): OauthCodeRow | undefined {
  const row = prepared(
    db,
    'SELECT * FROM oauth_codes WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?',
  ).get(codeHash, now) as OauthCodeRow | undefined;
  if (row) prepared(db, 'UPDATE oauth_codes SET used_at = ? WHERE code_hash = ?').run(now, codeHash);
  return row;
}
