// The server's own page cache for /graphql GETs, in front of yoga (what Varnish is in front of Magento): an
// answer the server marked shareable (Cache-Control public, see yoga.ts) is kept, bytes and headers, and
// replayed to the next guest asking the same thing, for at most its max-age and only while the catalogue
// and content are unchanged (catalog_state.version, which every catalogue, category, CMS and store write
// bumps: 004 and 008's triggers). Requests with an Authorization header never read or fill it, nor does
// anything a shared cache may not store: signed-in answers, carts, errors, POSTs.
import type { Db } from '../db/connection';
import { catalogVersion } from '../db/repositories/products';
import { acceptsEncoding } from '../../lib/compress';
import { LruMap } from '../schema/catalog/cache';

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  expires: number;
}

/** Entries are answers of a few KiB; the byte budget bounds memory whatever the mix. */
const MAX_ENTRIES = 4000;
const MAX_BYTES = 64 * 1024 * 1024;

const maxAge = (cacheControl: string | null) => {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl) || /no-store|private/.test(cacheControl)) return 0;
  return Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? /\bmax-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
};

/** What a shared answer may differ by: the query string, the Vary headers' values and the encoding. */
function keyOf(request: Request): string {
  const url = new URL(request.url);
  const header = (name: string) => request.headers.get(name)?.trim() ?? '';
  const encoding = acceptsEncoding(request, 'gzip') ? 'gzip' : '';
  return [url.search, header('store'), header('content-currency'), encoding].join('\n');
}

export function publicGraphqlCache(db: Db, now: () => number = Date.now) {
  let version = -1;
  let bytes = 0;
  const entries = new LruMap<string, Entry>(MAX_ENTRIES, (entry) => (bytes -= entry.body.byteLength));
  const reply = (entry: Entry) =>
    new Response(entry.body.slice(), { status: entry.status, headers: entry.headers });
  return {
    async fetch(request: Request, next: (request: Request) => Promise<Response>): Promise<Response> {
      if (request.method !== 'GET' || request.headers.has('authorization')) return next(request);
      const current = catalogVersion(db);
      if (current !== version) {
        entries.clear();
        version = current;
      }
      const key = keyOf(request);
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return reply(hit);
      const response = await next(request);
      const seconds = maxAge(response.headers.get('cache-control'));
      if (response.status !== 200 || seconds <= 0) return response;
      const body = new Uint8Array(await response.arrayBuffer());
      const entry = { status: 200, headers: [...response.headers], body, expires: now() + seconds * 1000 };
      // The answer was computed for the version read above; a write since then must not be replayed.
      if (catalogVersion(db) === version && body.byteLength <= MAX_BYTES / 64) {
        entries.set(key, entry);
        bytes += body.byteLength;
        while (bytes > MAX_BYTES) entries.deleteOldest();
      }
      return reply(entry);
    },
  };
}
