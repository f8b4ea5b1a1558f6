// Rate limits on what an attacker would repeat: password sign-in, password-reset e-mails, OTP sends and checks,
// sign-in-link e-mails. Each is limited per account (the e-mail or customer it is about, known or not, so a
// refusal says nothing about which accounts exist) and per client address (http/client-address.ts). Limits
// are "at most `max` in any `window`"; an env variable sets each `max` (0 turns a limit off), see
// .env.example and the README. Messages are Magento's where Magento has the limit: its sign-in lockout
// message for sign-in, Magento_Security's two messages for password resets; the shop's own elsewhere.
import type { RequestContext } from '../context';
import { countEventsSince, recordEvent } from '../db/repositories/rate-limit-events';
import { nowMs } from '../clock';

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Magento's lockout: after `max` failures the e-mail is locked for `windowMs`, even for the right password. */
  signInLockout: RateLimit;
  /** Failed sign-ins from one address (credential stuffing tries many e-mails, few times each). */
  signInPerAddress: RateLimit;
  passwordResetPerAccount: RateLimit;
  passwordResetPerAddress: RateLimit;
  otpSendPerAccount: RateLimit;
  otpSendPerAddress: RateLimit;
  /** Wrong OTPs entered (each OTP also allows only 5 tries). */
  otpVerifyPerAccount: RateLimit;
  otpVerifyPerAddress: RateLimit;
  signInLinkPerAccount: RateLimit;
  signInLinkPerAddress: RateLimit;
  /** Wrong institute codes entered (verifyInstituteCode): guessing codes is guessing a discount. */
  instituteCodePerAccount: RateLimit;
  instituteCodePerAddress: RateLimit;
  /** Wrong guesses at one order number (guestOrder): sign-in's lockout, for an order instead of an e-mail. */
  guestOrderPerOrder: RateLimit;
  /** Wrong guest order lookups (guestOrder, guestOrderByToken) from one address, as failed sign-ins. */
  guestOrderPerAddress: RateLimit;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Each limit's env variable, default and window. */
export const RATE_LIMIT_SETTINGS: Record<keyof RateLimits, { env: string; max: number; windowMs: number }> = {
  signInLockout: { env: 'SIGN_IN_MAX_FAILURES', max: 6, windowMs: 30 * MINUTE },
  signInPerAddress: { env: 'RATE_LIMIT_SIGN_IN_PER_ADDRESS', max: 30, windowMs: 15 * MINUTE },
  passwordResetPerAccount: { env: 'RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT', max: 5, windowMs: HOUR },
  passwordResetPerAddress: { env: 'RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS', max: 20, windowMs: HOUR },
  otpSendPerAccount: { env: 'RATE_LIMIT_OTP_SEND_PER_ACCOUNT', max: 5, windowMs: HOUR },
  otpSendPerAddress: { env: 'RATE_LIMIT_OTP_SEND_PER_ADDRESS', max: 20, windowMs: HOUR },
  otpVerifyPerAccount: { env: 'RATE_LIMIT_OTP_VERIFY_PER_ACCOUNT', max: 15, windowMs: HOUR },
  otpVerifyPerAddress: { env: 'RATE_LIMIT_OTP_VERIFY_PER_ADDRESS', max: 50, windowMs: HOUR },
  signInLinkPerAccount: { env: 'RATE_LIMIT_SIGN_IN_LINK_PER_ACCOUNT', max: 5, windowMs: HOUR },
  signInLinkPerAddress: { env: 'RATE_LIMIT_SIGN_IN_LINK_PER_ADDRESS', max: 20, windowMs: HOUR },
  instituteCodePerAccount: { env: 'RATE_LIMIT_INSTITUTE_CODE_PER_ACCOUNT', max: 10, windowMs: HOUR },
  instituteCodePerAddress: { env: 'RATE_LIMIT_INSTITUTE_CODE_PER_ADDRESS', max: 30, windowMs: HOUR },
  guestOrderPerOrder: { env: 'RATE_LIMIT_GUEST_ORDER_PER_ORDER', max: 6, windowMs: 30 * MINUTE },
  guestOrderPerAddress: { env: 'RATE_LIMIT_GUEST_ORDER_PER_ADDRESS', max: 30, windowMs: 15 * MINUTE },
};

export function readRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const limits = {} as RateLimits;
  for (const [name, { env: variable, max, windowMs }] of Object.entries(RATE_LIMIT_SETTINGS)) {
    const raw = env[variable]?.trim();
    const value = raw ? Number(raw) : max;
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`${variable} must be a whole number (0 = no limit), got "${raw}"`);
    limits[name as keyof RateLimits] = { max: value, windowMs };
  }
  // Magento's lockout threshold (minutes) is the one window that is configurable too.
  const lockout = env.SIGN_IN_LOCKOUT_MINUTES?.trim();
  if (lockout) {
    const minutes = Number(lockout);
    if (!(minutes > 0))
      throw new Error(`SIGN_IN_LOCKOUT_MINUTES must be a positive number, got "${lockout}"`);
    limits.signInLockout.windowMs = minutes * MINUTE;
  }
  return limits;
}

/** Magento_Security's messages (SecurityChecker\Quantity and \Frequency), with the support address. */
export const tooManyResetRequests = (contact: string) =>
  `Too many password reset requests. Please wait and try again or contact ${contact}.`;
export const resetRequestsTooFrequent = (contact: string) =>
  `We received too many requests for password resets. Please wait and try again later or contact ${contact}.`;
export const OTP_SENDS_LIMITED = 'Too many OTP requests. Please try again in an hour.';
export const OTP_CHECKS_LIMITED = 'Too many incorrect attempts. Please try again in an hour.';
export const INSTITUTE_CODES_LIMITED = 'Too many incorrect institute codes. Please try again in an hour.';
export const SIGN_IN_LINKS_LIMITED = 'Too many sign-in link requests. Please try again in an hour.';
export const GUEST_ORDER_LOOKUPS_LIMITED =
  'Too many attempts to find an order. Please wait and try again later.';

type Ctx = Pick<RequestContext, 'db' | 'config' | 'clientAddress'>;
type Limited = Exclude<keyof RateLimits, 'signInLockout'>;

/** The account key of an e-mail (or customer id): case and spaces do not make a new account. */
export const accountKey = (value: string | number) => String(value).trim().toLowerCase();

/** Whether `subject` has used up `limit` (counting what `record` wrote for the same limit). */
export function isLimited(ctx: Ctx, limit: Limited, subject: string): boolean {
  const { max, windowMs } = ctx.config.rateLimits[limit];
  return max > 0 && countEventsSince(ctx.db, limit, subject, nowMs(ctx.config) - windowMs) >= max;
}

export function record(ctx: Ctx, limit: Limited, subject: string): void {
  if (ctx.config.rateLimits[limit].max > 0) recordEvent(ctx.db, limit, subject, nowMs(ctx.config));
}

/** The per-address check and count in one: true when the address is over its limit (nothing recorded then). */
export function addressLimited(ctx: Ctx, limit: Limited): boolean {
  if (isLimited(ctx, limit, ctx.clientAddress)) return true;
  record(ctx, limit, ctx.clientAddress);
  return false;
}
