// graphql-yoga configured with Magento's HTTP semantics: queries over GET (cacheable, with
// X-Magento-Cache-Id), mutations over POST, masked unexpected errors, Magento's query limits.
import crypto from 'node:crypto';
import { createYoga, type Plugin } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import type { Db } from '../db/connection';
import type { ServerConfig } from '../config';
import { buildContext, UnknownStoreError, type RequestContext } from '../context';
import { buildSchema } from '../schema';
import { queryLimitsRule } from './limits';

/** Magento's cache id varies by store, currency and customer group; ours by store, currency and sign-in. */
export function cacheIdFor(config: ServerConfig, ctx: Pick<RequestContext, 'store' | 'currency' | 'customerId'>) {
  const group = ctx.customerId === null ? 'guest' : 'customer';
  return crypto
    .createHmac('sha256', config.secret)
    .update(`${ctx.store.code}|${ctx.currency}|${group}`)
    .digest('hex');
}

function magentoHttpSemantics(config: ServerConfig): Plugin<RequestContext> {
  const cacheIds = new WeakMap<Request, string>();
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(queryLimitsRule);
    },
    onExecute({ args }) {
      const ctx = args.contextValue as RequestContext;
      cacheIds.set(ctx.request, cacheIdFor(config, ctx));
    },
    onResponse({ request, response }) {
      const cacheId = cacheIds.get(request);
      if (cacheId) response.headers.set('X-Magento-Cache-Id', cacheId);
      const cacheable = request.method === 'GET' && response.status === 200 && !request.headers.get('authorization');
      response.headers.set('Cache-Control', cacheable ? 'max-age=300, public' : 'no-store, no-cache, private');
    },
  };
}

export function createGraphqlHandler(db: Db, config: ServerConfig) {
  return createYoga<{ request: Request }, RequestContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    batching: false,
    logging: false,
    context: ({ request }) => {
      try {
        return buildContext(db, config, request);
      } catch (e) {
        if (e instanceof UnknownStoreError)
          throw new GraphQLError(e.message, { extensions: { category: 'graphql-no-such-entity' } });
        throw e;
      }
    },
    maskedErrors: {
      maskError(error, message) {
        const original = (error as GraphQLError).originalError ?? error;
        if (process.env.DEBUG_GRAPHQL) console.error(original);
        if (original instanceof GraphQLError) return original;
        if (error instanceof GraphQLError && !(error as GraphQLError).originalError) return error;
        return new GraphQLError(message, { extensions: { category: 'internal' } });
      },
      errorMessage: 'Internal server error',
    },
    plugins: [magentoHttpSemantics(config)],
  });
}
