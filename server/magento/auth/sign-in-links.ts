// Signing in by link: /autosignin/{customerid|phone|email}/{value}?signature=… (links the shop sends by SMS
// or e-mail) and magic links to /custompage/index/checklogin?token=…. Each link is signed with the server
// secret, expires, and works once (its nonce is recorded when used).
import type { RequestContext } from '../context';
import type { StandInConfig } from '../config';
import { authenticationError, inputError } from '../errors';
import { findCustomerByEmail, findCustomerById, findCustomerByMobile } from '../db/repositories/customers';
import { useLinkNonce } from '../db/repositories/sign-in-links';
import { nowMs } from '../clock';
import { normaliseMobile } from './mobile';
import { issueToken } from './sign-in';
import { signToken, verifyToken } from './signed-tokens';

export const AUTO_SIGN_IN_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const MAGIC_LINK_LIFETIME_MS = 15 * 60 * 1000;
export const LINK_INVALID = 'The sign-in link is invalid or has expired.';
export const LINK_USED = 'The sign-in link has already been used.';

export type AutoSignInKind = 'customerid' | 'phone' | 'email';
type Ctx = Pick<RequestContext, 'db' | 'config'>;

/** The value as links sign it: a plain id, 10 mobile digits, a lower-case e-mail; null if malformed. */
function canonical(kind: AutoSignInKind, value: string): string | null {
  if (kind === 'customerid') return /^[1-9]\d{0,9}$/.test(value.trim()) ? value.trim() : null;
  if (kind === 'phone') return normaliseMobile(value);
  return value.trim().toLowerCase() || null;
}

/** An /autosignin link for a customer, valid for a day (for the shop's SMS and e-mail campaigns). */
export function autoSignInUrl(
  config: StandInConfig,
  origin: string,
  kind: AutoSignInKind,
  value: string,
): string {
  const subject = canonical(kind, value);
  if (!subject) throw new RangeError(`Not a valid ${kind}: ${value}`);
  const signature = signToken(
    config.secret,
    `autosignin:${kind}`,
    subject,
    nowMs(config) + AUTO_SIGN_IN_LIFETIME_MS,
  );
  return `${origin}/autosignin/${kind}/${encodeURIComponent(subject)}?signature=${signature}`;
}

export interface AutoSignInInput {
  customer_id?: number | null;
  phone?: string | null;
  email?: string | null;
  signature?: string | null;
}

function kindOf(input: AutoSignInInput): [AutoSignInKind, string] {
  const given: [AutoSignInKind, unknown][] = [
    ['customerid', input.customer_id],
    ['phone', input.phone],
    ['email', input.email],
  ];
  const set = given.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (set.length !== 1) throw inputError('Set exactly one of "customer_id", "phone" and "email".');
  const [kind, value] = set[0]!;
  return [kind, String(value)];
}

/** Checks signature, expiry and single use; then the link's customer gets a token. */
function redeem(
  ctx: Ctx,
  purpose: string,
  token: string,
  customerOf: (subject: string) => number | undefined,
) {
  const now = nowMs(ctx.config);
  const verified = verifyToken(ctx.config.secret, purpose, token, now);
  const customerId = verified ? customerOf(verified.subject) : undefined;
  if (!verified || customerId === undefined) throw authenticationError(LINK_INVALID);
  if (!useLinkNonce(ctx.db, verified.nonce, purpose, customerId, now)) throw authenticationError(LINK_USED);
  return issueToken(ctx, customerId);
}

export function redeemAutoSignIn(ctx: Ctx, input: AutoSignInInput): string {
  const [kind, value] = kindOf(input);
  if (!input.signature) throw inputError('The sign-in link has no "signature".');
  const subject = canonical(kind, value);
  if (!subject) throw authenticationError(LINK_INVALID);
  return redeem(ctx, `autosignin:${kind}`, input.signature, (signed) => {
    if (signed !== subject) return undefined;
    const customer =
      kind === 'customerid'
        ? findCustomerById(ctx.db, Number(subject))
        : kind === 'phone'
          ? findCustomerByMobile(ctx.db, subject)
          : findCustomerByEmail(ctx.db, subject);
    return customer?.is_active ? customer.customer_id : undefined;
  });
}

export function magicLinkUrl(config: StandInConfig, origin: string, customerId: number): string {
  const token = signToken(config.secret, 'magic', String(customerId), nowMs(config) + MAGIC_LINK_LIFETIME_MS);
  return `${origin}/custompage/index/checklogin?token=${token}`;
}

export function redeemMagicLink(ctx: Ctx, token: string): string {
  return redeem(ctx, 'magic', token.trim(), (subject) => {
    const customer = findCustomerById(ctx.db, Number(subject));
    return customer?.is_active ? customer.customer_id : undefined;
  });
}
