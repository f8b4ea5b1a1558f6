// A stand-in for a CDN in front of the shop: an HTTP shared cache that follows RFC 9111's rules for what it
// may store and reuse (GET 200 answers with a positive max-age or s-maxage, never `private` or `no-store`;
// a request with Authorization only when the answer is explicitly `public`; keyed by URL and the request
// headers the answer's Vary names). It counts what reached the origin, so a test can see hits and misses.
type Fetch = (request: Request) => Promise<Response>;

interface Stored {
  vary: [string, string][];
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

const directives = (response: Response) =>
  (response.headers.get('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());

function storable(request: Request, response: Response): boolean {
  const cc = directives(response);
  const has = (name: string) => cc.some((d) => d === name || d.startsWith(`${name}=`));
  const ttl = Number(
    cc.find((d) => d.startsWith('s-maxage='))?.split('=')[1] ??
      cc.find((d) => d.startsWith('max-age='))?.split('=')[1] ??
      0,
  );
  if (request.method !== 'GET' || response.status !== 200 || has('no-store') || has('private') || !(ttl > 0))
    return false;
  if ((response.headers.get('vary') ?? '').includes('*')) return false;
  return !request.headers.has('authorization') || has('public') || has('s-maxage') || has('must-revalidate');
}

export function sharedCache(origin: Fetch) {
  const store = new Map<string, Stored[]>();
  const stats = { hits: 0, misses: 0 };
  const replay = (s: Stored) => new Response(s.body.slice(0), { status: s.status, headers: s.headers });
  return {
    stats,
    async fetch(request: Request): Promise<Response> {
      const matches = (s: Stored) =>
        s.vary.every(([name, value]) => (request.headers.get(name) ?? '') === value);
      const hit = request.method === 'GET' ? store.get(request.url)?.find(matches) : undefined;
      if (hit) {
        stats.hits++;
        return replay(hit);
      }
      stats.misses++;
      const response = await origin(request);
      if (!storable(request, response)) return response;
      const vary = (response.headers.get('vary') ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      const stored: Stored = {
        vary: vary.map((name) => [name, request.headers.get(name) ?? '']),
        status: response.status,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      };
      store.set(request.url, [
        ...(store.get(request.url) ?? []).filter(
          (s) => !s.vary.every(([n, v]) => stored.vary.some(([m, w]) => m === n && w === v)),
        ),
        stored,
      ]);
      return replay(stored);
    },
  };
}
