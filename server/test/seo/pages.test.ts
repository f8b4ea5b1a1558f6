// What a crawler or a link preview reads: each public page fetched as they fetch it (no script runs, Accept
// */* as WhatsApp's and Facebook's previewers send), through the whole shop (the storefront's server in front of
// the stand-in, fresh seeded database). Head, structured data (checked by Adobe's validator of Google's
// rich-result rules), readable content, status codes and redirects.
import fs from 'node:fs';
import path from 'node:path';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { createTestShop, ORIGIN, type TestShop } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';
import { inlineHashes } from '../../lib/own-inline';

const TEMPLATE =
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="description" content="Generic">' +
  '<title>Default Store View</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';
const staticDir = makeTempDir();
fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
afterAll(removeTempDirs);

const shop = createTestShop({ staticDir });

interface Fetched {
  status: number;
  html: string;
  headers: Headers;
}

async function fetchPage(url: string, from: TestShop = shop): Promise<Fetched> {
  const response = await from.app.fetch(new Request(`${ORIGIN}${url}`, { headers: { accept: '*/*' } }));
  return { status: response.status, html: await response.text(), headers: response.headers };
}

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of `<meta name|property=key>` in the head, or undefined. */
function meta(html: string, key: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  for (const tag of head.match(/<meta\s[^>]*>/g) ?? []) {
    const attrs = Object.fromEntries(
      [...tag.matchAll(/([a-z:-]+)="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]),
    );
    if (attrs.name === key || attrs.property === key) return attrs.content;
  }
  return undefined;
}
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const title = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const root = (html: string) => /<div id="root">([\s\S]*)<\/div><script/.exec(html)?.[1] ?? '';
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const types = (html: string) => jsonLd(html).map((node) => node['@type']);

/** Errors Google's rich-result rules find in the page's structured data (Adobe's validator). */
async function richResultErrors(html: string) {
  const extracted = new WebAutoExtractor({ addLocation: true }).parse(html);
  const issues = await new Validator().validate(extracted);
  return issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.issueMessage);
}

const productPath = (where: string) =>
  `/${(shop.db.prepare(`SELECT u.request_path AS p FROM products p JOIN url_rewrites u ON u.entity_type = 'product' AND u.entity_id = p.entity_id AND u.redirect_type = 0 WHERE ${where} LIMIT 1`).get() as { p: string }).p}`;

const SIMPLE = productPath("p.sku = 'ZS-SON-10165'");
const CONFIGURABLE = productPath("p.sku = 'ZS-SAM-10001'");
const CATEGORY = '/mobiles-tablets/smartphones.html';

describe('every public page, as a crawler reads it', () => {
  it('home: titled and described, canonical, Organization and WebSite with a SearchAction, its content', async () => {
    const { status, html } = await fetchPage('/');
    expect(status).toBe(200);
    expect(title(html)).toBe('Home - Zepp Shop');
    expect(meta(html, 'description')).toBeTruthy();
    expect(html).not.toContain('content="Generic"'); // the template's description gives way
    expect(canonical(html)).toBe(`${ORIGIN}/`);
    expect(meta(html, 'og:site_name')).toBe('Zepp Shop');
    expect(types(html)).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const site = jsonLd(html).find((n) => n['@type'] === 'WebSite') as {
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(site.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/search.html?query={search_term_string}`);
    expect(root(html)).toContain('Shop by Category');
    expect(await richResultErrors(html)).toEqual([]);
  });

  it('a simple product: its h1, price in ₹, pictures, description, specifications, trail; Product with Offer', async () => {
    const { status, html } = await fetchPage(SIMPLE);
    const name = (
      shop.db.prepare("SELECT name FROM products WHERE sku = 'ZS-SON-10165'").get() as { name: string }
    ).name;
    expect(status).toBe(200);
    expect(title(html)).toBe(`${name} - Zepp Shop`);
    expect(canonical(html)).toBe(`${ORIGIN}${SIMPLE}`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}${SIMPLE}`);
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/shop\.test\/media\/.*width=1200/);
    expect(meta(html, 'product:price:currency')).toBe('INR');
    const body = root(html);
    expect(body).toContain(`<h1>${name.replace(/&/g, '&amp;')}</h1>`);
    expect(body).toMatch(/₹[\d,]+/);
    expect(body).toMatch(/<img src="http:\/\/shop\.test\/media\/catalog\/product\//);
    expect(body).toContain('<h2>Description</h2>');
    expect(body).toContain('<h2>Specifications</h2>');
    expect(body).toMatch(/<nav aria-label="Breadcrumb"><ol><li><a href="http:\/\/shop\.test\/">Home<\/a>/);
    const product = jsonLd(html).find((n) => n['@type'] === 'Product') as { offers: Record<string, unknown> };
    expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR' });
    expect(types(html)).toContain('BreadcrumbList');
    expect(await richResultErrors(html)).toEqual([]);
  });

  it('a configurable product: an AggregateOffer over its variants’ prices', async () => {
    const { status, html } = await fetchPage(CONFIGURABLE);
    expect(status).toBe(200);
    const product = jsonLd(html).find((n) => n['@type'] === 'Product') as { offers: Record<string, unknown> };
    expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'INR' });
    expect(Number(product.offers.lowPrice)).toBeLessThanOrEqual(Number(product.offers.highPrice));
    expect(await richResultErrors(html)).toEqual([]);
  });

  it('a category: its name, first page of products as links, the next page; ItemList and BreadcrumbList', async () => {
    const { status, html } = await fetchPage(CATEGORY);
    expect(status).toBe(200);
    expect(title(html)).toBe('Smartphones - Zepp Shop');
    expect(canonical(html)).toBe(`${ORIGIN}${CATEGORY}`);
    const body = root(html);
    expect(body).toContain('<h1>Smartphones</h1>');
    // The listing's cards (a link with its picture or name), not the trail's links.
    const links = [...body.matchAll(/<li><a href="([^"]+\.html)">(?:<img|<span>)/g)].map((m) => m[1]);
    expect(links).toHaveLength(6);
    expect(body).toContain(`<a rel="next" href="${ORIGIN}${CATEGORY}?page=2">Next page</a>`);
    const list = jsonLd(html).find((n) => n['@type'] === 'ItemList') as {
      itemListElement: { url: string }[];
    };
    expect(list.itemListElement.map((item) => item.url)).toEqual(links);
    expect(types(html)).toContain('BreadcrumbList');
    expect(await richResultErrors(html)).toEqual([]);
    // Page 2 is a page of its own; sort order and filters are not (canonical.ts).
    expect(canonical((await fetchPage(`${CATEGORY}?page=2`)).html)).toBe(`${ORIGIN}${CATEGORY}?page=2`);
    expect(canonical((await fetchPage(`${CATEGORY}?sort=price_ASC`)).html)).toBe(`${ORIGIN}${CATEGORY}`);
    const filtered = (await fetchPage(`${CATEGORY}?brand_code=samsung`)).html;
    expect(meta(filtered, 'robots')).toBe('noindex, follow');
  });

  it('a CMS page: its content, described, canonical', async () => {
    const { status, html } = await fetchPage('/about-us');
    expect(status).toBe(200);
    expect(title(html)).toBe('About Us - Zepp Shop');
    expect(canonical(html)).toBe(`${ORIGIN}/about-us`);
    expect(meta(html, 'description')).toBeTruthy();
    // One <h1>, the content's own, as the app shows it (no content heading set).
    expect(root(html).match(/<h1>/g)).toHaveLength(1);
    expect(root(html)).toMatch(/<h1>(<[^>]+>)*About Zepp Shop/);
    expect(root(html).replace(/<[^>]+>/g, ' ').length).toBeGreaterThan(200);
  });

  it('search results: the term and the products found; an empty search is not indexed', async () => {
    const found = await fetchPage('/search.html?query=samsung');
    expect(found.status).toBe(200);
    expect(canonical(found.html)).toBe(`${ORIGIN}/search.html?query=samsung`);
    expect(meta(found.html, 'robots')).toBeUndefined();
    expect(root(found.html)).toContain('<p>Results for &#39;samsung&#39;</p>');
    expect(root(found.html)).toMatch(/>₹[\d,]+ <s>₹[\d,]+<\/s><\/p>/); // a discounted card: the price paid, then the old one
    expect(root(found.html)).toMatch(/<li><a href="http:\/\/shop\.test\/samsung-[^"]+\.html">/);
    for (const empty of ['/search.html', '/search.html?query=zzzqqqxxx']) {
      const { html } = await fetchPage(empty);
      expect(meta(html, 'robots')).toBe('noindex, follow');
      expect(canonical(html)).toBeUndefined();
    }
  });

  it('an unknown URL answers 404 with the app’s not-found page; a disabled product 404', async () => {
    const unknown = await fetchPage('/no-such-thing.html');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(title(unknown.html)).toBe('Page Not Found - Zepp Shop');
    expect(meta(unknown.html, 'robots')).toBe('noindex, follow');
    expect(root(unknown.html)).toContain('<h1>Oops! We couldn&#39;t find what you are looking for</h1>');
    expect(unknown.html).toContain('<script src="/main.js">'); // still the app, which shows its own not-found page

    const gone = createTestShop({ staticDir });
    expect((await fetchPage(SIMPLE, gone)).status).toBe(200);
    gone.db.prepare("UPDATE products SET status = 2 WHERE sku = 'ZS-SON-10165'").run();
    expect((await fetchPage(SIMPLE, gone)).status).toBe(404);
  });

  it('a moved URL answers 301 (302 for a temporary one) to its absolute new address', async () => {
    const moved = await shop.app.fetch(
      new Request(`${ORIGIN}/customer-care`, { headers: { accept: 'text/html' } }),
    );
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${ORIGIN}/contact-us`);
    const temporary = await shop.app.fetch(
      new Request(`${ORIGIN}/diwali-sale`, { headers: { accept: 'text/html' } }),
    );
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get('location')).toBe(`${ORIGIN}/home-appliances.html`);
    const home = await shop.app.fetch(new Request(`${ORIGIN}/home`, { headers: { accept: 'text/html' } }));
    expect([home.status, home.headers.get('location')]).toEqual([301, `${ORIGIN}/`]);
  });

  it('the shopper’s own pages are not indexed; a partner store view’s URL is not either', async () => {
    for (const url of ['/sign-in', '/order-history', '/wishlist', '/zepp-coins']) {
      const { status, html } = await fetchPage(url);
      expect([url, status, meta(html, 'robots'), canonical(html)]).toEqual([
        url,
        200,
        'noindex, nofollow',
        undefined,
      ]);
    }
    // The cart and checkout: no robots tag (Lighthouse's SEO target, canonical.ts), no canonical, no content.
    for (const url of ['/cart', '/checkout']) {
      const { status, html } = await fetchPage(url);
      expect([url, status, meta(html, 'robots'), canonical(html), root(html)]).toEqual([
        url,
        200,
        undefined,
        undefined,
        '',
      ]);
    }
    const partner = await fetchPage(`/student${SIMPLE}`);
    expect(partner.status).toBe(200);
    expect(meta(partner.html, 'robots')).toBe('noindex, follow');
    expect(canonical(partner.html)).toBeUndefined();
  });

  it('writes backend strings as text: a hostile product name runs nowhere and the CSP allows none of it', async () => {
    const hostile = createTestShop({ staticDir });
    const attack = '"><script>alert(1)</script><img src=x onerror=alert(2)> & Co';
    hostile.db
      .prepare("UPDATE products SET name = ?, description = ? WHERE sku = 'ZS-SON-10165'")
      .run(
        attack,
        '<p>Fine</p><script>alert(3)</script><img src="javascript:alert(4)"><a href="javascript:alert(5)">x</a><iframe src="https://evil.test"></iframe>',
      );
    const response = await hostile.app.fetch(
      new Request(`${ORIGIN}${SIMPLE}`, { headers: { accept: '*/*' } }),
    );
    const html = await response.text();
    // The page hints' inlined answers carry the backend's strings as inert, escaped JSON (page-hints.test.ts).
    const written = html.replace(/<script type="application\/json" id="inlined-data">.*?<\/script>/s, '');
    expect(written).not.toMatch(/<script>alert|<img src=x|javascript:|<iframe/i);
    expect(root(html)).toContain('<h1>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(root(html)).toContain('<p>Fine</p>');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
    expect(scriptSrc).toEqual(["'self'"]); // JSON-LD is inert data, and nothing of the backend's is allowed
    expect(inlineHashes(html).scripts).toEqual([]);
  });
});

it('finds the home page by Magento’s cms_home_page, an id after a bar included', async () => {
  const home = createTestShop({ staticDir });
  home.db.prepare("UPDATE store_config SET value = 'home|2' WHERE path = 'web/default/cms_home_page'").run();
  const { html } = await fetchPage('/', home);
  expect(root(html)).toContain('Shop by Category');
});
