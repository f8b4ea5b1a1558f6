// What the storefront's server stands in front of. It reaches a backend only the way it reaches Magento: by
// passing on the requests for the backend's paths (common/server-paths.ts: /graphql, /rest/, /media/, the
// sandboxes', /health) and by asking /graphql itself (the page hints, the head and body of a page, sitemaps).
// Two kinds: Magento over HTTP (MAGENTO_BACKEND_URL, http/proxy.ts) and the embedded stand-in in process
// (server/app.ts hands its fetch in), which this folder never imports.
import type { StorefrontConfig } from './config';
import { proxyRequest } from './http/proxy';

export interface Backend {
  /** Answers a request for one of the backend's paths, as the backend's origin would. */
  fetch(request: Request): Promise<Response>;
}

/** Magento has no /health: the storefront is healthy while Magento answers a store query. */
const HEALTH_QUERY = '{storeConfig{store_code}}';

export function magentoBackend(url: string, config: StorefrontConfig): Backend {
  return {
    async fetch(request) {
      const { pathname } = new URL(request.url);
      if (pathname !== '/health') return proxyRequest(request, url, config);
      const probe = new Request(`${config.publicOrigin}/graphql?query=${encodeURIComponent(HEALTH_QUERY)}`);
      const answer = await proxyRequest(probe, url, config);
      const body = answer.ok ? ((await answer.json().catch(() => null)) as { data?: unknown } | null) : null;
      const ok = Boolean(body?.data);
      return Response.json(ok ? { status: 'ok' } : { status: 'unhealthy' }, {
        status: ok ? 200 : 503,
        headers: { 'cache-control': 'no-store, no-cache, private' },
      });
    },
  };
}
