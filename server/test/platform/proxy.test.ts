import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fs from 'node:fs';
import { createTestShop, ORIGIN } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

// A stand-in Magento on 127.0.0.1 that records what reached it and answers with headers of its own.
const seen: Seen[] = [];
const backend = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    if (req.url?.includes('slow')) return; // never answers: the proxy's timeout must
    if (req.url?.startsWith('/rest/')) {
      res.writeHead(404, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify({ message: 'Request does not match any route.' }));
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-magento-cache-id': 'upstream-cache-id',
      'cache-control': 'max-age=86400, public',
      'keep-alive': 'timeout=5',
      'x-powered-by': 'PHP/8.3.0',
    });
    res.end(JSON.stringify({ data: { storeConfig: { store_name: 'Real Magento' } } }));
  });
});

let backendUrl: string;
const staticDir = makeTempDir();
const BUNDLE_ROOT = '<div id="root" data-bundle></div>';
fs.writeFileSync(path.join(staticDir, 'index.html'), `<!doctype html><title>bundle</title>${BUNDLE_ROOT}`);

beforeAll(async () => {
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(async () => {
  backend.closeAllConnections();
  await new Promise((resolve) => backend.close(resolve));
  removeTempDirs();
});

describe('proxy mode (MAGENTO_BACKEND_URL)', () => {
  it('forwards GraphQL with method, body and the storefront headers, and returns the upstream answer', async () => {
    const shop = createTestShop({ magentoBackendUrl: backendUrl, staticDir });
    const body = JSON.stringify({ query: 'mutation { createEmptyCart }' });
    const response = await shop.app.fetch(
      new Request(`${ORIGIN}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          store: 'infosys',
          authorization: 'Bearer abc123',
          'content-currency': 'INR',
          'x-magento-cache-id': 'client-cache-id',
          connection: 'keep-alive, x-hop',
          'x-hop': 'drop me',
        },
        body,
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { storeConfig: { store_name: 'Real Magento' } } });
    expect(response.headers.get('x-magento-cache-id')).toBe('upstream-cache-id');
    expect(response.headers.get('cache-control')).toBe('max-age=86400, public');
    expect(response.headers.get('keep-alive')).toBeNull();
    // Magento's answers pass through the shop's own security headers too (security-headers.ts).
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/graphql', body });
    expect(request.headers).toMatchObject({
      store: 'infosys',
      authorization: 'Bearer abc123',
      'content-currency': 'INR',
      'x-magento-cache-id': 'client-cache-id',
      'x-forwarded-host': 'shop.test',
      'x-forwarded-proto': 'http',
    });
    expect(request.headers['x-hop']).toBeUndefined();
  });

  it('forwards GET queries with their query string, REST with its status, and media', async () => {
    const shop = createTestShop({ magentoBackendUrl: backendUrl, staticDir });
    await shop.app.fetch(new Request(`${ORIGIN}/graphql?query=%7BstoreConfig%7Bstore_name%7D%7D`));
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/graphql?query=%7BstoreConfig%7Bstore_name%7D%7D',
    });
    const rest = await shop.app.fetch(
      new Request(`${ORIGIN}/rest/V1/guest-carts/abc/payment-information`, { method: 'POST', body: '{}' }),
    );
    expect(rest.status).toBe(404);
    expect(await rest.json()).toEqual({ message: 'Request does not match any route.' });
    await shop.app.fetch(new Request(`${ORIGIN}/media/catalog/product/a/b/phone.jpg?width=320`));
    expect(seen.at(-1)?.url).toBe('/media/catalog/product/a/b/phone.jpg?width=320');
  });

  it('still serves the storefront bundle locally', async () => {
    const shop = createTestShop({ magentoBackendUrl: backendUrl, staticDir });
    const before = seen.length;
    const page = await shop.app.fetch(new Request(`${ORIGIN}/cart`, { headers: { accept: 'text/html' } }));
    // The bundle's page, titled with the store's name as Magento answers it (page-title.ts).
    const html = await page.text();
    expect(html).toContain('<title>Real Magento</title>');
    expect(html).toContain(BUNDLE_ROOT);
    // Magento only sees the page hints' cacheable queries (page-hints.test.ts: the shell's and route(url)),
    // never the page.
    // The page's hint queries may still be on their way when the page is answered (a busy machine).
    const operationsAsked = () =>
      seen.slice(before).map(({ url }) => new URL(url, backendUrl).searchParams.get('operationName'));
    for (let waited = 0; waited < 5000 && !operationsAsked().includes('GetStoreConfigData'); waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const asked = seen.slice(before);
    expect(asked.length).toBeGreaterThan(0);
    for (const { method, url } of asked)
      expect([method, new URL(url, backendUrl).pathname]).toEqual(['GET', '/graphql']);
    const operations = asked.map(({ url }) => new URL(url, backendUrl).searchParams.get('operationName'));
    expect(operations).toEqual(expect.arrayContaining(['ResolveUrl', 'GetStoreConfigData']));
  });

  it('tells Magento who the shopper is (X-Forwarded-For), never a chain the shopper wrote', async () => {
    const forged = { 'x-forwarded-for': '192.0.2.1' };
    const ask = (shop: ReturnType<typeof createTestShop>) =>
      shop.app.fetch(
        new Request(`${ORIGIN}/graphql?query=%7BstoreConfig%7Bstore_name%7D%7D`, { headers: forged }),
        {
          address: '203.0.113.9',
        },
      );
    // This test's own request: a late query of an earlier test's page may land after it.
    const asked = () =>
      seen.filter((r) => r.url === '/graphql?query=%7BstoreConfig%7Bstore_name%7D%7D').at(-1);
    await ask(createTestShop({ magentoBackendUrl: backendUrl, staticDir }));
    expect(asked()?.headers['x-forwarded-for']).toBe('203.0.113.9');
    // Behind a trusted proxy (TRUST_PROXY_HOPS=1) its chain is kept and the proxy's address appended.
    await ask(createTestShop({ magentoBackendUrl: backendUrl, staticDir, trustProxyHops: 1 }));
    expect(asked()?.headers['x-forwarded-for']).toBe('192.0.2.1, 203.0.113.9');
  });

  it('answers 502 when the backend cannot be reached', async () => {
    const shop = createTestShop({ magentoBackendUrl: 'http://127.0.0.1:9', staticDir });
    const response = await shop.app.fetch(new Request(`${ORIGIN}/graphql?query={storeConfig{store_name}}`));
    expect(response.status).toBe(502);
    expect((await response.json()).message).toMatch(/Magento backend did not answer/);
  });

  it('answers 504 when Magento does not answer within MAGENTO_TIMEOUT_MS', async () => {
    const shop = createTestShop({ magentoBackendUrl: backendUrl, staticDir, upstreamTimeoutMs: 200 });
    const started = Date.now();
    const response = await shop.app.fetch(
      new Request(`${ORIGIN}/graphql?query={storeConfig{store_name}}&slow`),
    );
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await response.json()).message).toBe('The Magento backend did not answer within 200 ms.');
  });

  it("drops Magento's X-Powered-By", async () => {
    const shop = createTestShop({ magentoBackendUrl: backendUrl, staticDir });
    const response = await shop.app.fetch(new Request(`${ORIGIN}/graphql?query={storeConfig{store_name}}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it("sends Magento the public host, never the client's X-Forwarded-Host, trusted proxy or not", async () => {
    const evil = {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      forwarded: 'host=evil.example',
    };
    for (const trustProxyHops of [0, 1]) {
      const shop = createTestShop({
        magentoBackendUrl: backendUrl,
        staticDir,
        trustProxyHops,
        publicOrigin: 'https://shop.example.com',
      });
      await shop.app.fetch(
        new Request('http://evil.example/graphql?query={storeConfig{store_name}}', { headers: evil }),
      );
      expect(seen.at(-1)?.headers).toMatchObject({
        'x-forwarded-host': 'shop.example.com',
        'x-forwarded-proto': 'https',
      });
      expect(seen.at(-1)?.headers.forwarded).toBeUndefined();
    }
  });
});
