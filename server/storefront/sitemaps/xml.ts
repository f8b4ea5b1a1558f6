// The sitemaps' XML (sitemaps.org protocol 0.9): a shard's <urlset> written as a stream of chunks, the index's
// <sitemapindex>, and what goes inside them: absolute URLs escaped for XML and W3C dates.

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A URL a sitemap lists: absolute, and when it last changed (W3C datetime) where the backend says. */
export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
// Characters XML 1.0 does not allow at all (C0 controls but tab, newline and return; U+FFFE, U+FFFF; lone halves
// of surrogate pairs): dropped rather than letting one value make the whole file unreadable.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching the control characters XML forbids is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const escapeXml = (value: string): string =>
  value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

// What may stand in a URL as it is (RFC 3986's unreserved and reserved characters, and '%' of an escape already
// made); anything else (spaces, non-ASCII letters of a URL key) is percent-encoded as UTF-8.
const NOT_URL = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/gu;

/** `origin` + `path`, with what a URL may not hold percent-encoded (the protocol asks for RFC 3986 URLs). */
export const absoluteUrl = (origin: string, path: string): string =>
  origin + path.replace(NOT_URL, (c) => encodeURIComponent(c));

const MAGENTO_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A backend time as a W3C datetime: Magento's 'YYYY-MM-DD HH:MM:SS' is UTC (its database's time zone), so
 * '2026-03-01 00:00:00' is '2026-03-01T00:00:00+00:00'. A bare date stays a date; anything else is null.
 */
export function w3cDate(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Number.isNaN(Date.parse(text)) ? null : text;
  const match = MAGENTO_TIME.exec(text);
  if (!match || Number.isNaN(Date.parse(`${match[1]}T${match[2]}Z`))) return null;
  const zone = match[3];
  const offset = !zone || zone === 'Z' ? '+00:00' : zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  return `${match[1]}T${match[2]}${offset}`;
}

/** The later of two W3C dates (either may be null). */
export function laterDate(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

const urlElement = ({ loc, lastmod }: SitemapUrl) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;

const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
const URLSET_CLOSE = '</urlset>\n';
/** URLs per chunk of a streamed shard: ~100 KiB, so a 10,000-URL shard is written in a few dozen steps. */
const URLS_PER_CHUNK = 1000;

/**
 * A shard's <urlset>, written a chunk at a time as the reader pulls (backpressure: a slow crawler does not make
 * the server build the whole file ahead of it). `whole` receives the complete file once the last chunk is
 * written, for the cache; a reader that gives up early leaves it uncalled.
 */
export function urlsetStream(
  urls: readonly SitemapUrl[],
  whole?: (bytes: Buffer) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const written: Uint8Array[] = [];
  let next = 0;
  let opened = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      let text = opened ? '' : URLSET_OPEN;
      opened = true;
      const end = Math.min(next + URLS_PER_CHUNK, urls.length);
      for (; next < end; next++) text += urlElement(urls[next]!);
      const done = next >= urls.length;
      if (done) text += URLSET_CLOSE;
      const chunk = encoder.encode(text);
      if (whole) written.push(chunk);
      controller.enqueue(chunk);
      if (done) {
        controller.close();
        whole?.(Buffer.concat(written));
      }
    },
  });
}

/** A whole shard at once (tests, and the byte count of a shard that is never streamed). */
export async function urlsetXml(urls: readonly SitemapUrl[]): Promise<string> {
  return new Response(urlsetStream(urls)).text();
}

/** The <sitemapindex> naming each shard (absolute URL) with its newest lastmod. */
export function sitemapIndexXml(shards: readonly SitemapUrl[]): string {
  const entries = shards
    .map(
      ({ loc, lastmod }) =>
        `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`,
    )
    .join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
