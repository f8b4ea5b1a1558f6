import type { RequestContext } from '../../context';
import type { Resolvers } from '../module';
import { CANCELLATION_REASONS } from './cancel-messages';
import { cancelOrderMutation } from './cancel-order';
import { cancellationEnabled } from './cancel-rules';
import { lifecycleOrderFields } from './lifecycle-fields';

export const resolvers: Resolvers = {
  CustomerOrder: lifecycleOrderFields,
  ShipmentItemInterface: { __resolveType: () => 'ShipmentItem' },
  CreditMemoItemInterface: { __resolveType: () => 'CreditMemoItem' },
  StoreConfig: {
    order_cancellation_enabled: (config: { id: number }, _a: unknown, ctx: RequestContext) =>
      cancellationEnabled(ctx.db, config.id),
    order_cancellation_reasons: () => CANCELLATION_REASONS.map((description) => ({ description })),
  },
  Mutation: {
    cancelOrder: (
      _: unknown,
      args: { input?: { order_id?: unknown; reason?: unknown } | null },
      ctx: RequestContext,
    ) => cancelOrderMutation(ctx, args.input),
  },
};
