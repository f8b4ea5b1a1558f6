// Zepp_MyAccountOtp: OTPs sent to verify an e-mail address or phone (codes stored hashed), and what each
// customer has verified.
import type { Db } from '../connection';
import { prepared } from './statements';

export interface OtpRow {
  otp_id: number;
  customer_id: number;
  type: string;
  target: string;
  code_hash: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export function insertOtp(
  db: Db,
  otp: Pick<OtpRow, 'customer_id' | 'type' | 'target' | 'code_hash' | 'created_at' | 'expires_at'>,
): number {
  const result = prepared(
    db,
    `INSERT INTO otp_requests (customer_id, type, target, code_hash, created_at, expires_at)
       VALUES (@customer_id, @type, @target, @code_hash, @created_at, @expires_at)`,
  ).run(otp);
  return Number(result.lastInsertRowid);
}

/** The newest unused OTP sent to the customer for this type and target. */
export function findLatestOtp(db: Db, customerId: number, type: string, target: string): OtpRow | undefined {
  return prepared(
    db,
    `SELECT * FROM otp_requests WHERE customer_id = ? AND type = ? AND target = ? AND consumed_at IS NULL
        ORDER BY otp_id DESC LIMIT 1`,
  ).get(customerId, type, target) as OtpRow | undefined;
}

/** How many OTPs the customer was sent since `since` (ms), for rate limiting. */
export function countOtpsSince(db: Db, customerId: number, since: number): number {
  const row = prepared(
    db,
    'SELECT COUNT(*) AS n FROM otp_requests WHERE customer_id = ? AND created_at >= ?',
  );
  return (row.get(customerId, since) as { n: number }).n;
}

export function recordOtpAttempt(db: Db, otpId: number): void {
  prepared(db, 'UPDATE otp_requests SET attempts = attempts + 1 WHERE otp_id = ?').run(otpId);
}

export function consumeOtp(db: Db, otpId: number, now: number): void {
  prepared(db, 'UPDATE otp_requests SET consumed_at = ? WHERE otp_id = ?').run(now, otpId);
}

export function saveVerification(db: Db, customerId: number, type: string, value: string, now: number): void {
  prepared(
    db,
    `INSERT INTO customer_verifications (customer_id, type, value, verified_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (customer_id, type) DO UPDATE SET value = excluded.value, verified_at = excluded.verified_at`,
  ).run(customerId, type, value, now);
}

export function findVerification(db: Db, customerId: number, type: string): { value: string } | undefined {
  return prepared(db, 'SELECT value FROM customer_verifications WHERE customer_id = ? AND type = ?').get(
    customerId,
    type,
  ) as { value: string } | undefined;
}

export interface InstituteCodeRow {
  code: string;
  institute_name: string;
  plan: 'student' | 'employee';
  email_domain: string | null;
  is_active: number;
}

export function findInstituteCode(db: Db, code: string): InstituteCodeRow | undefined {
  return prepared(db, 'SELECT * FROM institute_codes WHERE code = ? AND is_active = 1').get(code) as
    InstituteCodeRow | undefined;
}

export function findInstituteByEmailDomain(db: Db, domain: string): InstituteCodeRow | undefined {
  return prepared(
    db,
    'SELECT * FROM institute_codes WHERE email_domain = ? COLLATE NOCASE AND is_active = 1',
  ).get(domain) as InstituteCodeRow | undefined;
}

export function insertInstituteCode(db: Db, row: Omit<InstituteCodeRow, 'is_active'>): void {
  prepared(
    db,
    'INSERT INTO institute_codes (code, institute_name, plan, email_domain) VALUES (@code, @institute_name, @plan, @email_domain)',
  ).run(row);
}
