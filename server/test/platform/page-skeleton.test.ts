// The static skeleton in index.html's #root for the first page of a visit (home, a category, a product, search
// results): built from the page hints' answers, with the page's largest image exactly as the preload asks for
// it, its CSS inlined and hashed into the CSP, every backend string escaped; and no skeleton at all for other
// pages or when the answers do not arrive in time.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  addPageHints,
  hintDocument,
  ROUTE_HINT_TIMEOUT_MS,
  type HintQuery,
} from '../../storefront/html/page-hints';
import { escapeHtml } from '../../lib/escape-html';
import { earlyRequestTag } from '../../storefront/html/early-requests';
import { SHELL_PHONE_QUERY } from '../../storefront/html/page-skeleton/styles';
import {
  FIRST_IMAGE_TIMING,
  MAX_SCRIPT_DELAY_MS,
} from '../../storefront/html/page-skeleton/scripts-after-first-image';
import { MOBILE_SHELL_QUERY } from '../../../src/ui/hooks/use-media-query';
import { imageSrcset } from '../../../src/lib/images';
import { handleStatic } from '../../storefront/http/static';
import { htmlSecurityHeaders } from '../../storefront/http/security-headers';
import { READABLE_CLASS } from '../../storefront/seo/body';
import { createTestShop, ORIGIN, type TestShop } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';

// As the build writes it: minified, the root element's id unquoted, the entry scripts deferred in the head.
const ENTRY_SCRIPTS = ['/js/runtime.0a1b2c3d.js', '/js/framework.4e5f6a7b.js', '/js/main.8c9d0e1f.js'];
const INDEX = `<!doctype html><html><head><title>Zepp Shop</title>${ENTRY_SCRIPTS.map(
  (src) => `<script defer src=${src}></script>`,
).join('')}<style>body{margin:0}</style></head><body><div id=root></div></body></html>`;
const CSS = {
  '/css/home-page.1a2b3c4d.chunk.css': '.home-banner{max-width:1440px}',
  '/css/page-PRODUCT.b03c51fd.chunk.css': '.product-page__layout{display:grid}',
  '/css/page-CATEGORY.11d2c11d.chunk.css': '.product-grid{display:grid}',
  '/css/search-page.9f9f9f9f.chunk.css': '.product-grid{display:grid}',
  '/css/cart-page.7a7a7a7a.chunk.css': '.cart-page__layout{display:grid}',
};
const CHUNKS = {
  'home-page': { js: ['/js/home-page.1a2b3c4d.chunk.js'], css: ['/css/home-page.1a2b3c4d.chunk.css'] },
  'search-page': { js: ['/js/search-page.9f9f9f9f.chunk.js'], css: ['/css/search-page.9f9f9f9f.chunk.css'] },
  'cart-page': { js: ['/js/cart-page.7a7a7a7a.chunk.js'], css: ['/css/cart-page.7a7a7a7a.chunk.css'] },
  'page-CATEGORY': {
    js: ['/js/page-CATEGORY.11d2c11d.chunk.js'],
    css: ['/css/page-CATEGORY.11d2c11d.chunk.css'],
  },
  'page-PRODUCT': {
    js: ['/js/page-PRODUCT.6abb2265.chunk.js'],
    css: ['/css/page-PRODUCT.b03c51fd.chunk.css'],
  },
};

const staticDir = makeTempDir();
fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
fs.writeFileSync(path.join(staticDir, 'page-chunks.json'), JSON.stringify(CHUNKS));
fs.mkdirSync(path.join(staticDir, 'css'));
for (const [file, css] of Object.entries(CSS)) fs.writeFileSync(path.join(staticDir, file), css);
/** webpack's runtime, as the build writes it: inlined on pages whose scripts start with the HTML. */
const RUNTIME = '(()=>{"use strict";var e={};self.runtimeLoaded=e})();';
fs.mkdirSync(path.join(staticDir, 'js'));
fs.writeFileSync(path.join(staticDir, ENTRY_SCRIPTS[0]!), RUNTIME);
afterAll(removeTempDirs);

const PRODUCT_URL = '/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html';
const CATEGORY_URL = '/mobiles-tablets/smartphones.html';

async function page(shop: TestShop, url: string) {
  const response = await shop.app.fetch(new Request(`${ORIGIN}${url}`, { headers: { accept: 'text/html' } }));
  return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

/**
 * The skeleton the server put inside #root ('' when none): what comes before the page's readable content for
 * crawlers, which follows it (seo/body.ts, tested in server/test/seo).
 */
const rootOf = (html: string) =>
  (/<div id="?root"?>([\s\S]*)<\/div>(?:<script>[\s\S]*?<\/script>)?<\/body>/.exec(html)?.[1] ?? '').split(
    `<div class="${READABLE_CLASS}`,
  )[0]!;
/** The page's inline scripts (not its inert JSON). */
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
/** The inlined answer to `operation`. */
function answer(html: string, operation: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="inlined-data">(.*?)<\/script>/.exec(html)![1]!;
  const { results } = JSON.parse(json) as { results: { operation: string; data: Record<string, unknown> }[] };
  return results.find((r) => r.operation === operation)!.data;
}
const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** Every <img> of the skeleton's page area, its attributes as the browser reads them. */
function images(root: string): Record<string, string>[] {
  const main = root.slice(root.indexOf('class="app-shell__main"'));
  return [...main.matchAll(/<img([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([a-z]+)="([^"]*)"/g)].map((a) => [a[1]!, unescape(a[2]!)])),
  );
}
const preload = (html: string) => {
  const tag = /<link rel="preload" as="image"([^>]*)>/.exec(html)![1]!;
  return Object.fromEntries([...tag.matchAll(/([a-z]+)="([^"]*)"/g)].map((a) => [a[1]!, unescape(a[2]!)]));
};
const headingOf = (root: string, tag = 'h1') =>
  unescape(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`).exec(root)?.[1] ?? '');
/** The sequence of tags, which no backend string may change. */
const tags = (markup: string) => markup.match(/<\/?[a-z][a-z0-9]*/gi) ?? [];
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('the page skeleton', () => {
  const shop = createTestShop({ staticDir });

  it('paints the home page’s first banner with the preloaded file, styled by the inlined page CSS', async () => {
    const { html, csp } = await page(shop, '/');
    const root = rootOf(html);
    expect(root).toContain('class="app-shell page-skeleton"');
    const [banner, ...others] = images(root);
    expect(others).toEqual([]);
    const { imagesrcset, imagesizes } = preload(html);
    expect(banner).toMatchObject({
      class: 'banner-slide__image',
      srcset: imagesrcset,
      sizes: imagesizes,
      width: '1440',
      height: '480',
      alt: '',
      loading: 'eager',
      fetchpriority: 'high',
    });
    expect(headingOf(root)).toBe('Home');
    // Both header looks, with the store's logo (its box reserved from the store config's size).
    expect(root).toContain(
      '<img src="/media/logo/default/logo.png" alt="Zepp Shop" width="168" height="40">',
    );
    // The page's CSS is in the head under its file's name (the app's CSS loader then takes it as loaded),
    // so it is no longer preloaded; each <style> is allowed by the page's CSP.
    expect(html).toContain(
      '<style data-href="/css/home-page.1a2b3c4d.chunk.css">.home-banner{max-width:1440px}</style>',
    );
    expect(html).not.toContain('<link rel="preload" as="style"');
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(3);
    const styleSrc = /style-src ([^;]*)/.exec(csp)![1]!;
    for (const style of styles) expect(styleSrc).toContain(sha256(style));
    expect(styleSrc).not.toContain('unsafe-inline');
    expect(csp).toMatch(/script-src 'self'(;| [^;]*;)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('lays out a category’s title and first row of cards with the listing’s first images', async () => {
    const { html } = await page(shop, CATEGORY_URL);
    const root = rootOf(html);
    expect(headingOf(root)).toBe('Smartphones');
    const { products } = answer(html, 'GetProductList') as {
      products: { total_count: number; items: { small_image: { url: string } }[] };
    };
    const cards = images(root);
    expect(cards.map((img) => img.srcset)).toEqual(
      products.items.slice(0, 3).map((item) => imageSrcset(item.small_image.url)),
    );
    expect(cards[0]!.srcset).toBe(preload(html).imagesrcset);
    // The phone's first row loads first, as ProductGrid does; the third card of a wider row waits.
    expect(cards.map((img) => [img.loading, img.fetchpriority])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', undefined],
    ]);
    // In the listing's grid (3 columns from medium screens), as React lays it out.
    expect(root).toContain('<ul class="product-grid product-grid--listing">');
    for (const img of cards)
      expect(img).toMatchObject({ sizes: preload(html).imagesizes, width: '320', height: '400' });
    expect(root).toContain(`<p class="product-listing__count">${products.total_count} items</p>`);
    expect(root).toContain('Sorted by Position');
    expect(html).toContain('<style data-href="/css/page-CATEGORY.11d2c11d.chunk.css">');
  });

  it('shows a product’s name and main picture, the one the page preloads, and room for its thumbnails', async () => {
    const { html } = await page(shop, PRODUCT_URL);
    const root = rootOf(html);
    const product = answer(html, 'GetProductDetail').route as { name: string; media_gallery: unknown[] };
    expect(headingOf(root)).toBe(product.name);
    const [main, ...rest] = images(root);
    expect(rest).toEqual([]); // the thumbnails are empty boxes until React shows them
    expect(main).toMatchObject({
      srcset: preload(html).imagesrcset,
      sizes: preload(html).imagesizes,
      loading: 'eager',
      fetchpriority: 'high',
    });
    expect(root.match(/product-image-gallery__thumbnail"/g)).toHaveLength(
      Math.min(product.media_gallery.length, 8),
    );
  });

  it('lays out hidden text in each weight the app uses, so fonts are set up before React renders', async () => {
    const { html } = await page(shop, PRODUCT_URL);
    const fonts = /<span class="page-skeleton__fonts" aria-hidden="true"\s*>(.*?)<\/span\s*>/.exec(
      rootOf(html),
    );
    expect(fonts?.[1]).toMatch(/^[^<]*₹[^<]*<b>[^<]*₹[^<]*<\/b><strong>[^<]*₹[^<]*<\/strong>$/);
    // Laid out but never seen: out of the flow, clipped to nothing; <b> 600 and <strong> 700 as the CSS uses them.
    expect(html).toMatch(/\.page-skeleton__fonts\{position:absolute;[^}]*clip-path:inset\(50%\)/);
    expect(html).toContain(
      '.page-skeleton__fonts b{font-weight:600}.page-skeleton__fonts strong{font-weight:700}',
    );
  });

  it('shows search results with the term, escaped', async () => {
    const term = 'Samsung "><img src=x onerror=alert(1)>';
    const { html } = await page(shop, `/search.html?query=${encodeURIComponent(term)}`);
    const root = rootOf(html);
    expect(headingOf(root)).toBe('Search');
    expect(root).toContain(`<p class="search-page__term">Results for ${escapeHtml(`'${term}'`)}</p>`);
    expect(images(root)[0]!.srcset).toBe(preload(html).imagesrcset);
    expect(tags(root)).toEqual(tags(rootOf((await page(shop, '/search.html?query=Samsung')).html)));
  });

  it('leaves cart, checkout, account, CMS, unknown and result-less pages to React', async () => {
    for (const url of [
      '/cart',
      '/checkout',
      '/account-information',
      '/about-us',
      '/no-such-page.html',
      '/search.html?query=zzqqxx',
      '/search.html',
    ])
      expect(rootOf((await page(shop, url)).html)).toBe('');
  });
});

describe('the app’s scripts on a skeleton page', () => {
  const shop = createTestShop({ staticDir });
  const SKELETON_PAGES = ['/', CATEGORY_URL, PRODUCT_URL, '/search.html?query=Samsung'];

  it.each(SKELETON_PAGES)(
    '%s loads them once its largest image has painted, in the build’s order',
    async (url) => {
      const { html, csp } = await page(shop, url);
      // The preloaded image is the one the scripts wait for, and the only one so marked.
      const marked = images(rootOf(html)).filter((img) => img.elementtiming === FIRST_IMAGE_TIMING);
      expect(marked).toHaveLength(1);
      expect(marked[0]!.srcset).toBe(preload(html).imagesrcset);
      // No deferred tags left: one inline loader, after #root, naming the entry scripts in order.
      expect(html).not.toMatch(/<script[^>]*\bsrc=/);
      const [loader, ...others] = inlineScripts(html);
      expect(others).toEqual([]);
      expect(loader).toContain(`(${JSON.stringify(ENTRY_SCRIPTS)});`);
      expect(loader).toContain(`img[elementtiming="${FIRST_IMAGE_TIMING}"]`);
      expect(loader).toContain(`setTimeout(start, ${MAX_SCRIPT_DELAY_MS})`);
      // Allowed by its hash, nothing looser.
      expect(/script-src ([^;]*)/.exec(csp)![1]!.split(' ')).toEqual(["'self'", sha256(loader!)]);
    },
  );

  it('inlines the CSS of a page known by its path that has no skeleton, instead of preloading it', async () => {
    const { html, csp } = await page(shop, '/cart');
    const css = CSS['/css/cart-page.7a7a7a7a.chunk.css'];
    expect(html).toContain(`<style data-href="/css/cart-page.7a7a7a7a.chunk.css">${css}</style>`);
    expect(html).not.toContain('<link rel="preload" as="style" href="/css/cart-page');
    expect(html).toContain('<link rel="preload" as="script" href="/js/cart-page.7a7a7a7a.chunk.js">');
    expect(/style-src ([^;]*)/.exec(csp)![1]!.split(' ')).toContain(sha256(css));
  });

  it('keeps the plain deferred tags on pages without a skeleton, with webpack’s runtime inline', async () => {
    for (const url of [
      '/cart',
      '/checkout',
      '/about-us',
      '/no-such-page.html',
      '/search.html?query=zzqqxx',
    ]) {
      const { html, csp } = await page(shop, url);
      expect(html).not.toContain('elementtiming');
      // The runtime first, where its tag was; the cart and checkout also ask for their cart from the page
      // (early-requests.test.ts).
      const early = /^<script>([\s\S]*)<\/script>$/.exec(earlyRequestTag(url.split('?')[0]!))?.[1];
      const inline = [RUNTIME, ...(early ? [early] : [])];
      expect(inlineScripts(html)).toEqual(inline);
      expect(html.indexOf(RUNTIME)).toBeLessThan(html.indexOf(`<script defer src=${ENTRY_SCRIPTS[1]}>`));
      expect([...html.matchAll(/<script defer src=([^>]+)><\/script>/g)].map((m) => m[1])).toEqual(
        ENTRY_SCRIPTS.slice(1),
      );
      expect(/script-src ([^;]*)/.exec(csp)![1]!.split(' ')).toEqual(["'self'", ...inline.map(sha256)]);
    }
  });
});

describe('backend strings in the skeleton', () => {
  const payloads = fs
    .readFileSync(path.resolve(__dirname, '../../../../shared/security/xss/patt-XSS_Polyglots.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 5);

  it.each(payloads.map((payload, i) => [i, payload]))(
    'escapes payload %i as a product and a category name',
    async (_i, payload) => {
      const shop = createTestShop({ staticDir });
      const plain = {
        product: rootOf((await page(shop, PRODUCT_URL)).html),
        category: rootOf((await page(shop, CATEGORY_URL)).html),
      };
      const evil = createTestShop({ staticDir });
      const name = `Galaxy <b>&amp; "S24" ${payload}`;
      evil.db.prepare('UPDATE products SET name = ? WHERE url_key = ?').run(name, PRODUCT_URL.slice(1, -5));
      evil.db
        .prepare("UPDATE categories SET name = ? WHERE url_path = 'mobiles-tablets/smartphones'")
        .run(name);
      const product = rootOf((await page(evil, PRODUCT_URL)).html);
      const category = rootOf((await page(evil, CATEGORY_URL)).html);
      // The text reads as the name, and the markup around it is tag for tag what a plain name gives.
      expect(headingOf(product)).toBe(name);
      expect(headingOf(category)).toBe(name);
      expect(tags(product)).toEqual(tags(plain.product));
      expect(tags(category)).toEqual(tags(plain.category));
    },
  );
});

// The CSP allows the inline code the server writes, never whatever else ends up in the HTML (docs/SECURITY.md).
describe('the page policy and injected scripts', () => {
  const INJECTED = 'alert(document.domain)';
  const styleSrc = (csp: string) => /style-src ([^;]*)/.exec(csp)![1]!.split(' ');
  const scriptSrc = (csp: string) => /script-src ([^;]*)/.exec(csp)![1]!.split(' ');

  it('a product name with </script><script>… reaches the page neither as a script nor in the policy', async () => {
    const evil = createTestShop({ staticDir });
    const name = `Galaxy</script><script>${INJECTED}</script><style>*{display:none}</style>`;
    evil.db.prepare('UPDATE products SET name = ? WHERE url_key = ?').run(name, PRODUCT_URL.slice(1, -5));
    const { html, csp } = await page(evil, PRODUCT_URL);
    expect(headingOf(rootOf(html))).toBe(name); // shown as text
    expect(inlineScripts(html).some((code) => code.includes(INJECTED))).toBe(false);
    expect(scriptSrc(csp)).toEqual(["'self'", ...inlineScripts(html).map(sha256)]); // the loader alone
    expect(csp).not.toContain(sha256(INJECTED));
    expect(csp).not.toContain(sha256('*{display:none}'));
  });

  it('leaves out of the policy any inline script or style the server did not write, wherever it came from', async () => {
    // As if a skeleton's escaping failed: markup a backend string carried lands in the page as is.
    const leaky = async (html: string) => ({
      html: html.replace('</head>', `<script>${INJECTED}</script><style>*{display:none}</style></head>`),
      status: 200,
    });
    const config = createTestShop({ staticDir }).config;
    const response = await handleStatic(
      new Request(`${ORIGIN}${PRODUCT_URL}`, { headers: { accept: 'text/html' } }),
      staticDir,
      leaky,
      (html) => htmlSecurityHeaders(config, html),
    );
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(html).toContain(`<script>${INJECTED}</script>`);
    expect(scriptSrc(csp)).toEqual(["'self'"]);
    // The template's own style (index.html as built) stays allowed; the injected one does not.
    expect(styleSrc(csp)).toEqual(["'self'", sha256('body{margin:0}')]);
  });
});

describe('no skeleton without the answers in time', () => {
  const shop = createTestShop({ staticDir });
  /** The shop's own answers, the product's too late or failing. */
  const ask =
    (product: 'slow' | 'down'): HintQuery =>
    async (operation, variables) => {
      if (operation === 'GetProductDetail') {
        if (product === 'down') throw new Error('backend down');
        await new Promise((resolve) => setTimeout(resolve, ROUTE_HINT_TIMEOUT_MS + 200));
      }
      const response = await shop.app.fetch(
        new Request(`${ORIGIN}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', store: 'default' },
          body: JSON.stringify({ query: hintDocument(operation), operationName: operation, variables }),
        }),
      );
      return ((await response.json()) as { data?: unknown }).data ?? null;
    };

  it.each(['slow', 'down'] as const)(
    'sends a product page without one when the backend is %s',
    async (state) => {
      const html = await addPageHints(INDEX, PRODUCT_URL, { staticDir, ask: ask(state) });
      expect(html).toContain('id="inlined-data"'); // the route and the shell's answers came
      expect(html).toContain('<div id=root></div>');
      expect(html).not.toContain('page-skeleton');
    },
  );

  it('switches header looks at the shell’s own breakpoint', () => {
    expect(SHELL_PHONE_QUERY).toBe(MOBILE_SHELL_QUERY);
  });
});
