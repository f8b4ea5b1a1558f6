// Password sign-in (generateCustomerToken) with Magento's throttling, and token issue for the other ways
// of signing in (links, OTP-free magic link, mail-provider login).
import type { RequestContext } from '../context';
import { authenticationError, inputError } from '../errors';
import { createCustomerToken } from '../db/repositories/customer-tokens';
import { findCustomerByEmail } from '../db/repositories/customers';
import { clearSignInFailures, isSignInLocked, recordSignInFailure } from '../db/repositories/login-attempts';
import { nowMs } from '../clock';
import { verifyPassword } from './passwords';
import { isLimited, record } from './rate-limits';

export const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

type Ctx = Pick<RequestContext, 'db' | 'config'>;

/**
 * A bearer token for the e-mail and password, or Magento's errors (the same one whatever went wrong, a
 * locked e-mail and an address over its limit of failures included: auth/rate-limits.ts).
 */
export async function signInWithPassword(
  ctx: Ctx & Pick<RequestContext, 'clientAddress'>,
  email: string,
  password: string,
): Promise<string> {
  const address = (email ?? '').trim();
  if (!address) throw inputError('Specify the "email" value.');
  if (!password) throw inputError('Specify the "password" value.');
  const { db } = ctx;
  const lockout = ctx.config.rateLimits.signInLockout;
  if (
    isSignInLocked(db, address, nowMs(ctx.config), lockout) ||
    isLimited(ctx, 'signInPerAddress', ctx.clientAddress)
  )
    throw authenticationError(SIGN_IN_FAILED);
  const customer = findCustomerByEmail(db, address);
  // Checked even without an account, so timing does not tell which e-mails have one.
  const matches = await verifyPassword(password, customer?.password_hash ?? '');
  const now = nowMs(ctx.config);
  if (!customer || !matches || !customer.is_active) {
    recordSignInFailure(db, address, now, lockout);
    record(ctx, 'signInPerAddress', ctx.clientAddress);
    throw authenticationError(SIGN_IN_FAILED);
  }
  clearSignInFailures(db, address);
  return createCustomerToken(db, customer.customer_id, now);
}

/** A token for a customer whose identity another way proved (a signed link, a provider login). */
export function issueToken(ctx: Ctx, customerId: number): string {
  return createCustomerToken(ctx.db, customerId, nowMs(ctx.config));
}

/**
 * Magento's CheckCustomerPassword, for changing the password or e-mail: a wrong password counts towards the
 * lockout like a failed sign-in.
 */
export async function checkCustomerPassword(
  ctx: Ctx,
  email: string,
  hash: string,
  password: string,
): Promise<void> {
  const lockout = ctx.config.rateLimits.signInLockout;
  if (isSignInLocked(ctx.db, email, nowMs(ctx.config), lockout))
    throw authenticationError('The account is locked.');
  if (!(await verifyPassword(password, hash))) {
    recordSignInFailure(ctx.db, email, nowMs(ctx.config), lockout);
    throw authenticationError('Invalid login or password.');
  }
}
