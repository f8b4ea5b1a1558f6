// Sending and checking My Account OTPs: 6 digits, valid 10 minutes, 5 tries each, at most one every 30 s;
// sends and wrong codes are also limited per customer and per client address (auth/rate-limits.ts: by
// default 5 sends an hour per customer). Codes are kept as an HMAC (a 6-digit hash alone is trivially reversed) and
// delivered through the outbox: SMS for a phone, e-mail otherwise.
import crypto from 'node:crypto';
import type { RequestContext } from '../../context';
import { inTransaction } from '../../db/connection';
import { mobileTaken, updateCustomer } from '../../db/repositories/customers';
import {
  consumeOtp,
  countOtpsSince,
  findLatestOtp,
  insertOtp,
  recordOtpAttempt,
  saveVerification,
} from '../../db/repositories/otp';
import { nowMs } from '../../clock';
import { accountKey, isLimited, OTP_CHECKS_LIMITED, OTP_SENDS_LIMITED, record } from '../../auth/rate-limits';
import { sendToOutbox } from '../../outbox/outbox';
import { maskTarget, otpTarget, type OtpType } from './otp-target';

export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_RESEND_MS = 30 * 1000;
export const MAX_OTP_ATTEMPTS = 5;

type Ctx = Pick<RequestContext, 'db' | 'config' | 'clientAddress'>;
export interface OtpInput {
  type: OtpType;
  value: string;
  otp?: string;
}
const result = (success: boolean, message: string) => ({ success, message });

const codeHash = (ctx: Ctx, customerId: number, type: string, target: string, code: string) =>
  crypto
    .createHmac('sha256', ctx.config.secret)
    .update(`otp|${customerId}|${type}|${target}|${code}`)
    .digest('hex');

function deliver(ctx: Ctx, type: OtpType, to: string, code: string, now: number): void {
  const text = `${code} is your verification code. It is valid for 10 minutes. Do not share it with anyone.`;
  sendToOutbox(
    ctx.config,
    {
      channel: type === 'MOBILE' ? 'sms' : 'email',
      to,
      template: 'otp',
      subject: 'Your verification code',
      text,
    },
    now,
  );
}

export function sendOtp(ctx: Ctx, customerId: number, input: OtpInput) {
  const target = otpTarget(ctx.db, customerId, input.type, input.value);
  if (!target.ok) return result(false, target.message);
  const now = nowMs(ctx.config);
  const latest = findLatestOtp(ctx.db, customerId, input.type, target.value);
  if (latest && now - latest.created_at < OTP_RESEND_MS)
    return result(false, 'Please wait 30 seconds before requesting another OTP.');
  const perAccount = ctx.config.rateLimits.otpSendPerAccount;
  if (
    (perAccount.max > 0 && countOtpsSince(ctx.db, customerId, now - perAccount.windowMs) >= perAccount.max) ||
    isLimited(ctx, 'otpSendPerAddress', ctx.clientAddress)
  )
    return result(false, OTP_SENDS_LIMITED);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  insertOtp(ctx.db, {
    customer_id: customerId,
    type: input.type,
    target: target.value,
    code_hash: codeHash(ctx, customerId, input.type, target.value, code),
    created_at: now,
    expires_at: now + OTP_LIFETIME_MS,
  });
  deliver(ctx, input.type, target.value, code, now);
  record(ctx, 'otpSendPerAddress', ctx.clientAddress);
  return result(true, `OTP sent to ${maskTarget(input.type, target.value)}.`);
}

const VERIFIED = {
  MOBILE: 'Your mobile number',
  EMAIL: 'Your e-mail address',
  INSTITUTE_EMAIL: 'Your institute e-mail',
};

/** Saves what the OTP proved; false when a phone was claimed by another account meanwhile. */
function applyVerified(ctx: Ctx, customerId: number, type: OtpType, value: string, now: number): boolean {
  if (type === 'MOBILE') {
    if (mobileTaken(ctx.db, value, customerId)) return false;
    updateCustomer(ctx.db, customerId, { mobile_number: value });
  } else if (type === 'EMAIL') updateCustomer(ctx.db, customerId, { secondary_email: value });
  saveVerification(ctx.db, customerId, type, value, now);
  return true;
}

export function verifyOtp(ctx: Ctx, customerId: number, input: OtpInput) {
  const target = otpTarget(ctx.db, customerId, input.type, input.value);
  if (!target.ok) return result(false, target.message);
  const code = (input.otp ?? '').trim();
  if (!/^\d{6}$/.test(code)) return result(false, 'Please enter the 6-digit OTP.');
  const now = nowMs(ctx.config);
  const account = accountKey(customerId);
  if (
    isLimited(ctx, 'otpVerifyPerAccount', account) ||
    isLimited(ctx, 'otpVerifyPerAddress', ctx.clientAddress)
  )
    return result(false, OTP_CHECKS_LIMITED);
  const otp = findLatestOtp(ctx.db, customerId, input.type, target.value);
  if (!otp) return result(false, 'Please request an OTP first.');
  if (otp.expires_at <= now) return result(false, 'The OTP has expired. Please request a new one.');
  if (otp.attempts >= MAX_OTP_ATTEMPTS)
    return result(false, 'Too many incorrect attempts. Please request a new OTP.');
  const expected = Buffer.from(otp.code_hash);
  const given = Buffer.from(codeHash(ctx, customerId, input.type, target.value, code));
  if (!crypto.timingSafeEqual(expected, given)) {
    recordOtpAttempt(ctx.db, otp.otp_id);
    record(ctx, 'otpVerifyPerAccount', account);
    record(ctx, 'otpVerifyPerAddress', ctx.clientAddress);
    return result(false, 'The OTP you entered is incorrect.');
  }
  const applied = inTransaction(ctx.db, () => {
    consumeOtp(ctx.db, otp.otp_id, now);
    return applyVerified(ctx, customerId, input.type, target.value, now);
  });
  if (!applied) return result(false, 'This mobile number is already linked to another account.');
  return result(true, `${VERIFIED[input.type]} has been verified.`);
}
