// graphql-yoga configured with Magento's HTTP semantics: queries over GET (cacheable, with
// X-Magento-Cache-Id), mutations over POST only, masked unexpected errors (each logged with its cause),
// limits on what a document may ask before any work is done on it (document-limits.ts, list-limits.ts), a
// capped request body, and no mutation while the database cannot keep it.
import crypto from 'node:crypto';
import { createYoga, type Plugin } from 'graphql-yoga';
import { getOperationAST, GraphQLError } from 'graphql';
import type { Db } from '../db/connection';
import type { Storage } from '../db/storage';
import { storageUnavailable } from '../errors';
import { logError } from '../../lib/log';
import type { StandInConfig } from '../config';
import { buildContext, UnknownStoreError, type RequestContext } from '../context';
import { buildSchema } from '../schema';
import { catalogResponseCache } from '../schema/catalog/response-cache';
import { cartResponseCache } from '../schema/cart/response-cache';
import { BodyTooLargeError, readBodyText } from '../../lib/body';
import { carryPeer } from '../../lib/client-address';
import { queryLimitsRule } from './limits';
import { documentLimitPlugins } from './document-limits';
import { withListLimits } from './list-limits';
import { selectsPrivateField } from './private-fields';

/** How long shared caches may keep a successful GET query (Magento's default page cache TTL is longer). */
export const GRAPHQL_GET_MAX_AGE = 300;

/** Magento's cache id varies by store, currency and customer group; ours by store, currency and sign-in. */
export function cacheIdFor(
  config: StandInConfig,
  ctx: Pick<RequestContext, 'store' | 'currency' | 'customerId'>,
) {
  const group = ctx.customerId === null ? 'guest' : 'customer';
  return crypto
    .createHmac('sha256', config.secret)
    .update(`${ctx.store.code}|${ctx.currency}|${group}`)
    .digest('hex');
}

interface Execution {
  cacheId: string;
  hasErrors: boolean;
  /** Selects a shopper's own data (see private-fields.ts): never shared. */
  isPrivate: boolean;
}

function magentoHttpSemantics(config: StandInConfig): Plugin<RequestContext> {
  const executions = new WeakMap<Request, Execution>();
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(queryLimitsRule);
    },
    onExecute({ args }) {
      const ctx = args.contextValue as RequestContext;
      const execution: Execution = {
        cacheId: cacheIdFor(config, ctx),
        hasErrors: false,
        isPrivate: selectsPrivateField(args.document, args.operationName),
      };
      executions.set(ctx.request, execution);
      return {
        onExecuteDone({ result }) {
          if ('errors' in result && result.errors?.length) execution.hasErrors = true;
        },
      };
    },
    onResponse({ request, response }) {
      const execution = executions.get(request);
      if (execution) response.headers.set('X-Magento-Cache-Id', execution.cacheId);
      // Only a clean, anonymous GET result may be shared: errors (unknown store, bad arguments) are not cached.
      const cacheable =
        request.method === 'GET' &&
        response.status === 200 &&
        execution !== undefined &&
        !execution.hasErrors &&
        !execution.isPrivate &&
        !request.headers.get('authorization');
      response.headers.set(
        'Cache-Control',
        cacheable ? `max-age=${GRAPHQL_GET_MAX_AGE}, public` : 'no-store, no-cache, private',
      );
      if (request.method === 'GET')
        response.headers.set('Vary', 'Store, Content-Currency, Authorization, X-Magento-Cache-Id');
    },
  };
}

/**
 * A mutation while the database file is gone, replaced or read-only would be lost, or fail half-way: it is
 * refused with a clear error (HTTP 503) and the cause is logged. Queries still answer from what is open.
 */
function storageGuard(storage: Storage): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      const problem = storage.problem();
      if (!problem) return;
      console.error(`Refused a mutation: ${problem}`);
      setResultAndStopExecution({ errors: [storageUnavailable()] });
    },
  };
}

/** The error a client gets for an unexpected one; the cause goes to the log, whatever DEBUG_GRAPHQL says. */
function maskError(storage: Storage, error: unknown, message: string): Error {
  const original = (error as GraphQLError).originalError ?? error;
  if (process.env.DEBUG_GRAPHQL) logError('GraphQL error', original);
  if (original instanceof GraphQLError) return original;
  if (error instanceof GraphQLError && !(error as GraphQLError).originalError) return error;
  if (storage.isStorageError(original)) {
    logError('The database could not keep a change', original);
    return storageUnavailable();
  }
  if (!process.env.DEBUG_GRAPHQL) logError(`GraphQL error masked as "${message}"`, original);
  return new GraphQLError(message, { extensions: { category: 'internal' } });
}

function createYogaServer(db: Db, config: StandInConfig, storage: Storage) {
  return createYoga<{ request: Request }, RequestContext>({
    schema: withListLimits(buildSchema()),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    batching: false,
    logging: false,
    // The storefront calls /graphql on its own origin, as with Magento, which sends no CORS headers either.
    cors: false,
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
      maskError: (error, message) => maskError(storage, error, message),
      errorMessage: 'Internal server error',
    },
    // After the HTTP semantics, so cache ids and headers are set for cached results too.
    // The document limits first: a refused document reaches neither validation nor the caches.
    plugins: [
      ...documentLimitPlugins(config.limits),
      magentoHttpSemantics(config),
      storageGuard(storage),
      catalogResponseCache(),
      cartResponseCache(),
    ],
  });
}

const errorResponse = (status: number, message: string) =>
  Response.json(
    { errors: [{ message, extensions: { category: 'graphql-input' } }] },
    { status, headers: { 'cache-control': 'no-store, no-cache, private' } },
  );

/** The /graphql endpoint. POST bodies are read with a size cap before yoga sees them. */
export function createGraphqlHandler(db: Db, config: StandInConfig, storage: Storage) {
  const yoga = createYogaServer(db, config, storage);
  return {
    async fetch(request: Request): Promise<Response> {
      if (request.method !== 'POST') return yoga.fetch(request);
      let body: string;
      try {
        body = await readBodyText(request, config.limits.maxBodyBytes);
      } catch (e) {
        if (e instanceof BodyTooLargeError) return errorResponse(413, e.message);
        throw e;
      }
      return yoga.fetch(
        carryPeer(request, new Request(request.url, { method: 'POST', headers: request.headers, body })),
      );
    },
  };
}
