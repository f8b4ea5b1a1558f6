import type { RequestContext } from '../../context';
import type { CustomerRow } from '../../db/repositories/customers';
import { ensureReferralCode, referralStats } from '../../db/repositories/referral';
import type { Resolvers } from '../module';

export const resolvers: Resolvers = {
  Customer: {
    referral: (c: CustomerRow, _: unknown, ctx: RequestContext) => {
      const code = ensureReferralCode(ctx.db, c.customer_id, c.firstname);
      return {
        code,
        // The storefront's sign-up page prefills createCustomerV2's referral_code from this parameter.
        link: `${ctx.config.publicOrigin}/create-account?referral_code=${encodeURIComponent(code)}`,
        stats: referralStats(ctx.db, c.customer_id),
      };
    },
  },
};
