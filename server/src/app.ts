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

export interface App {
  /** `peer` is the socket's remote address, where there is a socket (main.ts). */
  fetch(request: Request, peer?: { address?: string }): Promise<Response>;
}

export function createApp({ db, config }: { db: Db; config: ServerConfig }): App {
  assertUsableSecret(config.secret);
  const graphql = createGraphqlHandler(db, config);
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
  };
  const route = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (config.magentoBackendUrl && isBackendPath(pathname))
      return proxyRequest(request, config.magentoBackendUrl, config);
    const area = serverAreaOf(pathname);
    if (area) return areas[area](request);
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
        console.error('Request failed:', request.method, request.url, (e as Error).message);
        response = textResponse(500, 'Internal server error');
      }
      return withSecurityHeaders(config, response);
    },
  };
}
