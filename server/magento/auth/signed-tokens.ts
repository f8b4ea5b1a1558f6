// Signed, expiring tokens for sign-in links and magic links: subject.expiry.nonce.HMAC (base64url parts).
// The HMAC (keyed with StandInConfig.secret) makes them unforgeable; the nonce lets the database record a
// token's use so each one works once (used_link_nonces).
import crypto from 'node:crypto';

export interface SignedToken {
  subject: string;
  expiresAt: number;
  nonce: string;
}

const mac = (secret: string, purpose: string, body: string) =>
  crypto.createHmac('sha256', secret).update(`${purpose}|${body}`).digest('base64url');

/** A token for `subject`, valid for `purpose` until `expiresAt` (ms). */
export function signToken(secret: string, purpose: string, subject: string, expiresAt: number): string {
  const nonce = crypto.randomBytes(12).toString('base64url');
  const body = `${Buffer.from(subject).toString('base64url')}.${expiresAt}.${nonce}`;
  return `${body}.${mac(secret, purpose, body)}`;
}

/** The token's content when its signature is right for `purpose` and it has not expired; else null. */
export function verifyToken(secret: string, purpose: string, token: string, now: number): SignedToken | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [subject, expiry, nonce, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(mac(secret, purpose, `${subject}.${expiry}.${nonce}`));
  const actual = Buffer.from(signature);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
  const expiresAt = Number(expiry);
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now || !nonce) return null;
  return { subject: Buffer.from(subject, 'base64url').toString('utf8'), expiresAt, nonce };
}

/** A random secret for the client (bearer token, reset token, OTP code...) and the sha256 the db keeps. */
export function randomSecret(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
