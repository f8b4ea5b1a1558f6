import type { RequestContext } from '../../context';
import { noSuchEntity } from '../../errors';
import {
  deletePaymentToken,
  listPaymentTokens,
  type PaymentTokenRow,
} from '../../db/repositories/payment-tokens';
import { requireCustomer } from '../../auth/require-customer';
import type { Resolvers } from '../module';

const tokens = (ctx: RequestContext, customerId: number) => ({
  items: listPaymentTokens(ctx.db, customerId),
});

export const resolvers: Resolvers = {
  Query: {
    customerPaymentTokens: (_: unknown, __: unknown, ctx: RequestContext) =>
      tokens(ctx, requireCustomer(ctx)),
  },
  Mutation: {
    deletePaymentToken: (_: unknown, { public_hash: hash }: { public_hash: string }, ctx: RequestContext) => {
      const customerId = requireCustomer(ctx);
      // Someone else's method reads as unknown: its existence is not revealed.
      if (!deletePaymentToken(ctx.db, customerId, hash))
        throw noSuchEntity(`Could not find a token using public hash: ${hash}`);
      return { result: true, customerPaymentTokens: tokens(ctx, customerId) };
    },
  },
  PaymentToken: {
    // The gateway's own token never leaves the server; `details` is what the storefront shows.
    details: (t: PaymentTokenRow) => t.details,
  },
};
