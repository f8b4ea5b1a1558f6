// Step 12's robots.txt and sitemaps (server/storefront/sitemaps): written by the storefront's server from the
// backend's GraphQL, at PUBLIC_ORIGIN, listing every enabled visible product, every active category, every CMS
// page and home, each with its lastmod; kept for SITEMAP_TTL and then read again; cacheable and conditional.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { readConfig } from '../../config';
import { startServer } from '../../main';
import { updateProduct } from '../../magento/db/repositories/catalog-writer';
import * as productRepository from '../../magento/db/repositories/products';
import { createStorefront } from '../../storefront/app';
import { magentoBackend } from '../../storefront/backend';
import { sitemapHandler, SHARD_SIZE } from '../../storefront/sitemaps';
import { absoluteUrl, escapeXml, urlsetXml, w3cDate } from '../../storefront/sitemaps/xml';
import { createTestShop, ORIGIN, type TestShop } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const SEEDED = '2026-03-01T00:00:00+00:00';
const W3C = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2}))?$/;

const staticDir = makeTempDir();
fs.writeFileSync(
  path.join(staticDir, 'index.html'),
  '<!doctype html><html><head><title>Zepp Shop</title></head><body><div id="root"></div></body></html>',
);
afterAll(removeTempDirs);
afterEach(() => jest.restoreAllMocks());

// ---------------------------------------------------------------------------------------------------------
// A strict little XML reader: well-formedness (one root, nesting, names, attributes, entity references, no
// stray '<' or '&') is what a crawler's parser insists on, so the sitemaps are read with one that insists too.

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;

function decode(text: string, where: string): string {
  if (/[<>]/.test(text.replace(/>/g, ''))) throw new Error(`'<' in ${where}`);
  if (/&/.test(text.replace(ENTITY, ''))) throw new Error(`a bare '&' in ${where}: ${text}`);
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');
}

function parseXml(xml: string): XmlElement {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(xml);
  if (!declaration) throw new Error('no XML declaration');
  const tokens = xml.slice(declaration[0].length).match(/<[^>]*>|[^<]+/g) ?? [];
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  for (const token of tokens) {
    const open = new RegExp(`^<(${NAME})((?:\\s+${NAME}="[^"<]*")*)\\s*(/?)>$`).exec(token);
    const close = new RegExp(`^</(${NAME})\\s*>$`).exec(token);
    if (open) {
      const attributes: Record<string, string> = {};
      for (const [, name, value] of open[2]!.matchAll(new RegExp(`(${NAME})="([^"]*)"`, 'g'))) {
        if (name! in attributes) throw new Error(`attribute ${name} twice`);
        attributes[name!] = decode(value!, `attribute ${name}`);
      }
      const element: XmlElement = { name: open[1]!, attributes, children: [], text: '' };
      if (stack.length) stack.at(-1)!.children.push(element);
      else if (root) throw new Error('a second root element');
      else root = element;
      if (!open[3]) stack.push(element);
    } else if (close) {
      const top = stack.pop();
      if (top?.name !== close[1]) throw new Error(`</${close[1]}> closes <${top?.name}>`);
    } else if (token.startsWith('<')) {
      throw new Error(`not a tag: ${token}`);
    } else if (stack.length) {
      stack.at(-1)!.text += decode(token, `<${stack.at(-1)!.name}>`);
    } else if (token.trim()) {
      throw new Error(`text outside the root: ${token}`);
    }
  }
  if (!root || stack.length) throw new Error('unclosed elements');
  return root;
}

const child = (element: XmlElement, name: string) => element.children.find((c) => c.name === name);

/** The <loc> and <lastmod> of each entry of a <urlset> or <sitemapindex>. */
function entriesOf(root: XmlElement, entry: 'url' | 'sitemap') {
  return root.children.map((e) => {
    expect(e.name).toBe(entry);
    expect(e.children.map((c) => c.name).every((n) => n === 'loc' || n === 'lastmod')).toBe(true);
    return { loc: child(e, 'loc')!.text, lastmod: child(e, 'lastmod')?.text ?? null };
  });
}

// ---------------------------------------------------------------------------------------------------------

const get = (shop: TestShop, pathname: string, headers: Record<string, string> = {}) =>
  shop.app.fetch(new Request(`${ORIGIN}${pathname}`, { headers }));

async function readSitemaps(fetchPath: (pathname: string) => Promise<Response>) {
  const index = await fetchPath('/sitemap.xml');
  expect(index.status).toBe(200);
  const root = parseXml(await index.text());
  expect(root).toMatchObject({ name: 'sitemapindex', attributes: { xmlns: NAMESPACE } });
  const shards = entriesOf(root, 'sitemap');
  const urls: Record<string, { loc: string; lastmod: string | null }[]> = {};
  for (const shard of shards) {
    expect(shard.loc.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
    const response = await fetchPath(new URL(shard.loc).pathname);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(Buffer.byteLength(text)).toBeLessThan(50 * 1024 * 1024);
    const set = parseXml(text);
    expect(set).toMatchObject({ name: 'urlset', attributes: { xmlns: NAMESPACE } });
    urls[new URL(shard.loc).pathname] = entriesOf(set, 'url');
  }
  return { shards, urls, all: Object.values(urls).flat() };
}

type Row = Record<string, unknown>;
const rows = (shop: TestShop, sql: string) => shop.db.prepare(sql).all() as Row[];

/** What the sitemaps must list, read from the stand-in's database. */
function expectedLocs(shop: TestShop) {
  const products = rows(
    shop,
    'SELECT url_key FROM products WHERE parent_id IS NULL AND status = 1 AND visibility IN (2, 4) ORDER BY 1',
  ).map((r) => `${ORIGIN}/${r.url_key}.html`);
  const categories = rows(
    shop,
    "SELECT url_path FROM categories WHERE is_active = 1 AND level > 1 AND path LIKE '1/2/%' ORDER BY 1",
  )
    .map(({ url_path }) => String(url_path))
    // Bills and recharge's categories lead to the bill payment page (the shopper's own bills): not indexed.
    .filter((urlPath) => !urlPath.startsWith('bill-and-recharge'))
    .map((urlPath) => `${ORIGIN}/${urlPath}.html`);
  const pages = [
    `${ORIGIN}/`,
    ...rows(
      shop,
      "SELECT identifier FROM cms_pages WHERE is_active = 1 AND identifier NOT IN ('home', 'no-route')",
    ).map((r) => `${ORIGIN}/${r.identifier}`),
  ];
  return { products, categories, pages };
}

const sorted = (list: string[]) => [...list].sort();

describe('robots.txt', () => {
  const shop = createTestShop({ staticDir });

  it('lets crawlers read the shop, keeps them off private and app-only pages, and names the sitemap', async () => {
    // A request for another host: what the server writes is PUBLIC_ORIGIN's, never the Host's.
    const response = await shop.app.fetch(new Request('http://attacker.example/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await response.text();
    const lines = text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toContain('attacker');
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    for (const page of [
      '/sign-in',
      '/create-account',
      '/forgot-password',
      '/order-confirmation',
      '/compare.html',
      '/wishlist',
      '/saved-payments',
      '/order-history',
      '/communications',
      '/address-book',
      '/account-information',
      '/zepp-coins',
      '/bills-and-recharge',
      '/referral',
      '/graphql',
    ])
      expect(disallowed).toEqual(expect.arrayContaining([`${page}$`, `${page}?`, `${page}/`]));
    for (const folder of [
      '/customer/',
      '/rest/',
      '/sandbox/',
      '/oauthlogin/',
      '/custompage/',
      '/autosignin/',
    ])
      expect(disallowed).toContain(folder);
    expect(disallowed).toEqual(
      expect.arrayContaining(['/razorpay/checkout/success/', '/payu/checkout/success/']),
    );
    // The public shop stays open: home, search, cart and checkout (see robots.ts on Lighthouse), /setu.
    for (const open of ['/', '/search.html', '/cart', '/checkout', '/setu'])
      expect(disallowed.some((rule) => robotsMatch(rule, open))).toBe(false);
  });
});

/** RFC 9309 matching of one rule: a prefix, with '*' for any characters and '$' for the end. */
function robotsMatch(rule: string, pathAndQuery: string): boolean {
  const pattern = rule
    .split('')
    .map((c, i) =>
      c === '*' ? '.*' : c === '$' && i === rule.length - 1 ? '$' : c.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${pattern}`).test(pathAndQuery);
}

describe('sitemaps of the demo catalogue', () => {
  const shop = createTestShop({ staticDir });
  let read: Awaited<ReturnType<typeof readSitemaps>>;
  beforeAll(async () => {
    read = await readSitemaps((p) => get(shop, p));
  });

  it('is a sitemap index of absolute shard URLs at PUBLIC_ORIGIN, each with its newest lastmod', () => {
    expect(read.shards).toEqual([
      { loc: `${ORIGIN}/sitemaps/products-1.xml`, lastmod: SEEDED },
      { loc: `${ORIGIN}/sitemaps/categories-1.xml`, lastmod: SEEDED },
      { loc: `${ORIGIN}/sitemaps/pages-1.xml`, lastmod: SEEDED },
    ]);
  });

  it('lists every enabled visible product, every active category and every CMS page, with lastmod', () => {
    const expected = expectedLocs(shop);
    expect(expected.products.length).toBeGreaterThan(300); // more than one page of the backend's list
    expect(sorted(read.urls['/sitemaps/products-1.xml']!.map((u) => u.loc))).toEqual(
      sorted(expected.products),
    );
    expect(sorted(read.urls['/sitemaps/categories-1.xml']!.map((u) => u.loc))).toEqual(
      sorted(expected.categories),
    );
    const pages = read.urls['/sitemaps/pages-1.xml']!.map((u) => u.loc);
    expect(pages[0]).toBe(`${ORIGIN}/`);
    expect(sorted(pages)).toEqual(sorted(expected.pages));
    expect(pages).not.toContain(`${ORIGIN}/no-route`);
    expect(pages).not.toContain(`${ORIGIN}/home`);
    // Seeded rows carry the catalogue's fixed date: the same sitemap on every run.
    for (const url of read.all) expect(url.lastmod).toBe(SEEDED);
    expect(new Set(read.all.map((u) => u.loc)).size).toBe(read.all.length);
  });

  it('links products and categories as the storefront does', () => {
    const locs = read.all.map((u) => u.loc);
    expect(locs).toContain(`${ORIGIN}/samsung-galaxy-a35-5g-8gb-ram-128gb.html`);
    expect(locs).toContain(`${ORIGIN}/mobiles-tablets/smartphones.html`);
    expect(locs.filter((loc) => loc.includes('/setu'))).toEqual([]); // the bill payment pages are not indexed
    expect(locs).toContain(`${ORIGIN}/about-us`);
  });

  it('lists nothing robots.txt keeps crawlers from', async () => {
    const rules = (await (await get(shop, '/robots.txt')).text())
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice(10));
    for (const { loc } of read.all) {
      const url = new URL(loc);
      expect([loc, rules.filter((r) => robotsMatch(r, url.pathname + url.search))]).toEqual([loc, []]);
    }
  });

  it('lists only URLs the storefront answers with a page of their own: 200, indexable, itself as canonical', async () => {
    for (const { loc } of read.all) {
      const url = new URL(loc);
      const response = await get(shop, url.pathname + url.search, { accept: 'text/html' });
      expect([loc, response.status]).toEqual([loc, 200]);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      expect([loc, canonical]).toEqual([loc, loc]);
      expect([loc, /<meta name="robots"/.test(html)]).toEqual([loc, false]);
    }
  });

  it('answers 404 for shards that do not exist and 405 for anything but GET and HEAD', async () => {
    for (const missing of ['/sitemaps/products-2.xml', '/sitemaps/brands-1.xml', '/sitemaps/products-0.xml'])
      expect((await get(shop, missing)).status).toBe(404);
    const post = await shop.app.fetch(new Request(`${ORIGIN}/sitemap.xml`, { method: 'POST', body: 'x' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('caching and conditional requests', () => {
  let clock = Date.parse('2026-06-01T00:00:00Z');
  const shop = createTestShop({ staticDir, now: () => clock });
  const ttlSeconds = shop.config.sitemapTtlMs / 1000;

  it('keeps sitemaps for SITEMAP_TTL (10 minutes unless set), and says so', async () => {
    expect(ttlSeconds).toBe(600);
    const index = await get(shop, '/sitemap.xml');
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('public, max-age=600');
    expect(index.headers.get('last-modified')).toBe('Sun, 01 Mar 2026 00:00:00 GMT');
    expect(index.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
    clock += 100_000;
    const later = await get(shop, '/sitemaps/products-1.xml');
    expect(later.headers.get('cache-control')).toBe('public, max-age=500');
    await later.arrayBuffer();
  });

  it('streams a shard the first time, then answers the same bytes from memory, plain or gzipped', async () => {
    const pages = '/sitemaps/categories-1.xml';
    const first = await get(shop, pages, { 'accept-encoding': 'gzip' });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('content-length')).toBeNull(); // streamed: chunked
    const firstXml = zlib.gunzipSync(Buffer.from(await first.arrayBuffer())).toString();
    const again = await get(shop, pages, { 'accept-encoding': 'gzip' });
    expect(again.headers.get('content-length')).not.toBeNull();
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(zlib.gunzipSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(firstXml);
    const plain = await get(shop, pages);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toBe(first.headers.get('etag')!.replace('-gzip', ''));
    expect(await plain.text()).toBe(firstXml);
    const head = await shop.app.fetch(new Request(`${ORIGIN}${pages}`, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers 304 to a client whose copy is current (If-None-Match, If-Modified-Since)', async () => {
    const first = await get(shop, '/sitemaps/pages-1.xml');
    await first.arrayBuffer();
    const etag = first.headers.get('etag')!;
    const byTag = await get(shop, '/sitemaps/pages-1.xml', { 'if-none-match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('etag')).toBe(etag);
    const byDate = await get(shop, '/sitemap.xml', { 'if-modified-since': 'Sun, 01 Mar 2026 00:00:00 GMT' });
    expect(byDate.status).toBe(304);
    const older = await get(shop, '/sitemap.xml', { 'if-modified-since': 'Sat, 28 Feb 2026 00:00:00 GMT' });
    expect(older.status).toBe(200);
  });

  it('shows a catalogue change once the sitemaps are read again', async () => {
    const product = shop.db.prepare("SELECT sku, url_key FROM products WHERE sku = 'ZS-SAM-10035'").get() as {
      sku: string;
      url_key: string;
    };
    const productUrl = `${ORIGIN}/${product.url_key}.html`;
    const before = await get(shop, '/sitemaps/products-1.xml');
    const etag = before.headers.get('etag')!;
    expect(await before.text()).toContain(productUrl);

    // Disabled, and another product edited: until SITEMAP_TTL has passed the sitemaps stay as they were.
    updateProduct(shop.db, product.sku, { status: 2 });
    updateProduct(shop.db, 'ZS-SON-10165', { name: 'Sony renamed' });
    expect(await (await get(shop, '/sitemaps/products-1.xml')).text()).toContain(productUrl);

    clock += ttlSeconds * 1000;
    const after = await get(shop, '/sitemaps/products-1.xml', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const urls = entriesOf(parseXml(await after.text()), 'url');
    expect(urls.map((u) => u.loc)).not.toContain(productUrl);
    // The edit moved the product's updated_at (migration 013's trigger), and so its lastmod.
    const edited = shop.db.prepare("SELECT url_key FROM products WHERE sku = 'ZS-SON-10165'").get() as {
      url_key: string;
    };
    const lastmod = urls.find((u) => u.loc === `${ORIGIN}/${edited.url_key}.html`)?.lastmod;
    expect(lastmod).toMatch(W3C);
    expect(lastmod).not.toBe(SEEDED);
    expect(urls.filter((u) => u.lastmod !== SEEDED)).toHaveLength(1);
  });
});

describe('what is left out', () => {
  it('leaves out disabled products, products not visible in the catalogue, and inactive categories and pages', async () => {
    const shop = createTestShop({ staticDir });
    const [disabled, hidden] = rows(
      shop,
      'SELECT sku, url_key FROM products WHERE parent_id IS NULL ORDER BY entity_id LIMIT 2',
    );
    shop.db.prepare('UPDATE products SET status = 2 WHERE sku = ?').run(disabled!.sku);
    shop.db.prepare('UPDATE products SET visibility = 1 WHERE sku = ?').run(hidden!.sku);
    shop.db.prepare("UPDATE categories SET is_active = 0 WHERE url_path = 'audio/headphones'").run();
    shop.db.prepare("UPDATE cms_pages SET is_active = 0 WHERE identifier = 'privacy-policy'").run();
    const { all } = await readSitemaps((p) => get(shop, p));
    const locs = all.map((u) => u.loc);
    expect(locs).not.toContain(`${ORIGIN}/${disabled!.url_key}.html`);
    expect(locs).not.toContain(`${ORIGIN}/${hidden!.url_key}.html`);
    expect(locs).not.toContain(`${ORIGIN}/audio/headphones.html`);
    expect(locs).not.toContain(`${ORIGIN}/privacy-policy`);
    // Variants (not visible on their own) never were listed.
    const variant = rows(shop, 'SELECT url_key FROM products WHERE parent_id IS NOT NULL LIMIT 1')[0]!;
    expect(locs).not.toContain(`${ORIGIN}/${variant.url_key}.html`);
    const expected = expectedLocs(shop);
    expect(sorted(locs)).toEqual(sorted([...expected.products, ...expected.categories, ...expected.pages]));
  });
});

describe('shards', () => {
  it('splits a section into shards of SHARD_SIZE URLs (10,000; 100 here), each named in the index', async () => {
    expect(SHARD_SIZE).toBe(10_000);
    const shop = createTestShop({ staticDir });
    const handler = sitemapHandler(shop.config, { fetch: (r) => shop.app.fetch(r) }, { shardSize: 100 });
    const fetchPath = async (pathname: string) =>
      (await handler(new Request(`${ORIGIN}${pathname}`))) ?? new Response(null, { status: 599 });
    const { shards, urls } = await readSitemaps(fetchPath);
    const expected = expectedLocs(shop);
    const productShards = shards.filter((s) => s.loc.includes('/products-'));
    expect(productShards.map((s) => new URL(s.loc).pathname)).toEqual(
      Array.from(
        { length: Math.ceil(expected.products.length / 100) },
        (_, i) => `/sitemaps/products-${i + 1}.xml`,
      ),
    );
    for (const shard of productShards)
      expect(urls[new URL(shard.loc).pathname]!.length).toBeLessThanOrEqual(100);
    const listed = productShards.flatMap((s) => urls[new URL(s.loc).pathname]!.map((u) => u.loc));
    expect(sorted(listed)).toEqual(sorted(expected.products));
    expect(await handler(new Request(`${ORIGIN}/about-us`))).toBeNull();
  });
});

describe('when the backend fails', () => {
  it('answers 503 with Retry-After until a first sitemap could be read, then serves the last one meanwhile', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // the logged failures
    const shop = createTestShop({ staticDir });
    let clock = Date.parse('2026-06-01T00:00:00Z');
    let down = true;
    const backend = {
      fetch: (request: Request) =>
        down ? Promise.resolve(new Response('Bad gateway', { status: 502 })) : shop.app.fetch(request),
    };
    const handler = sitemapHandler({ ...shop.config, now: () => clock }, backend);
    const index = () => handler(new Request(`${ORIGIN}/sitemap.xml`));
    const refused = (await index())!;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('cache-control')).toBe('no-store');

    down = false;
    const served = (await index())!;
    expect(served.status).toBe(200);
    const xml = await served.text();
    // Expired while the backend is down again: the last sitemap still answers, asked again a minute later.
    down = true;
    clock += shop.config.sitemapTtlMs;
    const stale = (await index())!;
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(xml);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=60');
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('Sitemaps: reading the catalogue failed'),
    );
  });
});

describe('in front of a Magento without the Zepp_Sitemap module', () => {
  it('still lists home, the products and the categories', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const shop = createTestShop({ staticDir });
    // graphql-js's (and so Magento's) validation error for a field the schema lacks.
    const unknownField = { message: 'Cannot query field "sitemapCmsPages" on type "Query".' };
    const backend = {
      fetch: (request: Request) =>
        new URL(request.url).searchParams.get('query')?.includes('sitemapCmsPages')
          ? Promise.resolve(Response.json({ errors: [unknownField] }, { status: 400 }))
          : shop.app.fetch(request),
    };
    const handler = sitemapHandler(shop.config, backend);
    const { all } = await readSitemaps(
      async (p) => (await handler(new Request(`${ORIGIN}${p}`))) ?? new Response(null, { status: 599 }),
    );
    const expected = expectedLocs(shop);
    expect(sorted(all.map((u) => u.loc))).toEqual(
      sorted([...expected.products, ...expected.categories, `${ORIGIN}/`]),
    );
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Zepp_Sitemap missing'));
  });
});

describe('the XML itself', () => {
  it('escapes what XML must, percent-encodes what a URL may not hold, and writes W3C dates', async () => {
    expect(escapeXml(`/a?b=1&c='d'<e>"f"\u0001`)).toBe('/a?b=1&amp;c=&apos;d&apos;&lt;e&gt;&quot;f&quot;');
    expect(absoluteUrl(ORIGIN, '/kaṭorā set.html?p=a&b')).toBe(
      `${ORIGIN}/ka%E1%B9%ADor%C4%81%20set.html?p=a&b`,
    );
    expect(w3cDate('2026-03-01 12:34:56')).toBe('2026-03-01T12:34:56+00:00');
    expect(w3cDate('2026-03-01T12:34:56+0530')).toBe('2026-03-01T12:34:56+05:30');
    expect(w3cDate('2026-03-01')).toBe('2026-03-01');
    expect(w3cDate('yesterday')).toBeNull();
    expect(w3cDate(null)).toBeNull();
    const xml = await urlsetXml([
      { loc: `${ORIGIN}/setu?p=a&q=b`, lastmod: '2026-03-01' },
      { loc: `${ORIGIN}/x`, lastmod: null },
    ]);
    const urls = entriesOf(parseXml(xml), 'url');
    expect(urls).toEqual([
      { loc: `${ORIGIN}/setu?p=a&q=b`, lastmod: '2026-03-01' },
      { loc: `${ORIGIN}/x`, lastmod: null },
    ]);
    expect(() => parseXml('<?xml version="1.0" encoding="UTF-8"?><a>&</a>')).toThrow('bare');
    expect(() => parseXml('<?xml version="1.0" encoding="UTF-8"?><a><b></a></b>')).toThrow('closes');
  });
});

describe("the stand-in's Zepp_Sitemap and updated_at", () => {
  const shop = createTestShop({ staticDir });
  const LIST = `query ($pageSize: Int, $currentPage: Int) {
    sitemapCmsPages(pageSize: $pageSize, currentPage: $currentPage) {
      total_count page_info { current_page page_size total_pages } items { page_id identifier title updated_at }
    }
  }`;

  it('lists the active CMS pages but the 404 page, by id, a page at a time', async () => {
    const first = await shop.gql(LIST, { pageSize: 4 }, { method: 'GET' });
    expect(first.errors).toBeUndefined();
    expect(first.data).toEqual({
      sitemapCmsPages: {
        total_count: 6,
        page_info: { current_page: 1, page_size: 4, total_pages: 2 },
        items: [
          { page_id: 1, identifier: 'home', title: 'Home Page', updated_at: '2026-03-01 00:00:00' },
          {
            page_id: 3,
            identifier: 'enable-cookies',
            title: 'Enable Cookies',
            updated_at: '2026-03-01 00:00:00',
          },
          { page_id: 4, identifier: 'about-us', title: 'About Us', updated_at: '2026-03-01 00:00:00' },
          {
            page_id: 5,
            identifier: 'privacy-policy',
            title: 'Privacy Policy',
            updated_at: '2026-03-01 00:00:00',
          },
        ],
      },
    });
    const second = await shop.gql<{ sitemapCmsPages: { items: { identifier: string }[] } }>(LIST, {
      pageSize: 4,
      currentPage: 2,
    });
    expect(second.data?.sitemapCmsPages.items.map((p) => p.identifier)).toEqual([
      'terms-and-conditions',
      'contact-us',
    ]);
  });

  it('refuses pages beyond the list and pageSize above 300, with Magento’s messages', async () => {
    const beyond = await shop.gql(LIST, { pageSize: 4, currentPage: 3 });
    expect(beyond.errors?.[0]?.message).toBe(
      'currentPage value 3 specified is greater than the 2 page(s) available.',
    );
    const tooMany = await shop.gql(LIST, { pageSize: 301 });
    expect(tooMany.errors?.[0]?.message).toBe('Maximum pageSize is 300');
  });

  it('is a public, cacheable answer that follows an edit', async () => {
    const response = await get(
      shop,
      `/graphql?${new URLSearchParams({ query: LIST, variables: '{"pageSize":10}' })}`,
    );
    expect(response.headers.get('cache-control')).toMatch(/public/);
    await response.arrayBuffer();
    shop.db.prepare("UPDATE cms_pages SET title = 'About the shop' WHERE identifier = 'about-us'").run();
    const edited = await shop.gql<{
      sitemapCmsPages: { items: { identifier: string; updated_at: string }[] };
    }>(LIST, { pageSize: 10 }, { method: 'GET' });
    const about = edited.data!.sitemapCmsPages.items.find((p) => p.identifier === 'about-us')!;
    expect(about.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(about.updated_at).not.toBe('2026-03-01 00:00:00');
  });

  it('answers a list of only the products’ own fields (a sitemap’s) as the full list does', async () => {
    const fresh = createTestShop({ staticDir });
    const ROW = 'uid sku name url_key url_suffix updated_at __typename';
    const list = (items: string) =>
      fresh.gql<{ products: { items: Record<string, unknown>[] } }>(
        `fragment Row on ProductInterface { ${ROW} }
         { products(filter: {}, pageSize: 300, sort: { position: ASC }) { items { ${items} } } }`,
      );
    // First, so that no full shape is built yet: the light path answers from the rows alone.
    const media = jest.spyOn(productRepository, 'findMedia');
    const light = await list('...Row');
    expect(media).not.toHaveBeenCalled();
    const full = await list(`...Row price_range { minimum_price { final_price { value } } }
      ... on ConfigurableProduct { variants { product { sku } } }`);
    expect(media).toHaveBeenCalled();
    media.mockRestore();
    expect(light.errors).toBeUndefined();
    expect(full.errors).toBeUndefined();
    expect(light.data!.products.items).toHaveLength(300);
    expect(light.data!.products.items).toEqual(
      full.data!.products.items.map(({ price_range: _p, variants: _v, ...row }) => row),
    );
    // The fields beyond the row still come: a fragment asking for variants gets the full shapes.
    expect(full.data!.products.items.some((p) => Array.isArray(p.variants))).toBe(true);
  });

  it("answers products' and categories' updated_at as Magento does ('YYYY-MM-DD HH:MM:SS')", async () => {
    const answer = await shop.gql<{
      products: { items: { updated_at: string }[] };
      categories: { items: { updated_at: string }[] };
    }>(`{
      products(filter: { sku: { eq: "ZS-SAM-10035" } }) { items { uid updated_at } }
      categories(filters: { url_path: { eq: "audio" } }) { items { uid updated_at } }
    }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.products.items[0]!.updated_at).toBe('2026-03-01 00:00:00');
    expect(answer.data!.categories.items[0]!.updated_at).toBe('2026-03-01 00:00:00');
  });
});

describe('in front of Magento (MAGENTO_BACKEND_URL)', () => {
  it('writes the same sitemaps through the proxy as in front of the embedded stand-in', async () => {
    // The server's start line and its demo-shop warning.
    jest.spyOn(console, 'log').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const server = startServer({ ...readConfig({}), dataDir: makeTempDir(), seedOnStart: true, port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const magento = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const config = { ...readConfig({}), publicOrigin: ORIGIN, staticDir, magentoBackendUrl: magento };
      const proxied = createStorefront({ config, backend: magentoBackend(magento, config) });
      const viaProxy = await readSitemaps((p) => proxied.fetch(new Request(`${ORIGIN}${p}`)));
      const shop = createTestShop({ staticDir });
      const embedded = await readSitemaps((p) => get(shop, p));
      expect(viaProxy.all.length).toBeGreaterThan(400);
      expect(viaProxy.shards).toEqual(embedded.shards);
      expect(viaProxy.all).toEqual(embedded.all);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
