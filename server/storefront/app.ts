// The storefront's own server as one fetch-style handler, in front of any backend (backend.ts): the built
// bundle and its pages (each page's HTML with its hints, skeleton and title: html/), the security headers of
// every answer, and the backend's paths passed on untouched. main.ts adapts it to Node's HTTP server; tests
// call app.fetch(new Request(...)) in process.
import type { StorefrontConfig } from './config';
import type { Backend } from './backend';
import { handleStatic } from './http/static';
import { pageHtml } from './html/page-html';
import { htmlSecurityHeaders, withSecurityHeaders } from './http/security-headers';
import { rememberPeer } from '../lib/client-address';
import { textResponse } from '../lib/file-response';
import { logError, loggableUrl } from '../lib/log';
import { serverAreaOf } from '../../common/server-paths';
import { sitemapHandler } from './sitemaps';

export interface App {
  /** `peer` is the socket's remote address, where there is a socket (main.ts). */
  fetch(request: Request, peer?: { address?: string }): Promise<Response>;
}

export function createStorefront({ config, backend }: { config: StorefrontConfig; backend: Backend }): App {
  const sitemaps = sitemapHandler(config, backend);
  const route = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    // The backend's areas (common/server-paths.ts): the service worker reads the same list and leaves these
    // paths to the network. Anything else is the storefront: its files or a page.
    if (serverAreaOf(url.pathname)) return backend.fetch(request);
    // robots.txt and the sitemaps (sitemaps/): written from the backend's catalogue, not files of the bundle.
    const sitemap = await sitemaps(request);
    if (sitemap) return sitemap;
    return handleStatic(
      request,
      config.staticDir,
      (html, pathname) =>
        pageHtml(html, pathname, {
          staticDir: config.staticDir,
          backend,
          search: url.search,
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
