// index.html per navigation, with the requested page's code preloaded and its first answers inlined (the
// shell's on every page; a catalogue/CMS URL's route(url) and its category's or product's data; the home
// page's content at /; the search page's results), asked with the storefront's own documents, from the
// embedded shop or from Magento through the proxy; never slower than a bounded wait, never unsafe HTML.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { SEO_TIMEOUT_MS } from '../../storefront/html/page-html';
import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  addPageHints,
  hintDocument,
  INLINED_DATA_ELEMENT_ID,
} from '../../storefront/html/page-hints';
import { RESOLVE_URL } from '../../../src/features/routing/api/routing.graphql';
import { GET_STORE_CONFIG_DATA } from '../../../src/app/shell/api/shell.graphql';
import { createTestShop, ORIGIN } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';

const INDEX =
  '<!doctype html><html><head><title>Zepp Shop</title></head><body><div id="root"></div></body></html>';
const CHUNKS = {
  'home-page': { js: ['/js/home-page.1a2b3c4d.chunk.js'], css: ['/css/home-page.1a2b3c4d.chunk.css'] },
  'search-page': { js: ['/js/search-page.9f9f9f9f.chunk.js'], css: [] },
  'cart-page': { js: ['/js/cart-page.7a7a7a7a.chunk.js'], css: ['/css/cart-page.7a7a7a7a.chunk.css'] },
  'page-CATEGORY': { js: ['/js/589.5e5e5e5e.chunk.js', '/js/page-CATEGORY.11d2c11d.chunk.js'], css: [] },
  'page-PRODUCT': {
    js: ['/js/page-PRODUCT.6abb2265.chunk.js'],
    css: ['/css/page-PRODUCT.b03c51fd.chunk.css'],
  },
  'desktop-shell': {
    js: ['/js/desktop-shell.d35c7095.chunk.js'],
    css: ['/css/desktop-shell.d35c7095.chunk.css'],
  },
};
/** The desktop header's preloads, which every page carries for wide screens only. */
const DESKTOP_SHELL_PRELOADS =
  '<link rel="preload" as="style" href="/css/desktop-shell.d35c7095.chunk.css" media="(min-width: 960px)">' +
  '<link rel="preload" as="script" href="/js/desktop-shell.d35c7095.chunk.js" media="(min-width: 960px)">';
/** index.html with no hints for its page: only the desktop header's preloads. */
const INDEX_WITHOUT_HINTS = INDEX.replace('</head>', `${DESKTOP_SHELL_PRELOADS}</head>`);

const staticDir = makeTempDir();
fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
fs.writeFileSync(path.join(staticDir, 'page-chunks.json'), JSON.stringify(CHUNKS));
afterAll(removeTempDirs);

const page = (
  shop: ReturnType<typeof createTestShop>,
  pathname: string,
  headers: Record<string, string> = {},
) => shop.app.fetch(new Request(`${ORIGIN}${pathname}`, { headers: { accept: 'text/html', ...headers } }));

interface Payload {
  url: string;
  store: string;
  results: { operation: string; variables: Record<string, unknown>; data: Record<string, unknown> }[];
}

function inlined(html: string): Payload | null {
  const element = `<script type="application/json" id="${INLINED_DATA_ELEMENT_ID}">`;
  const match = new RegExp(`${element}(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as Payload) : null;
}

/** The inlined answer to `operation`, if any. */
const inlinedResult = (html: string, operation: string) =>
  inlined(html)?.results.find((r) => r.operation === operation) ?? null;

/** The inlined route(url) answer, if any. */
const inlinedRoute = (html: string) =>
  (inlinedResult(html, 'ResolveUrl')?.data.route as Record<string, unknown> | undefined) ?? null;

/** The attributes of the page's image preload, if any. */
function imagePreload(html: string): Record<string, string> | null {
  const tag = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
  if (!tag) return null;
  const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return Object.fromEntries([...tag.matchAll(/([a-z]+)="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]));
}

const operations = (html: string) => inlined(html)?.results.map((r) => r.operation) ?? [];
const SHELL = ['GetLocale', 'GetStoreConfigData', 'GetStoreName'];

describe('page hints from the embedded shop', () => {
  const shop = createTestShop({ staticDir });

  it('preloads a category page’s code and inlines the route the shop resolves for its URL', async () => {
    const html = await (await page(shop, '/mobiles-tablets/smartphones.html')).text();
    expect(html).toContain('<link rel="preload" as="script" href="/js/589.5e5e5e5e.chunk.js">');
    expect(html).toContain('<link rel="preload" as="script" href="/js/page-CATEGORY.11d2c11d.chunk.js">');
    expect(html).not.toContain('page-PRODUCT');
    const { data } = await shop.gql<{ route: Record<string, unknown> }>(
      '{ route(url: "/mobiles-tablets/smartphones.html") { __typename type ... on CategoryInterface { uid name } } }',
    );
    expect(inlined(html)).toMatchObject({ url: '/mobiles-tablets/smartphones.html', store: 'default' });
    expect(inlinedResult(html, 'ResolveUrl')).toEqual({
      operation: 'ResolveUrl',
      variables: { url: '/mobiles-tablets/smartphones.html' },
      data: { route: expect.objectContaining({ ...data!.route, redirect_code: 0 }) },
    });
    // The hints go in the head, before the page's own scripts run.
    expect(html.indexOf(INLINED_DATA_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
  });

  it('inlines a category’s first page of products, its filters and its trail, as the page asks for them', async () => {
    const html = await (await page(shop, '/mobiles-tablets/smartphones.html')).text();
    const uid = inlinedRoute(html)!.uid as string;
    const filter = { category_uid: { eq: uid } };
    const list = inlinedResult(html, 'GetProductList');
    // The category page's first render: default sort (position), page 1 of 6, no filters.
    expect(list?.variables).toEqual({ filter, sort: { position: 'ASC' }, pageSize: 6, currentPage: 1 });
    const { data } = await shop.gql<{ products: { total_count: number; items: { sku: string }[] } }>(
      `{ products(filter: { category_uid: { eq: "${uid}" } }, sort: { position: ASC }, pageSize: 6) { total_count items { sku } } }`,
    );
    const products = list!.data.products as { total_count: number; items: { sku: string }[] };
    expect(products.total_count).toBe(data!.products.total_count);
    expect(products.items.map((item) => item.sku)).toEqual(data!.products.items.map((item) => item.sku));
    expect(inlinedResult(html, 'GetFilterOptions')).toMatchObject({
      variables: { filter },
      data: {
        products: {
          aggregations: expect.arrayContaining([expect.objectContaining({ attribute_code: 'price' })]),
        },
      },
    });
    expect(inlinedResult(html, 'GetCategory')).toMatchObject({
      variables: { uid },
      data: { categories: { items: [expect.objectContaining({ uid, name: 'Smartphones' })] } },
    });
    expect(operations(html)).toEqual(expect.arrayContaining([...SHELL, 'GetAvailableStores']));
    // The first card's picture is the page's largest paint: preloaded at every width step, as cards ask.
    const first = (products.items[0] as unknown as { small_image: { url: string } }).small_image.url;
    expect(imagePreload(html)).toMatchObject({
      imagesizes: '(min-width: 768px) 25vw, 50vw',
      fetchpriority: 'high',
      imagesrcset: expect.stringContaining(`${new URL(first).pathname}?auto=webp&format=`),
    });
    expect(imagePreload(html)?.imagesrcset?.split(',')).toHaveLength(9);
  });

  it('leaves a filtered listing’s products to the page, which first checks the filters it offers', async () => {
    const html = await (
      await page(shop, '/mobiles-tablets/smartphones.html?brand_code=samsung&page=2')
    ).text();
    expect(operations(html)).toEqual(
      expect.arrayContaining(['ResolveUrl', 'GetFilterOptions', 'GetCategory']),
    );
    expect(operations(html)).not.toContain('GetProductList');
    const sorted = await (
      await page(shop, '/mobiles-tablets/smartphones.html?sort=price-desc&page=2')
    ).text();
    expect(inlinedResult(sorted, 'GetProductList')?.variables).toMatchObject({
      sort: { price: 'DESC' },
      currentPage: 2,
    });
  });

  it('inlines the search page’s first results for /search.html?query=…', async () => {
    const html = await (await page(shop, '/search.html?query=%20phone%20')).text();
    expect(inlined(html)).toMatchObject({ url: '/search.html', store: 'default' });
    expect(inlinedResult(html, 'GetProductList')).toMatchObject({
      variables: { search: 'phone', filter: {}, sort: { relevance: 'DESC' }, pageSize: 6, currentPage: 1 },
      data: {
        products: {
          items: expect.arrayContaining([expect.objectContaining({ __typename: expect.any(String) })]),
        },
      },
    });
    expect(inlinedResult(html, 'GetFilterOptions')?.variables).toEqual({ search: 'phone', filter: {} });
    expect(operations(html)).not.toContain('ResolveUrl');
    expect(html).toContain('<link rel="preload" as="script" href="/js/search-page.9f9f9f9f.chunk.js">');
    const blank = await (await page(shop, '/search.html?query=')).text();
    expect(operations(blank)).toEqual(SHELL);
    const overlong = await (await page(shop, `/search.html?query=${'phone'.repeat(200)}`)).text();
    expect(operations(overlong)).toEqual(SHELL);
  });

  it('preloads a product page’s style and code and inlines the product and the brands', async () => {
    const url = '/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html';
    const html = await (await page(shop, url)).text();
    expect(html).toContain('<link rel="preload" as="style" href="/css/page-PRODUCT.b03c51fd.chunk.css">');
    const route = inlinedRoute(html);
    expect(route).toMatchObject({ type: 'PRODUCT', sku: expect.any(String) });
    expect(inlinedResult(html, 'GetProductDetail')).toMatchObject({
      variables: { url },
      data: {
        route: {
          uid: route!.uid,
          sku: route!.sku,
          media_gallery: expect.arrayContaining([expect.objectContaining({ url: expect.any(String) })]),
        },
      },
    });
    const gallery = (
      inlinedResult(html, 'GetProductDetail')!.data.route as {
        media_gallery: { url: string; position: number }[];
      }
    ).media_gallery;
    const main = [...gallery].sort((a, b) => a.position - b.position)[0]!.url;
    expect(imagePreload(html)).toMatchObject({
      imagesizes: '(max-width: 768px) 100vw, 480px',
      fetchpriority: 'high',
      imagesrcset: expect.stringContaining(new URL(main).pathname),
    });
    expect(inlinedResult(html, 'GetProductBrands')).toMatchObject({
      data: { brands: expect.arrayContaining([expect.objectContaining({ brand_code: 'samsung' })]) },
    });
  });

  it('preloads the home page’s code at / and inlines the store’s home page content', async () => {
    const html = await (await page(shop, '/')).text();
    expect(html).toContain('<link rel="preload" as="script" href="/js/home-page.1a2b3c4d.chunk.js">');
    const { data } = await shop.gql<{ cmsPage: { content: string } }>(
      '{ cmsPage(identifier: "home") { content } }',
    );
    expect(data!.cmsPage.content.length).toBeGreaterThan(100);
    expect(inlinedResult(html, 'GetHomePageId')).toEqual({
      operation: 'GetHomePageId',
      variables: {},
      data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default', cms_home_page: 'home' } },
    });
    expect(inlinedResult(html, 'GetHomeContent')).toEqual({
      operation: 'GetHomeContent',
      variables: { identifier: 'home' },
      data: { cmsPage: { __typename: 'CmsPage', identifier: 'home', content: data!.cmsPage.content } },
    });
    expect(operations(html)).toEqual(expect.arrayContaining(SHELL));
    // The first slide's picture, the page's largest paint, at the banner's widths and sizes.
    expect(imagePreload(html)).toEqual({
      rel: 'preload',
      as: 'image',
      imagesrcset: expect.stringMatching(
        /^http:\/\/shop\.test\/media\/wysiwyg\/home\/slide-phone-fest\.png\?.* 640w, .* 1600w$/,
      ),
      imagesizes: '(min-width: 1440px) 1440px, 100vw',
      fetchpriority: 'high',
    });
    expect(inlinedRoute(html)).toBeNull();
  });

  it('inlines only the shell’s answers for URLs that are no catalogue or CMS page', async () => {
    for (const pathname of ['/no-such-page.html', '/cart']) {
      const html = await (await page(shop, pathname)).text();
      expect(html).not.toContain('rel="preload" as="image"');
      expect(operations(html)).toEqual(SHELL);
    }
    // The app's own pages get their code preloaded (the cart's, the search page's).
    const cart = await (await page(shop, '/cart')).text();
    expect(cart).toContain('<link rel="preload" as="script" href="/js/cart-page.7a7a7a7a.chunk.js">');
    expect(cart).toContain('<link rel="preload" as="style" href="/css/cart-page.7a7a7a7a.chunk.css">');
    const unknown = (await (await page(shop, '/no-such-page.html')).text()).replace(
      DESKTOP_SHELL_PRELOADS,
      '',
    );
    expect(unknown).not.toContain('rel="preload"');
    expect(await (await page(shop, `/${'x'.repeat(600)}`)).text()).toBe(INDEX);
  });

  it('preloads the desktop header’s code on every page, for wide screens only (a phone never loads it)', async () => {
    for (const pathname of [
      '/',
      '/cart',
      '/no-such-page.html',
      '/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html',
    ]) {
      const html = await (await page(shop, pathname)).text();
      expect(html).toContain(DESKTOP_SHELL_PRELOADS);
    }
  });

  it('inlines the shell’s answers as the shop gives them to the storefront’s own documents', async () => {
    const html = await (await page(shop, '/cart')).text();
    // Apollo sends each document with __typename on every object: the server prints it the same way.
    expect(hintDocument('GetStoreConfigData')).toBe(print(addTypenameToDocument(GET_STORE_CONFIG_DATA)));
    const { data } = await shop.gql(hintDocument('GetStoreConfigData')!);
    expect(inlinedResult(html, 'GetStoreConfigData')).toEqual({
      operation: 'GetStoreConfigData',
      variables: {},
      data,
    });
    expect(inlinedResult(html, 'GetLocale')?.data).toEqual({
      storeConfig: { __typename: 'StoreConfig', store_code: 'default', locale: 'en_IN' },
    });
    expect(hintDocument('DropTables')).toBeUndefined();
  });

  it('compresses the hinted page for clients that accept gzip, with a validator of its own', async () => {
    const response = await page(shop, '/mobiles-tablets/smartphones.html', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(inlinedRoute(html)).toMatchObject({ type: 'CATEGORY' });
    const again = await page(shop, '/mobiles-tablets/smartphones.html', {
      'accept-encoding': 'gzip',
      'if-none-match': response.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });

  it('serves the page without preloads when the build has no page-chunks.json', async () => {
    const bare = makeTempDir();
    fs.writeFileSync(path.join(bare, 'index.html'), INDEX);
    const html = await (
      await page(createTestShop({ staticDir: bare }), '/mobiles-tablets/smartphones.html')
    ).text();
    expect(html).not.toMatch(/rel="preload" as="(script|style)"/); // (the page's largest image still is)
    expect(inlinedRoute(html)).toMatchObject({ type: 'CATEGORY' });
  });
});

describe('page hints through the Magento proxy', () => {
  let answer: (res: http.ServerResponse, operation: string | null) => void = () => {};
  const asked: { url: string; store: string | undefined; body: string }[] = [];
  const magento = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      asked.push({ url: req.url ?? '', store: req.headers.store as string | undefined, body });
      answer(res, new URL(req.url ?? '', 'http://magento.test').searchParams.get('operationName'));
    });
  });
  let backendUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => magento.listen(0, '127.0.0.1', resolve));
    backendUrl = `http://127.0.0.1:${(magento.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => magento.close(resolve)));
  const json = (res: http.ServerResponse, body: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  it('asks Magento’s route(url) for the default store view and inlines its answer', async () => {
    const route = {
      __typename: 'CmsPage',
      relative_url: 'phone.html',
      redirect_code: 0,
      type: 'CMS_PAGE',
      identifier: 'phone',
      title: 'Phone',
    };
    const stores = [
      {
        __typename: 'StoreConfig',
        store_code: 'default',
        store_name: 'Default',
        default_display_currency_code: 'INR',
      },
    ];
    answer = (res, operation) =>
      json(
        res,
        operation === 'GetAvailableStores' ? { data: { availableStores: stores } } : { data: { route } },
      );
    const shop = createTestShop({ staticDir, magentoBackendUrl: backendUrl });
    asked.length = 0;
    const html = await (await page(shop, '/phone.html')).text();
    // A GET, so Magento's full-page cache can answer it, with the storefront's own document.
    const resolve = asked.find(
      (a) => new URL(a.url, backendUrl).searchParams.get('operationName') === 'ResolveUrl',
    );
    const request = new URL(resolve!.url, backendUrl);
    expect(request.pathname).toBe('/graphql');
    expect(resolve!.store).toBe('default');
    expect(request.searchParams.get('query')).toBe(print(addTypenameToDocument(RESOLVE_URL)));
    expect(JSON.parse(request.searchParams.get('variables')!)).toEqual({ url: '/phone.html' });
    expect(inlined(html)).toEqual({
      url: '/phone.html',
      store: 'default',
      results: [
        { operation: 'ResolveUrl', variables: { url: '/phone.html' }, data: { route } },
        { operation: 'GetAvailableStores', variables: {}, data: { availableStores: stores } },
      ],
    });
    // Answers that are not what the storefront's document asks (a route for the store config) are left out.
    expect(operations(html)).not.toContain('GetStoreConfigData');
  });

  it('sends the page without the route when Magento is slower than the hint is worth', async () => {
    // Slower than the page's own deadline too (what the page is, for crawlers: html/page-html.ts): the page
    // goes as built, 200, without hints, head or content, rather than waiting on.
    answer = (res) => void setTimeout(() => json(res, { data: { route: null } }), SEO_TIMEOUT_MS + 300);
    const shop = createTestShop({ staticDir, magentoBackendUrl: backendUrl });
    const started = Date.now();
    const response = await page(shop, '/phone.html');
    const html = await response.text();
    expect(Date.now() - started).toBeLessThan(SEO_TIMEOUT_MS + 400);
    expect(response.status).toBe(200);
    expect(html).toBe(INDEX_WITHOUT_HINTS);
  });

  it('sends pages without inlined answers when Magento fails or answers with errors', async () => {
    const shop = createTestShop({ staticDir, magentoBackendUrl: backendUrl });
    answer = (res) => res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Error</h1>');
    expect(await (await page(shop, '/phone.html')).text()).toBe(INDEX_WITHOUT_HINTS);
    const home = await (await page(shop, '/')).text();
    expect(home).toContain('home-page.1a2b3c4d.chunk.js'); // the code still preloads
    expect(inlined(home)).toBeNull();
    answer = (res) => json(res, { data: { route: null }, errors: [{ message: 'Internal server error' }] });
    expect(await (await page(shop, '/phone.html')).text()).toBe(INDEX_WITHOUT_HINTS);
  });
});

describe('inlined answers are safe to put in HTML', () => {
  it('escapes a title that tries to close the script element', async () => {
    const title = '</script><script>alert(1)</script><!--';
    const html = await addPageHints(INDEX, '/evil.html', {
      staticDir,
      ask: async (operation) =>
        operation === 'ResolveUrl'
          ? {
              route: {
                __typename: 'CmsPage',
                relative_url: 'evil.html',
                redirect_code: 0,
                type: 'CMS_PAGE',
                identifier: 'evil',
                title,
              },
            }
          : null,
    });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(inlinedRoute(html)).toMatchObject({ title });
  });

  it('preloads no banner for home page content without a slider, and escapes the image URL', async () => {
    const home = (content: string) => async (operation: string) =>
      operation === 'GetHomePageId'
        ? { storeConfig: { __typename: 'StoreConfig', store_code: 'default', cms_home_page: 'home' } }
        : operation === 'GetHomeContent'
          ? { cmsPage: { __typename: 'CmsPage', identifier: 'home', content } }
          : null;
    const plain = await addPageHints(INDEX, '/', { staticDir, ask: home('<p>Hello</p>') });
    expect(imagePreload(plain)).toBeNull();
    const slide = (images: string) =>
      `<div data-content-type="slider"><div data-content-type="slide"><div data-background-images="${images}"></div></div></div>`;
    const evil = await addPageHints(INDEX, '/', {
      staticDir,
      ask: home(slide('{\\&quot;desktop_image\\&quot;:\\&quot;/media/a&gt;&lt;b.png\\&quot;}')),
      origin: 'https://shop.example',
    });
    // the image, the home page's script and style, the desktop header's script and style
    expect(evil.match(/<link/g)).toHaveLength(5);
    expect(imagePreload(evil)?.imagesrcset).toContain('https://shop.example/media/a%3E%3Cb.png?');
    const script = await addPageHints(INDEX, '/', {
      staticDir,
      ask: home(slide('{&quot;desktop_image&quot;:&quot;javascript:alert(1)&quot;}')),
    });
    expect(imagePreload(script)).toBeNull();
  });

  it('ignores answers that are not a page route', async () => {
    for (const route of [null, 'CATEGORY', { type: 'ORDER' }, [{ type: 'CATEGORY' }]])
      expect(await addPageHints(INDEX, '/x.html', { staticDir, ask: async () => ({ route }) })).toBe(
        INDEX_WITHOUT_HINTS,
      );
  });
});
