// requestPasswordResetEmail and resetPassword: a random one-time token (stored hashed on the customer) is
// e-mailed, through the outbox, as a link to the storefront's /customer/account/createPassword page.
import crypto from 'node:crypto';
import type { RequestContext } from '../context';
import { inputError } from '../errors';
import { inTransaction } from '../db/connection';
import {
  findCustomerByEmail,
  setPasswordHash,
  setResetToken,
  type CustomerRow,
} from '../db/repositories/customers';
import { revokeOtherCustomerTokens } from '../db/repositories/customer-tokens';
import { isSignInLocked } from '../db/repositories/login-attempts';
import { countResetRequestsSince, recordResetRequest } from '../db/repositories/password-resets';
import { sendToOutbox } from '../outbox/outbox';
import { nowMs } from '../clock';
import { isValidEmail } from './email';
import { hashPassword, passwordStrengthError } from './passwords';
import { randomSecret, sha256 } from './signed-tokens';
import { addressLimited, resetRequestsTooFrequent, tooManyResetRequests } from './rate-limits';

/** Magento's customer/password/reset_link_expiration_period (hours). */
export const RESET_LINK_LIFETIME_MS = 2 * 60 * 60 * 1000;
export const SUPPORT_EMAIL = 'support@example.in';

type Ctx = Pick<RequestContext, 'db' | 'config' | 'request' | 'clientAddress'>;

function checkEmailArgument(email: string | undefined): string {
  const address = (email ?? '').trim();
  if (!address) throw inputError('You must specify an email address.');
  if (!isValidEmail(address)) throw inputError('The email address has an invalid format.');
  return address;
}

function resetEmail(ctx: Ctx, customer: CustomerRow, token: string) {
  const link = `${ctx.config.publicOrigin}/customer/account/createPassword?token=${encodeURIComponent(token)}`;
  return {
    channel: 'email' as const,
    to: customer.email,
    template: 'password_reset',
    subject: 'Reset your password',
    text:
      `Hello ${customer.firstname},\n\nThere was recently a request to change the password for your account.\n` +
      `If you requested this change, set a new password here: ${link}\n\n` +
      'The link works once, for 2 hours. If you did not make this request, you can ignore this e-mail.',
    link,
  };
}

export function requestPasswordReset(ctx: Ctx, email: string | undefined): boolean {
  const address = checkEmailArgument(email);
  const now = nowMs(ctx.config);
  // Every request from an address counts, an unknown e-mail's too: the limit also slows probing for accounts.
  if (addressLimited(ctx, 'passwordResetPerAddress')) throw inputError(tooManyResetRequests(SUPPORT_EMAIL));
  const customer = findCustomerByEmail(ctx.db, address);
  if (!customer || !customer.is_active) throw inputError("Cannot reset the customer's password");
  const { rateLimits } = ctx.config;
  if (isSignInLocked(ctx.db, customer.email, now, rateLimits.signInLockout))
    throw inputError('The account is locked');
  const perAccount = rateLimits.passwordResetPerAccount;
  if (
    perAccount.max > 0 &&
    countResetRequestsSince(ctx.db, customer.email, now - perAccount.windowMs) >= perAccount.max
  )
    throw inputError(resetRequestsTooFrequent(SUPPORT_EMAIL));
  const token = randomSecret();
  inTransaction(ctx.db, () => {
    recordResetRequest(ctx.db, customer.email, now);
    setResetToken(ctx.db, customer.customer_id, sha256(token), now);
  });
  sendToOutbox(ctx.config, resetEmail(ctx, customer, token), now);
  return true;
}

function checkResetToken(customer: CustomerRow, token: string, now: number): void {
  const stored = Buffer.from(customer.rp_token_hash ?? '');
  const given = Buffer.from(sha256(token));
  if (stored.length !== given.length || !crypto.timingSafeEqual(stored, given))
    throw inputError('The password token is mismatched. Reset and try again.');
  if (now - (customer.rp_token_created_at ?? 0) >= RESET_LINK_LIFETIME_MS)
    throw inputError('The password token is expired. Reset and try again.');
}

/** Magento's ResetPassword resolver answers every refusal of AccountManagement::resetPassword with this. */
export const CANNOT_SET_PASSWORD = "Cannot set the customer's password";

export async function resetPassword(
  ctx: Ctx,
  email: string,
  token: string,
  newPassword: string,
): Promise<boolean> {
  const address = checkEmailArgument(email);
  if (!token) throw inputError('resetPasswordToken must be specified');
  if (!newPassword) throw inputError('newPassword must be specified');
  const customer = findCustomerByEmail(ctx.db, address);
  if (!customer) throw inputError(CANNOT_SET_PASSWORD);
  if (isSignInLocked(ctx.db, customer.email, nowMs(ctx.config), ctx.config.rateLimits.signInLockout))
    throw inputError('The account is locked');
  // A mismatched or expired token and a weak password are all "cannot set", as in Magento.
  try {
    checkResetToken(customer, token, nowMs(ctx.config));
  } catch {
    throw inputError(CANNOT_SET_PASSWORD);
  }
  if (passwordStrengthError(newPassword) || newPassword.toLowerCase() === customer.email.toLowerCase())
    throw inputError(CANNOT_SET_PASSWORD);
  const hash = await hashPassword(newPassword);
  inTransaction(ctx.db, () => {
    // Another reset with the same link may have finished while the password was hashing.
    if (findCustomerByEmail(ctx.db, address)?.rp_token_hash !== customer.rp_token_hash)
      throw inputError(CANNOT_SET_PASSWORD);
    setPasswordHash(ctx.db, customer.customer_id, hash); // also clears the reset token: the link works once
    revokeOtherCustomerTokens(ctx.db, customer.customer_id, null);
  });
  return true;
}
