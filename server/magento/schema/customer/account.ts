// Creating and changing customer accounts: Magento's rules and messages, every check before any write, and
// each change written in one transaction.
import { nowMs } from '../../clock';
import type { RequestContext } from '../../context';
import { alreadyExists, inputError, noSuchEntity } from '../../errors';
import { inTransaction } from '../../db/connection';
import {
  emailTaken,
  findCustomerById,
  insertCustomer,
  setPasswordHash,
  updateCustomer,
  type CustomerRow,
} from '../../db/repositories/customers';
import { revokeOtherCustomerTokens } from '../../db/repositories/customer-tokens';
import { insertNotification } from '../../db/repositories/notifications';
import {
  ensureReferralCode,
  findReferrerByCode,
  mailboxOf,
  recordReferral,
} from '../../db/repositories/referral';
import { isValidEmail } from '../../auth/email';
import { hashPassword, PASSWORD_SAME_AS_EMAIL, passwordStrengthError } from '../../auth/passwords';
import { bearerToken } from '../../auth/require-customer';
import { checkCustomerPassword } from '../../auth/sign-in';
import { checkRequiredNames, profilePatch, type ProfileInput } from './profile';

export const DUPLICATE_EMAIL =
  'A customer with the same email address already exists in an associated website.';

type Ctx = Pick<RequestContext, 'db' | 'config' | 'store' | 'request'>;

export interface CreateInput extends ProfileInput {
  email?: string | null;
  password?: string | null;
  referral_code?: string | null;
}

function checkEmail(email: string | null | undefined): string {
  const address = (email ?? '').trim();
  if (!address) throw inputError('Required parameters are missing: Email');
  if (!isValidEmail(address)) throw inputError(`"${address}" is not a valid email address.`);
  return address;
}

function checkNewPassword(password: string, email: string): void {
  const weak = passwordStrengthError(password);
  if (weak) throw inputError(weak);
  if (password.toLowerCase() === email.toLowerCase()) throw inputError(PASSWORD_SAME_AS_EMAIL);
}

export const OWN_REFERRAL_CODE = 'You cannot use your own referral code.';

/** The referrer whose code the new customer gave; never the customer themselves under another address. */
function referrerOf(
  ctx: Ctx,
  code: string | null | undefined,
  newcomer: { email: string; mobile_number?: string | null },
): number | null {
  if (code == null || code.trim() === '') return null;
  const referrerId = findReferrerByCode(ctx.db, code);
  if (referrerId === undefined) throw inputError(`The referral code "${code.trim()}" is not valid.`);
  const referrer = findCustomerById(ctx.db, referrerId)!;
  const samePhone = Boolean(newcomer.mobile_number) && newcomer.mobile_number === referrer.mobile_number;
  if (samePhone || mailboxOf(referrer.email) === mailboxOf(newcomer.email))
    throw inputError(OWN_REFERRAL_CODE);
  return referrerId;
}

/** createCustomerV2 / createCustomer: the new customer's row. */
export async function createAccount(ctx: Ctx, input: CreateInput): Promise<CustomerRow> {
  if (Object.keys(input).length === 0) throw inputError('"input" value should be specified');
  checkRequiredNames(input, true);
  const email = checkEmail(input.email);
  const patch = profilePatch(input, nowMs(ctx.config));
  if (input.password != null && input.password !== '') checkNewPassword(input.password, email);
  const referrerId = referrerOf(ctx, input.referral_code, { email, mobile_number: patch.mobile_number });
  if (emailTaken(ctx.db, email)) throw inputError(DUPLICATE_EMAIL);
  // An account created without a password can sign in once a password is set through "forgot password".
  const passwordHash = input.password ? await hashPassword(input.password) : '';
  const customerId = inTransaction(ctx.db, () => {
    if (emailTaken(ctx.db, email)) throw inputError(DUPLICATE_EMAIL); // raced with another sign-up
    const id = insertCustomer(ctx.db, {
      ...patch,
      email,
      firstname: patch.firstname!,
      lastname: patch.lastname!,
      password_hash: passwordHash,
      store_id: ctx.store.store_id,
    });
    ensureReferralCode(ctx.db, id, patch.firstname!);
    if (referrerId !== null) recordReferral(ctx.db, id, referrerId);
    insertNotification(ctx.db, id, {
      title: 'Welcome to the shop',
      body: `Hi ${patch.firstname}, your account is ready. Refer friends and earn coins on their first order.`,
      url: '/referral',
    });
    return id;
  });
  return findCustomerById(ctx.db, customerId)!;
}

export interface UpdateInput extends ProfileInput {
  email?: string | null;
  password?: string | null;
}

/** updateCustomerV2 / updateCustomer: changing the e-mail needs the current password, as in Magento. */
export async function updateAccount(
  ctx: Ctx,
  customerId: number,
  input: UpdateInput | null,
): Promise<CustomerRow> {
  if (!input || Object.keys(input).length === 0) throw inputError('"input" value should be specified');
  const customer = findCustomerById(ctx.db, customerId);
  if (!customer) throw noSuchEntity(`Could not find a customer with ID "${customerId}"`);
  checkRequiredNames(input, false);
  const patch = profilePatch(input, nowMs(ctx.config));
  const email = input.email?.trim();
  if (email && email.toLowerCase() !== customer.email.toLowerCase()) {
    if (!input.password) throw inputError('Provide the current "password" to change "email".');
    await checkCustomerPassword(ctx, customer.email, customer.password_hash, input.password);
    patch.email = checkEmail(email);
    if (emailTaken(ctx.db, patch.email, customerId)) throw alreadyExists(DUPLICATE_EMAIL);
  }
  updateCustomer(ctx.db, customerId, patch);
  return findCustomerById(ctx.db, customerId)!;
}

/** changeCustomerPassword: other sessions are signed out; the one that changed it stays signed in. */
export async function changePassword(
  ctx: Ctx,
  customerId: number,
  current: string,
  next: string,
): Promise<CustomerRow> {
  if (!current || current.trim() === '') throw inputError('Specify the "currentPassword" value.');
  if (!next || next.trim() === '') throw inputError('Specify the "newPassword" value.');
  const customer = findCustomerById(ctx.db, customerId);
  if (!customer) throw noSuchEntity(`Could not find a customer with ID "${customerId}"`);
  await checkCustomerPassword(ctx, customer.email, customer.password_hash, current);
  checkNewPassword(next, customer.email);
  const hash = await hashPassword(next);
  inTransaction(ctx.db, () => {
    setPasswordHash(ctx.db, customerId, hash);
    revokeOtherCustomerTokens(ctx.db, customerId, bearerToken(ctx.request));
  });
  return findCustomerById(ctx.db, customerId)!;
}
