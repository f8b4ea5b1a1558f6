import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { earlyRequestTag } from '../../storefront/html/early-requests';
import { createTestShop, ORIGIN } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';

const workspace = makeTempDir();
const staticDir = path.join(workspace, 'dist');
const INDEX = `<!doctype html><html><head><title>Zepp Shop</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('bundle '.repeat(400))});`;
const STYLES = `.header{background:#111;height:64px}\n`.repeat(200);

function writeBundle() {
  fs.mkdirSync(path.join(staticDir, 'js'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(staticDir, 'js/main.1a2b3c4d.js'), SCRIPT);
  fs.writeFileSync(path.join(staticDir, 'js/main.1a2b3c4d.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(staticDir, 'js/main.1a2b3c4d.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(staticDir, 'styles.9f8e7d6c5b.css'), STYLES);
  fs.writeFileSync(path.join(staticDir, 'notes.txt'), 'A small text file.\n');
  fs.writeFileSync(path.join(staticDir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(workspace, 'secret.txt'), 'not for the web');
}

writeBundle();
const shop = createTestShop({ staticDir });
afterAll(removeTempDirs);

const fetchPath = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
  shop.app.fetch(new Request(`${ORIGIN}${pathname}`, { headers, method }));
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

/**
 * The page without its page hints (the inlined answers, inert JSON, and the largest image's preload) and what
 * it tells crawlers (its head's tags and readable content: server/test/seo/pages.test.ts).
 */
const withoutHints = (html: string) =>
  html
    .replace(/<script type="application\/json" id="inlined-data">.*?<\/script>/s, '')
    .replace(/<script type="application\/ld\+json">.*?<\/script>\s*/gs, '')
    .replace(
      /<(meta|link) (name|property|rel)="(description|robots|canonical|prev|next|og:[^"]*|twitter:[^"]*|product:[^"]*)"[^>]*>\s*/g,
      '',
    )
    .replace(/<div id="root">.*<\/div>(?=<!--)/s, '<div id="root"></div>')
    .replace(/<link rel="preload" as="image"[^>]*>/, '')
    .replace(earlyRequestTag('/checkout'), ''); // checkout's own request for its cart (early-requests.test.ts)

describe('the storefront bundle', () => {
  it('serves index.html at / with no-cache', async () => {
    const response = await fetchPath('/', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // The bundle's index.html, with the home page's answers inlined and its banner preloaded in its head
    // (page-hints.test.ts), titled as the storefront will title it (page-title.test.ts).
    const html = (await bytes(response)).toString();
    expect(withoutHints(html)).toBe(INDEX.replace('<title>Zepp Shop<', '<title>Home - Zepp Shop<'));
  });

  it('serves the service worker with no-cache so updates are picked up', async () => {
    const response = await fetchPath('/sw.js');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves precompressed brotli, then gzip, siblings of hashed assets with an immutable cache', async () => {
    const br = await fetchPath('/js/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(await bytes(br)).toString()).toBe(SCRIPT);
    const gz = await fetchPath('/js/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytes(gz)).toString()).toBe(SCRIPT);
    const plain = await fetchPath('/js/main.1a2b3c4d.js', { 'accept-encoding': 'br;q=0' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(SCRIPT);
  });

  it('gzips text without a precompressed sibling on the fly, but not small files or images', async () => {
    const css = await fetchPath('/styles.9f8e7d6c5b.css', { 'accept-encoding': 'gzip, br' });
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(zlib.gunzipSync(await bytes(css)).toString()).toBe(STYLES);
    const small = await fetchPath('/notes.txt', { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('cache-control')).toBe('public, max-age=3600');
    const image = await fetchPath('/icon.png', { 'accept-encoding': 'gzip' });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('falls back to index.html for page URLs, 404 for one no page has, and 404s for unknown assets', async () => {
    // Every page also gets the shell's answers inlined, a catalogue URL its route and data (page-hints.test.ts):
    // apart from that inert JSON, the page is the bundle's index.html. A URL neither the app's routes nor the
    // catalogue know is the app's not-found page, with a 404 status for crawlers (server/test/seo).
    for (const [page, status] of [
      ['/no-such-category.html', 404],
      ['/checkout', 200],
      ['/razorpay/checkout/success/000000012', 200],
    ] as const) {
      const response = await fetchPath(page, { accept: 'text/html,application/xhtml+xml' });
      expect(response.status).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // Titled as the app titles it (page-title.test.ts): the not-found page as "Page Not Found - …".
      const html = withoutHints((await bytes(response)).toString()).replace(
        /<title>[^<]*</,
        '<title>Zepp Shop<',
      );
      expect(html).toBe(INDEX);
    }
    const asset = await fetchPath('/js/missing.0000aaaa.js', { accept: '*/*' });
    expect(asset.status).toBe(404);
  });

  it('never serves files outside the bundle folder', async () => {
    for (const attempt of ['/%2e%2e/secret.txt', '/..%2fsecret.txt', '/js/%2e%2e/%2e%2e/secret.txt']) {
      const response = await fetchPath(attempt, { accept: '*/*' });
      expect(response.status).toBe(404);
      expect((await bytes(response)).toString()).not.toContain('not for the web');
    }
  });

  it('answers a matching ETag with 304 and HEAD without a body', async () => {
    const first = await fetchPath('/styles.9f8e7d6c5b.css', { 'accept-encoding': 'gzip' });
    const etag = first.headers.get('etag')!;
    const again = await fetchPath('/styles.9f8e7d6c5b.css', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    const get = await fetchPath('/', { accept: 'text/html' });
    const head = await fetchPath('/', { accept: 'text/html' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String((await bytes(get)).length));
    expect((await bytes(head)).length).toBe(0);
  });

  it('refuses other methods', async () => {
    expect((await fetchPath('/', {}, 'POST')).status).toBe(405);
  });
});

describe('without a build', () => {
  it('shows a page telling the developer to run the build', async () => {
    const unbuilt = createTestShop({ staticDir: path.join(workspace, 'no-dist-here') });
    const response = await unbuilt.app.fetch(new Request(`${ORIGIN}/`, { headers: { accept: 'text/html' } }));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});
