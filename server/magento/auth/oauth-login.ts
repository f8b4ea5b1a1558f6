// Zepp_OauthLogin against a local sandbox of the mail-account provider (no network): oauthLoginUrl points at
// the sandbox's authorise page (oauth-sandbox-page.ts), which redirects to the storefront's
// /oauthlogin/index/callback?code=…&state=…; generateCustomerTokenByOauth exchanges the code for a token,
// creating the account on first sign-in as a real provider login would.
import crypto from 'node:crypto';
import type { RequestContext } from '../context';
import type { StandInConfig } from '../config';
import { authenticationError, inputError } from '../errors';
import { inTransaction } from '../db/connection';
import { findCustomerByEmail, insertCustomer } from '../db/repositories/customers';
import { ensureReferralCode } from '../db/repositories/referral';
import { insertOauthCode, takeOauthCode } from '../db/repositories/sign-in-links';
import { nowMs } from '../clock';
import { issueToken } from './sign-in';
import { randomSecret, sha256, signToken, verifyToken } from './signed-tokens';
import { SERVER_AREAS } from '../../../common/server-paths';

export const OAUTH_PROVIDERS: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };
export const OAUTH_CODE_LIFETIME_MS = 5 * 60 * 1000;
const STATE_LIFETIME_MS = 10 * 60 * 1000;
export const OAUTH_FAILED = 'The sign-in with your e-mail provider failed or expired. Please try again.';
/** In the server's area for the sign-in stand-in (common/server-paths.ts). */
export const SANDBOX_AUTHORIZE_PATH = `${SERVER_AREAS.mailSignInSandbox}authorize`;
export const CALLBACK_PATH = '/oauthlogin/index/callback';

/** The provider's code; only the sandbox stands in for them, so none is available with SANDBOXES=off. */
export function checkProvider(config: Pick<StandInConfig, 'sandboxes'>, provider: string): string {
  const code = provider.trim().toLowerCase();
  if (!OAUTH_PROVIDERS[code] || !config.sandboxes)
    throw inputError(`The "${provider}" login provider is not available.`);
  return code;
}

/** The sandbox authorise URL with a signed state (the storefront compares it on the callback). */
export function oauthLoginUrl(config: StandInConfig, origin: string, provider: string): string {
  const code = checkProvider(config, provider);
  const state = signToken(config.secret, 'oauth-state', code, nowMs(config) + STATE_LIFETIME_MS);
  return `${origin}${SANDBOX_AUTHORIZE_PATH}?provider=${code}&state=${encodeURIComponent(state)}`;
}

export function isValidState(config: StandInConfig, provider: string, state: string): boolean {
  return verifyToken(config.secret, 'oauth-state', state, nowMs(config))?.subject === provider;
}

export interface SandboxIdentity {
  provider: string;
  state: string;
  email: string;
  firstname: string;
  lastname: string;
}

/** The sandbox provider's side: an authorisation code for the identity the shopper confirmed. */
export function issueOauthCode(
  ctx: Pick<RequestContext, 'db' | 'config'>,
  identity: SandboxIdentity,
): string {
  const code = randomSecret();
  insertOauthCode(ctx.db, {
    code_hash: sha256(code),
    provider: identity.provider,
    state: identity.state,
    email: identity.email.toLowerCase(),
    firstname: identity.firstname,
    lastname: identity.lastname,
    expires_at: nowMs(ctx.config) + OAUTH_CODE_LIFETIME_MS,
  });
  return code;
}

function findOrCreateCustomer(
  ctx: Pick<RequestContext, 'db' | 'store'>,
  email: string,
  first: string,
  last: string,
) {
  const existing = findCustomerByEmail(ctx.db, email);
  if (existing) return existing.is_active ? existing.customer_id : undefined;
  // No password: the provider vouches for the e-mail; "forgot password" can add one later.
  const id = insertCustomer(ctx.db, {
    email,
    firstname: first,
    lastname: last,
    password_hash: '',
    store_id: ctx.store.store_id,
  });
  ensureReferralCode(ctx.db, id, first);
  return id;
}

export interface OauthLoginInput {
  provider: string;
  code: string;
  state?: string | null;
}

export function exchangeOauthCode(
  ctx: Pick<RequestContext, 'db' | 'config' | 'store'>,
  input: OauthLoginInput,
): string {
  const provider = checkProvider(ctx.config, input.provider);
  const customerId = inTransaction(ctx.db, () => {
    const row = takeOauthCode(ctx.db, sha256(input.code.trim()), nowMs(ctx.config));
    const stateMatches =
      row?.state != null &&
      input.state != null &&
      row.state.length === input.state.length &&
      crypto.timingSafeEqual(Buffer.from(row.state), Buffer.from(input.state));
    if (!row || row.provider !== provider || !stateMatches) return undefined;
    return findOrCreateCustomer(ctx, row.email, row.firstname, row.lastname);
  });
  if (customerId === undefined) throw authenticationError(OAUTH_FAILED);
  return issueToken(ctx, customerId);
}
