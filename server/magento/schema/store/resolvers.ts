import type { RequestContext } from '../../context';
import type { Resolvers } from '../module';
import { listWebsiteStores } from '../../db/repositories/stores';
import { buildStoreConfig } from './store-config';

export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: (_p: unknown, _a: unknown, ctx: RequestContext) =>
      buildStoreConfig(ctx.db, ctx.store, ctx.config.publicOrigin),
    availableStores: (_p: unknown, args: { useCurrentGroup?: boolean | null }, ctx: RequestContext) => {
      const origin = ctx.config.publicOrigin;
      const groupId = args.useCurrentGroup ? ctx.store.group_id : undefined;
      return listWebsiteStores(ctx.db, ctx.store.website_id, groupId).map((s) =>
        buildStoreConfig(ctx.db, s, origin),
      );
    },
  },
  StoreConfig: {
    // The same for every store view: the stand-ins are the server's, not a store's (config.ts, SANDBOXES).
    sandbox_mode: (_p: unknown, _a: unknown, ctx: RequestContext) => ctx.config.sandboxes,
  },
};
