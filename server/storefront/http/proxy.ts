// Proxy mode (MAGENTO_BACKEND_URL): /graphql, /rest and /media go to the real Magento origin unchanged
// (method, headers such as store / authorization / Content-Currency / X-Magento-Cache-Id, body), and its
// status and headers come back; hop-by-hop headers are dropped in both directions. Magento is told the shop's
// public origin (PUBLIC_ORIGIN) as X-Forwarded-Host/-Proto, never what the client wrote there, so the links
// it builds (its e-mails, its URLs) cannot be pointed at another host; its X-Powered-By stays behind; a
// Magento that does not answer within MAGENTO_TIMEOUT_MS gets the shopper a 504, one that cannot be reached 502.
import type { StorefrontConfig } from '../config';
import { readBodyText, BodyTooLargeError } from '../../lib/body';
import { clientAddress, peerAddress, UNKNOWN_ADDRESS } from '../../lib/client-address';

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
/** Headers of Magento's answer that only tell an attacker what runs behind the shop. */
const FINGERPRINTS = ['x-powered-by', 'server'];

export const isBackendPath = (pathname: string) =>
  pathname === '/graphql' || pathname.startsWith('/rest/') || pathname.startsWith('/media/');

function withoutHopByHop(source: Headers, extra: string[] = []): Headers {
  const headers = new Headers(source);
  const listed = (source.get('connection') ?? '').split(',').map((h) => h.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...listed, ...extra]) if (name) headers.delete(name);
  return headers;
}

type ProxyConfig = Pick<StorefrontConfig, 'publicOrigin' | 'trustProxyHops' | 'upstreamTimeoutMs' | 'limits'>;

function forwardedHeaders(request: Request, config: ProxyConfig): Headers {
  const { trustProxyHops } = config;
  // fetch() sets host and length itself, and negotiates (and decodes) compression with the upstream.
  const headers = withoutHopByHop(request.headers, ['host', 'content-length', 'accept-encoding']);
  for (const name of ['forwarded', 'x-forwarded-port', 'x-forwarded-server']) headers.delete(name);
  const origin = new URL(config.publicOrigin);
  headers.set('x-forwarded-host', origin.host);
  headers.set('x-forwarded-proto', origin.protocol.replace(':', ''));
  // Magento's own per-address limits (password resets, its lockouts) see the shopper, not this server: the
  // chain from trusted proxies is kept, a chain the client wrote is not.
  const address = clientAddress(request, trustProxyHops);
  if (address !== UNKNOWN_ADDRESS) {
    const chain = trustProxyHops > 0 ? request.headers.get('x-forwarded-for') : null;
    headers.set('x-forwarded-for', chain ? `${chain}, ${peerAddress(request)}` : address);
  }
  return headers;
}

const badGateway = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'cache-control': 'no-store' } });

export async function proxyRequest(
  request: Request,
  backendUrl: string,
  config: ProxyConfig,
): Promise<Response> {
  const url = new URL(request.url);
  const target = backendUrl + url.pathname + url.search;
  let body: string | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    try {
      body = await readBodyText(request, config.limits.maxBodyBytes);
    } catch (e) {
      if (e instanceof BodyTooLargeError) return badGateway(413, e.message);
      throw e;
    }
  }
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers: forwardedHeaders(request, config),
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(config.upstreamTimeoutMs),
    });
  } catch (e) {
    if ((e as Error).name === 'TimeoutError')
      return badGateway(504, `The Magento backend did not answer within ${config.upstreamTimeoutMs} ms.`);
    return badGateway(502, `The Magento backend did not answer: ${(e as Error).message}`);
  }
  // fetch() has already decoded the body, so the upstream's encoding and length no longer apply.
  const headers = withoutHopByHop(upstream.headers, ['content-encoding', 'content-length', ...FINGERPRINTS]);
  return new Response(request.method === 'HEAD' ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers,
  });
}
