// The embedded Magento stand-in as one fetch-style handler: what a Magento origin answers for this shop
// (/graphql, /rest, /media), the outside services' sandboxes (/sandbox/, /oauthlogin/sandbox/) and /health.
// It knows nothing of the storefront: the storefront's server (server/storefront/) forwards these paths here as
// it would to Magento, and tests may call it directly.
import type { Db } from './db/connection';
import type { StandInConfig } from './config';
import { createGraphqlHandler } from './graphql/yoga';
import { buildRestRouter } from './rest';
import { handleRest } from './http/rest-handler';
import { handleSandbox } from './payments/sandbox';
import { handleMedia } from './http/media';
import { handleOauthSandbox } from './auth/oauth-sandbox-page';
import { handleTrackingPage } from './orders/tracking-page';
import { handleInvoicePdf } from './invoices/pdf-route';
import { publicGraphqlCache } from './graphql/public-cache';
import { assertUsableSecret } from './auth/server-secret';
import { watchStorage, type Storage } from './db/storage';
import { STORAGE_UNAVAILABLE } from './errors';
import { textResponse } from '../lib/file-response';
import { gzipJson } from '../lib/compress';
import { logError, loggableUrl } from '../lib/log';
import { serverAreaOf, type ServerArea } from '../../common/server-paths';

export interface StandIn {
  fetch(request: Request): Promise<Response>;
}

const NO_STORE = { 'cache-control': 'no-store, no-cache, private' };

/** GET /health: 200 {"status":"ok"} while the database can keep changes, else 503 {"status":"unhealthy"}. */
function health(storage: Storage): Response {
  const problem = storage.problem();
  if (problem) console.error(`Health check failed: ${problem}`);
  return Response.json(problem ? { status: 'unhealthy' } : { status: 'ok' }, {
    status: problem ? 503 : 200,
    headers: NO_STORE,
  });
}

/**
 * A request to an area that writes (REST's changes, the sandboxes' callbacks and sign-ins) while the database
 * cannot keep it is refused before it starts; GraphQL refuses mutations itself (graphql/yoga.ts).
 */
function refusedWrite(storage: Storage, area: ServerArea, request: Request): Response | null {
  const reads =
    area === 'media' ||
    area === 'graphql' ||
    area === 'health' ||
    area === 'shipmentTracking' ||
    area === 'invoicePdf';
  if (reads || (area === 'rest' && (request.method === 'GET' || request.method === 'HEAD'))) return null;
  const problem = storage.problem();
  if (!problem) return null;
  console.error(`Refused ${request.method} ${loggableUrl(request.url)}: ${problem}`);
  return Response.json({ message: STORAGE_UNAVAILABLE }, { status: 503, headers: NO_STORE });
}

export function createStandIn({ db, config }: { db: Db; config: StandInConfig }): StandIn {
  assertUsableSecret(config.secret);
  const storage = watchStorage(db, config.now);
  const graphql = createGraphqlHandler(db, config, storage);
  const publicCache = publicGraphqlCache(db, config.now);
  const rest = buildRestRouter();
  // SANDBOXES=off: the stand-ins are not there at all, as on a shop with real gateways and providers.
  const sandbox = async (handle: () => Promise<Response>) =>
    config.sandboxes ? handle() : textResponse(404, 'Not found');
  const areas: Record<ServerArea, (request: Request) => Promise<Response>> = {
    graphql: (request) => publicCache.fetch(request, async (r) => gzipJson(r, await graphql.fetch(r))),
    rest: async (request) => gzipJson(request, await handleRest(request, rest, db, config)),
    media: async (request) => handleMedia(request, config, db),
    paymentSandbox: (request) => sandbox(() => handleSandbox(request, db, config)),
    mailSignInSandbox: (request) => sandbox(() => handleOauthSandbox(request, db, config)),
    shipmentTracking: async (request) => handleTrackingPage(request, db),
    health: async () => health(storage),
    invoicePdf: (request) => handleInvoicePdf(request, db, config),
  };
  return {
    async fetch(request) {
      const area = serverAreaOf(new URL(request.url).pathname);
      if (!area) return textResponse(404, 'Not found');
      try {
        return refusedWrite(storage, area, request) ?? (await areas[area](request));
      } catch (e) {
        logError(`${request.method} ${loggableUrl(request.url)} failed`, e);
        return textResponse(500, 'Internal server error');
      }
    },
  };
}
