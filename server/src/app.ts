// The whole backend as one fetch-style handler: tests call app.fetch(new Request(...)) in process;
// main.ts adapts it to Node's HTTP server.
import type { Db } from './db/connection';
import type { ServerConfig } from './config';
import { createGraphqlHandler } from './graphql/yoga';
import { buildRestRouter } from './rest';
import { handleRest } from './http/rest-handler';
import { handleSandbox } from './payments/sandbox';
import { handleMedia } from './http/media';
import { handleStatic } from './http/static';
import { isBackendPath, proxyRequest } from './http/proxy';
import { textResponse } from './http/file-response';
import { handleOauthSandbox } from './auth/oauth-sandbox-page';
import { gzipJson } from './http/compress';
import { addPageHints, graphqlHintQuery } from './http/page-hints';
import { publicGraphqlCache } from './graphql/public-cache';
import { htmlSecurityHeaders, withSecurityHeaders } from './http/security-headers';
import { rememberPeer } from './http/client-address';
import { serverAreaOf, type ServerArea } from '../../src/lib/server-paths';
import { assertUsableSecret } from './auth/server-secret';
import { watchStorage, type Storage } from './db/storage';
import { STORAGE_UNAVAILABLE } from './errors';
import { logError, loggableUrl } from './log';

export interface App {
  /** `peer` is the socket's remote address, where there is a socket (main.ts). */
  fetch(request: Request, peer?: { address?: string }): Promise<Response>;
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
  const reads = area === 'media' || area === 'graphql' || area === 'health';
  if (reads || (area === 'rest' && (request.method === 'GET' || request.method === 'HEAD'))) return null;
  const problem = storage.problem();
  if (!problem) return null;
  console.error(`Refused ${request.method} ${loggableUrl(request.url)}: ${problem}`);
  return Response.json({ message: STORAGE_UNAVAILABLE }, { status: 503, headers: NO_STORE });
}

export function createApp({ db, config }: { db: Db; config: ServerConfig }): App {
  assertUsableSecret(config.secret);
  const storage = watchStorage(db, config.now);
  const graphql = createGraphqlHandler(db, config, storage);
  const publicCache = publicGraphqlCache(db, config.now);
  const rest = buildRestRouter();
  // SANDBOXES=off: the stand-ins are not there at all, as on a shop with real gateways and providers.
  const sandbox = async (handle: () => Promise<Response>) =>
    config.sandboxes ? handle() : textResponse(404, 'Not found');
  // The server's own pages and APIs, one handler per area of src/lib/server-paths.ts: the service worker reads
  // the same list and leaves these paths to the network. Anything else is the storefront (its files or a page).
  const areas: Record<ServerArea, (request: Request) => Promise<Response>> = {
    graphql: (request) => publicCache.fetch(request, async (r) => gzipJson(r, await graphql.fetch(r))),
    rest: async (request) => gzipJson(request, await handleRest(request, rest, db, config)),
    media: async (request) => handleMedia(request, config, db),
    paymentSandbox: (request) => sandbox(() => handleSandbox(request, db, config)),
    mailSignInSandbox: (request) => sandbox(() => handleOauthSandbox(request, db, config)),
    health: async () => health(storage),
  };
  const route = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (config.magentoBackendUrl && isBackendPath(pathname))
      return proxyRequest(request, config.magentoBackendUrl, config);
    const area = serverAreaOf(pathname);
    if (area) return refusedWrite(storage, area, request) ?? areas[area](request);
    return handleStatic(
      request,
      config.staticDir,
      (html, pathname) =>
        addPageHints(html, pathname, {
          staticDir: config.staticDir,
          ask: graphqlHintQuery(route, config.publicOrigin),
          search: new URL(request.url).search,
          origin: config.publicOrigin,
        }),
      (html) => htmlSecurityHeaders(config, html),
    );
  };
  return {
    async fetch(request, peer) {
      rememberPeer(request, peer?.address);
      let response: Response;
      try {
        response = await route(request);
      } catch (e) {
        logError(`${request.method} ${loggableUrl(request.url)} failed`, e);
        response = textResponse(500, 'Internal server error');
      }
      return withSecurityHeaders(config, response);
    },
  };
}
