// The built storefront (config.staticDir): precompressed .br/.gz siblings when present, else gzip on the
// fly for text; immutable caching for content-hashed assets, `no-cache` for the HTML shell and sw.js;
// SPA fallback to index.html for page navigations; a plain page telling the developer to build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { etagOf, fileResponse, textResponse, type FileBody } from '../../lib/file-response';
import { contentTypeFor, isCompressible } from '../../lib/mime';
import { acceptsEncoding } from '../../lib/compress';
import { vouchForTemplate } from '../../lib/own-inline';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';
/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;
/** webpack's [contenthash] in a file name: main.3f9a1c2b.js, 412.0a1b2c3d4e5f.chunk.css */
const HASHED = /[.-][0-9a-f]{8,}\./i;

export const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storefront not built</title></head>
<body><h1>The storefront has not been built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds and serves), then reload this page.</p></body></html>`;

function cacheControlFor(relative: string): string {
  const name = path.basename(relative);
  if (name === 'index.html' || name === 'sw.js' || name.endsWith('.html')) return REVALIDATE;
  return HASHED.test(name) ? IMMUTABLE : SHORT;
}

function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

const isFile = (file: string) =>
  fs.promises.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

const gzipCache = new Map<string, Buffer>();
const GZIP_CACHE_ENTRIES = 200;

function gzipOnce(file: string, stat: fs.Stats, bytes: Buffer): Buffer {
  const key = `${file}|${stat.size}|${stat.mtimeMs}`;
  let gzipped = gzipCache.get(key);
  if (!gzipped) {
    gzipped = zlib.gzipSync(bytes, { level: 6 });
    if (gzipCache.size >= GZIP_CACHE_ENTRIES) gzipCache.delete(gzipCache.keys().next().value as string);
    gzipCache.set(key, gzipped);
  }
  return gzipped;
}

async function encodedBody(request: Request, file: string, relative: string): Promise<FileBody> {
  const stat = await fs.promises.stat(file);
  const contentType = contentTypeFor(file);
  const base = {
    contentType,
    cacheControl: cacheControlFor(relative),
    etag: `${stat.size.toString(36)}-${Math.round(stat.mtimeMs).toString(36)}`,
  };
  if (!isCompressible(contentType)) return { ...base, bytes: await fs.promises.readFile(file) };
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (acceptsEncoding(request, encoding) && (await isFile(file + suffix)))
      return { ...base, bytes: await fs.promises.readFile(file + suffix), encoding, vary: true };
  }
  const bytes = await fs.promises.readFile(file);
  if (bytes.byteLength >= MIN_COMPRESS_BYTES && acceptsEncoding(request, 'gzip'))
    return { ...base, bytes: gzipOnce(file, stat, bytes), encoding: 'gzip', vary: true };
  return { ...base, bytes, vary: true };
}

const wantsHtml = (request: Request) => (request.headers.get('accept') ?? '').includes('text/html');

/**
 * index.html for the page a navigation asks for (html/page-html.ts): its HTML and status (404 for a page that
 * does not exist), or a redirect for a moved one.
 */
export interface PageAnswer {
  html: string;
  status: number;
  /** Set for a redirect (301, 302): where to. */
  location?: string;
}
export type IndexHtmlHints = (html: string, pathname: string) => Promise<PageAnswer>;
/** Headers an HTML page needs for what it contains (its CSP with the hashes of its inline styles). */
export type PageHeaders = (html: string) => Record<string, string>;

const pageHeaderCache = new Map<string, { key: string; headers: Record<string, string> }>();

/** The page headers of an HTML file, computed from its text once per version of the file. */
async function fileHeaders(file: string, pageHeaders: PageHeaders | undefined) {
  if (!pageHeaders || !file.endsWith('.html')) return undefined;
  const stat = await fs.promises.stat(file);
  const key = `${stat.size}|${stat.mtimeMs}`;
  const known = pageHeaderCache.get(file);
  if (known?.key === key) return known.headers;
  const html = await fs.promises.readFile(file, 'utf8');
  vouchForTemplate(html); // a file of the build, as written: its inline code is the build's own
  const headers = pageHeaders(html);
  pageHeaderCache.set(file, { key, headers });
  return headers;
}

/** index.html with the requested page's hints: generated per URL, so compressed here, not precompressed. */
async function hintedIndex(
  request: Request,
  index: string,
  pathname: string,
  hints: IndexHtmlHints,
  pageHeaders: PageHeaders | undefined,
) {
  const html = await fs.promises.readFile(index, 'utf8');
  vouchForTemplate(html); // the template's own inline code; what the hints add is vouched for by its writer
  const answer = await hints(html, pathname);
  if (answer.location) return { redirect: answer };
  const hinted = answer.html;
  if (hinted === html && answer.status === 200) return null;
  const bytes = Buffer.from(hinted);
  // The hints add inert JSON and preloads, and with a page skeleton <style> elements and a loader: its CSP
  // allows those the server wrote (own-inline.ts), nothing else.
  const headers = pageHeaders?.(hinted);
  const base = { contentType: 'text/html; charset=utf-8', cacheControl: REVALIDATE, vary: true, headers };
  const body: FileBody = acceptsEncoding(request, 'gzip')
    ? { ...base, bytes: zlib.gzipSync(bytes, { level: 6 }), encoding: 'gzip' as const, etag: etagOf(bytes) }
    : { ...base, bytes };
  return { body, status: answer.status };
}

/** A moved page: its new address, cached as briefly as the page would be (the catalogue may move it back). */
const redirectResponse = ({ status, location }: PageAnswer) =>
  new Response(null, { status, headers: { location: location!, 'cache-control': SHORT } });

/**
 * A path without a file's extension (none, or a page's .html) is a page, as the service worker judges it
 * (sw/navigation.ts), whatever Accept says.
 */
const looksLikePage = (pathname: string) => !/\.(?!html?$)[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');

export async function handleStatic(
  request: Request,
  staticDir: string,
  hints?: IndexHtmlHints,
  pageHeaders?: PageHeaders,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Method not allowed');
  const root = path.resolve(staticDir);
  const { pathname } = new URL(request.url);
  const requested = pathname === '/' ? null : resolveInside(root, pathname);
  if (requested && (await isFile(requested)))
    return fileResponse(request, {
      ...(await encodedBody(request, requested, pathname)),
      headers: await fileHeaders(requested, pageHeaders),
    });
  // A link preview or crawler may ask with Accept: */*; a missing file with an extension is just missing.
  if (pathname !== '/' && !wantsHtml(request) && !looksLikePage(pathname))
    return textResponse(404, 'Not found');
  const index = path.join(root, 'index.html');
  if (!(await isFile(index))) return textResponse(503, NOT_BUILT_PAGE, 'text/html; charset=utf-8');
  const hinted = hints && (await hintedIndex(request, index, pathname, hints, pageHeaders));
  if (hinted && 'redirect' in hinted && hinted.redirect) return redirectResponse(hinted.redirect);
  return fileResponse(
    request,
    hinted?.body ?? {
      ...(await encodedBody(request, index, '/index.html')),
      headers: await fileHeaders(index, pageHeaders),
    },
    hinted?.status ?? 200,
  );
}
