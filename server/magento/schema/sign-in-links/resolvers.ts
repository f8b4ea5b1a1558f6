import type { RequestContext } from '../../context';
import { findCustomerByEmail } from '../../db/repositories/customers';
import { sendToOutbox } from '../../outbox/outbox';
import { nowMs } from '../../clock';
import { accountKey, isLimited, record, SIGN_IN_LINKS_LIMITED } from '../../auth/rate-limits';
import { isValidEmail } from '../../auth/email';
import { exchangeOauthCode, oauthLoginUrl, type OauthLoginInput } from '../../auth/oauth-login';
import {
  magicLinkUrl,
  redeemAutoSignIn,
  redeemMagicLink,
  type AutoSignInInput,
} from '../../auth/sign-in-links';
import type { Resolvers } from '../module';

// The same answer whether or not the e-mail has an account, so the form cannot be used to find accounts.
export const MAGIC_LINK_SENT =
  'If an account exists for this e-mail address, we have sent a sign-in link to it.';

function requestMagicLink(ctx: RequestContext, email: string) {
  const address = email.trim();
  if (!isValidEmail(address)) return { success: false, message: 'The email address has an invalid format.' };
  // Counted per e-mail whether or not it has an account, so the limit gives nothing away either.
  const account = accountKey(address);
  if (
    isLimited(ctx, 'signInLinkPerAccount', account) ||
    isLimited(ctx, 'signInLinkPerAddress', ctx.clientAddress)
  )
    return { success: false, message: SIGN_IN_LINKS_LIMITED };
  record(ctx, 'signInLinkPerAccount', account);
  record(ctx, 'signInLinkPerAddress', ctx.clientAddress);
  const customer = findCustomerByEmail(ctx.db, address);
  if (customer?.is_active) {
    const link = magicLinkUrl(ctx.config, ctx.config.publicOrigin, customer.customer_id);
    const text = `Hello ${customer.firstname},\n\nSign in to your account with this link: ${link}\n\nIt works once, within 15 minutes. If you did not ask for it, ignore this e-mail.`;
    sendToOutbox(
      ctx.config,
      {
        channel: 'email',
        to: customer.email,
        template: 'magic_link',
        subject: 'Your sign-in link',
        text,
        link,
      },
      nowMs(ctx.config),
    );
  }
  return { success: true, message: MAGIC_LINK_SENT };
}

export const resolvers: Resolvers = {
  Query: {
    oauthLoginUrl: (_: unknown, { provider }: { provider: string }, ctx: RequestContext) =>
      oauthLoginUrl(ctx.config, ctx.config.publicOrigin, provider),
  },
  Mutation: {
    generateCustomerTokenByAutoSignIn: (
      _: unknown,
      { input }: { input: AutoSignInInput },
      ctx: RequestContext,
    ) => ({
      token: redeemAutoSignIn(ctx, input),
    }),
    requestMagicLoginLink: (_: unknown, { email }: { email: string }, ctx: RequestContext) =>
      requestMagicLink(ctx, email),
    generateCustomerTokenByMagicLink: (_: unknown, { token }: { token: string }, ctx: RequestContext) => ({
      token: redeemMagicLink(ctx, token),
    }),
    generateCustomerTokenByOauth: (
      _: unknown,
      { input }: { input: OauthLoginInput },
      ctx: RequestContext,
    ) => ({
      token: exchangeOauthCode(ctx, input),
    }),
  },
};
