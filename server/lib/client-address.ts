// The shopper's network address, for per-address rate limits. The socket's peer is known only where the
// HTTP server hands the request over (main.ts); it travels with the Request (and the copies /graphql and
// /rest make of it) in a WeakMap, never in a header a client could forge. Behind reverse proxies
// (TRUST_PROXY_HOPS = how many), the address is the X-Forwarded-For entry that many hops from the right:
// the one the outermost trusted proxy saw, which the client cannot choose.
const peers = new WeakMap<Request, string>();

/** In-process requests (tests, page hints) have no socket. */
export const UNKNOWN_ADDRESS = 'unknown';

export function rememberPeer(request: Request, address: string | undefined): void {
  if (address) peers.set(request, address.replace(/^::ffff:/, ''));
}

/** A copy of a request keeps its peer. */
export function carryPeer(from: Request, to: Request): Request {
  const peer = peers.get(from);
  if (peer) peers.set(to, peer);
  return to;
}

/** The socket's remote address, whatever the proxies in front say. */
export const peerAddress = (request: Request): string => peers.get(request) ?? UNKNOWN_ADDRESS;

export function clientAddress(request: Request, trustProxyHops: number): string {
  const peer = peerAddress(request);
  if (trustProxyHops <= 0) return peer;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustProxyHops] ?? forwarded[0] ?? peer;
}
