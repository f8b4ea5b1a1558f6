// The shop's robots.txt and sitemaps, answered by the storefront's server in front of any backend:
//   /robots.txt               what crawlers may read, and where the sitemap index is (robots.ts)
//   /sitemap.xml              the sitemap index (sitemaps.org 0.9): one <sitemap> per shard, with its newest lastmod
//   /sitemaps/{section}-N.xml the shards: products, categories, pages (CMS pages and home), SHARD_SIZE URLs each
// What they list is read from the backend's GraphQL (load.ts) into a snapshot, kept for SITEMAP_TTL_SECONDS
// (config.sitemapTtlMs, default 10 minutes) and then read again: the backend's own caches (Varnish in front of
// Magento, the stand-in's public cache) are dropped when the catalogue changes, so a rebuild reads what changed
// and is cheap when nothing did. A shard is written as a stream the first time it is asked for, and kept
// (plain and gzipped, as asked) until the snapshot is replaced. Answers carry Cache-Control for the rest of the
// snapshot's life, an ETag that is a hash of the URLs and dates listed (the same after a rebuild that changed
// nothing) and Last-Modified, the newest lastmod; conditional requests get 304.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Backend } from '../backend';
import type { StorefrontConfig } from '../config';
import { acceptsEncoding } from '../../lib/compress';
import { fileResponse, textResponse } from '../../lib/file-response';
import { logError } from '../../lib/log';
import { loadSitemapSections, type SitemapSections } from './load';
import { ROBOTS_PATH, SECTIONS, SHARD_FOLDER, SITEMAP_INDEX_PATH, shardOf, shardPath } from './paths';
import { robotsTxt } from './robots';
import { laterDate, sitemapIndexXml, urlsetStream, type SitemapUrl } from './xml';

/** URLs per shard: well under the protocol's 50,000 URLs and 50 MB (10,000 URLs of at most 2,048 characters). */
export const SHARD_SIZE = 10_000;
/** After a failed rebuild the old snapshot is served this long before the backend is asked again. */
const RETRY_MS = 60_000;
const XML = 'application/xml; charset=utf-8';

interface Shard extends SitemapFile {
  urls: readonly SitemapUrl[];
}

interface Snapshot {
  /** When the snapshot is to be read again (ms since epoch, config clock). */
  expires: number;
  index: SitemapFile & { bytes: Buffer };
  shards: Map<string, Shard>;
}

function hashOf(urls: readonly SitemapUrl[]): string {
  const hash = crypto.createHash('sha1');
  for (const { loc, lastmod } of urls) hash.update(`${loc}\n${lastmod ?? ''}\n`);
  return hash.digest('base64url').slice(0, 22);
}

function buildSnapshot(
  sections: SitemapSections,
  origin: string,
  expires: number,
  shardSize: number,
): Snapshot {
  const shards = new Map<string, Shard>();
  const listed: SitemapUrl[] = [];
  for (const section of SECTIONS) {
    const urls = sections[section];
    for (let start = 0, n = 1; start < urls.length; start += shardSize, n++) {
      const slice = urls.slice(start, start + shardSize);
      const lastmod = slice.reduce<string | null>((newest, url) => laterDate(newest, url.lastmod), null);
      const path = shardPath(section, n);
      shards.set(path, { urls: slice, lastmod, etag: hashOf(slice) });
      listed.push({ loc: origin + path, lastmod });
    }
  }
  const bytes = Buffer.from(sitemapIndexXml(listed));
  const lastmod = listed.reduce<string | null>((newest, shard) => laterDate(newest, shard.lastmod), null);
  return { expires, index: { bytes, etag: hashOf(listed), lastmod }, shards };
}

/** The current snapshot: built on first use, read again once expired (one build at a time). */
function snapshots(config: StorefrontConfig, backend: Backend, shardSize: number) {
  const now = () => config.now?.() ?? Date.now();
  let current: Snapshot | null = null;
  let building: Promise<Snapshot> | null = null;
  const build = async (): Promise<Snapshot> => {
    try {
      const sections = await loadSitemapSections(backend, config.publicOrigin);
      current = buildSnapshot(sections, config.publicOrigin, now() + config.sitemapTtlMs, shardSize);
    } catch (e) {
      if (!current) throw e;
      logError('Sitemaps: reading the catalogue failed; the previous sitemaps are served meanwhile', e);
      current = { ...current, expires: now() + RETRY_MS };
    }
    return current;
  };
  return {
    get(): Promise<Snapshot> {
      if (current && now() < current.expires) return Promise.resolve(current);
      building ??= build().finally(() => (building = null));
      return building;
    },
    secondsLeft: (snapshot: Snapshot) => Math.max(0, Math.floor((snapshot.expires - now()) / 1000)),
  };
}

const httpDate = (w3c: string | null) => (w3c ? new Date(w3c).toUTCString() : null);

/** RFC 9110's conditional GET: If-None-Match when present, else If-Modified-Since. */
function notModified(request: Request, etag: string, lastModified: string | null): boolean {
  const match = request.headers.get('if-none-match');
  if (match !== null) return match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  return lastModified !== null && !Number.isNaN(since) && Date.parse(lastModified) <= since;
}

/** A sitemap file: its URLs' hash and newest date, and its bytes once written (plain and gzipped). */
interface SitemapFile {
  etag: string;
  lastmod: string | null;
  bytes?: Buffer;
  gzipped?: Buffer;
}

/**
 * The answer for `file` in the encoding the request accepts (gzip whenever it does): 304 when the client's copy
 * is current, the bytes when written, else `stream()` (whose output the caller keeps).
 */
function fileAnswer(
  request: Request,
  file: SitemapFile,
  cacheControl: string,
  stream: (gzip: boolean) => ReadableStream<Uint8Array>,
): Response {
  const gzip = acceptsEncoding(request, 'gzip');
  const etag = `"${file.etag}${gzip ? '-gzip' : ''}"`;
  const lastModified = httpDate(file.lastmod);
  const headers = new Headers({
    'content-type': XML,
    'cache-control': cacheControl,
    etag,
    vary: 'Accept-Encoding',
    'x-content-type-options': 'nosniff',
  });
  if (lastModified) headers.set('last-modified', lastModified);
  if (gzip) headers.set('content-encoding', 'gzip');
  if (notModified(request, etag, lastModified)) return new Response(null, { status: 304, headers });
  if (gzip && !file.gzipped && file.bytes) file.gzipped = zlib.gzipSync(file.bytes, { level: 6 });
  const bytes = gzip ? file.gzipped : file.bytes;
  if (bytes) headers.set('content-length', String(bytes.byteLength));
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(bytes ? new Uint8Array(bytes) : stream(gzip), { status: 200, headers });
}

/** Keeps what passes through, and hands it over whole once the stream ends. */
function keeping(whole: (bytes: Buffer) => void): TransformStream<Uint8Array, Uint8Array> {
  const chunks: Uint8Array[] = [];
  return new TransformStream({
    transform(chunk, controller) {
      chunks.push(chunk);
      controller.enqueue(chunk);
    },
    flush: () => whole(Buffer.concat(chunks)),
  });
}

/** A shard's <urlset> written as the client reads it; what is written is kept (plain, and gzipped if so). */
function shardStream(shard: Shard, gzip: boolean): ReadableStream<Uint8Array> {
  const plain = urlsetStream(shard.urls, (bytes) => (shard.bytes ??= bytes));
  if (!gzip) return plain;
  return plain
    .pipeThrough(new CompressionStream('gzip') as TransformStream<Uint8Array, Uint8Array>)
    .pipeThrough(keeping((bytes) => (shard.gzipped ??= bytes)));
}

/**
 * The storefront's answer to /robots.txt, /sitemap.xml and /sitemaps/*, or null for any other path (the caller
 * goes on to the bundle and its pages). `shardSize` is for tests: a small one shows a section split in shards.
 */
export function sitemapHandler(
  config: StorefrontConfig,
  backend: Backend,
  { shardSize = SHARD_SIZE }: { shardSize?: number } = {},
): (request: Request) => Promise<Response | null> {
  const robots = Buffer.from(robotsTxt(config.publicOrigin));
  const store = snapshots(config, backend, shardSize);
  return async (request) => {
    const { pathname } = new URL(request.url);
    const shard = shardOf(pathname);
    const isIndex = pathname === SITEMAP_INDEX_PATH;
    if (pathname !== ROBOTS_PATH && !isIndex && !pathname.startsWith(SHARD_FOLDER)) return null;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const refused = textResponse(405, 'Method not allowed');
      refused.headers.set('allow', 'GET, HEAD');
      return refused;
    }
    if (pathname === ROBOTS_PATH)
      return fileResponse(request, {
        bytes: robots,
        contentType: 'text/plain; charset=utf-8',
        cacheControl: 'public, max-age=3600',
      });
    if (!isIndex && !shard) return textResponse(404, 'Not found');
    let snapshot: Snapshot;
    try {
      snapshot = await store.get();
    } catch (e) {
      logError(`Sitemaps: reading the catalogue for ${pathname} failed`, e);
      const unavailable = textResponse(503, 'The sitemap is not available now; try again later.');
      unavailable.headers.set('retry-after', String(RETRY_MS / 1000));
      return unavailable;
    }
    const cacheControl = `public, max-age=${store.secondsLeft(snapshot)}`;
    if (isIndex)
      return fileAnswer(request, snapshot.index, cacheControl, () => {
        throw new Error('The sitemap index is written with its snapshot');
      });
    const file = snapshot.shards.get(pathname);
    if (!file) return textResponse(404, 'Not found');
    return fileAnswer(request, file, cacheControl, (gzip) => shardStream(file, gzip));
  };
}
