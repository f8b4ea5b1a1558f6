// Security headers on every answer (nosniff, a referrer policy) and, on HTML, a strict Content-Security-Policy
// computed from the page itself: its inline styles (the inlined entry CSS) and any inline script it would run
// are allowed by hash, inert JSON (the page hints) needs nothing, and frames and connections are limited to
// the configured CMS embed hosts, Firebase and the geocoding service. The browser's view: test/e2e/security.spec.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../../config';
import { contentSecurityPolicy } from '../../storefront/http/security-headers';
import { inlineHashes } from '../../lib/own-inline';
import { createTestShop, ORIGIN } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';

afterAll(removeTempDirs);

const STYLE = 'body{margin:0}.a{color:red}';
const SCRIPT = 'window.x=1';
const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const directive = (csp: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1];

function staticDir(index: string) {
  const dir = makeTempDir();
  fs.writeFileSync(path.join(dir, 'index.html'), index);
  fs.writeFileSync(path.join(dir, 'page-chunks.json'), '{}');
  return dir;
}

const page = (shop: ReturnType<typeof createTestShop>, url: string, headers: Record<string, string> = {}) =>
  shop.app.fetch(new Request(`${ORIGIN}${url}`, { headers: { accept: 'text/html', ...headers } }));

describe('the storefront page', () => {
  const index = `<!doctype html><html><head><style>${STYLE}</style></head><body><div id="root"></div></body></html>`;
  const shop = createTestShop({ staticDir: staticDir(index) });

  it('allows exactly its own inline style, and no inline script, also with the page hints added', async () => {
    // (The cart's and checkout's one inline script, by its hash: early-requests.test.ts.)
    for (const url of ['/', '/mobiles-tablets/smartphones.html', '/customer/account'])
      for (const encoding of ['gzip', 'identity']) {
        const response = await page(shop, url, { 'accept-encoding': encoding });
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(directive(csp, 'style-src')).toBe(`'self' ${hash(STYLE)}`);
        expect(directive(csp, 'script-src')).toBe("'self'");
        expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
        expect(directive(csp, 'style-src-attr')).toBe("'unsafe-inline'");
        for (const [name, value] of [
          ['object-src', "'none'"],
          ['base-uri', "'none'"],
          ['frame-ancestors', "'none'"],
          ['img-src', `'self' ${ORIGIN} data: blob:`],
          ['connect-src', "'self'"],
          [
            'frame-src',
            'https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com',
          ],
        ])
          expect([name, directive(csp, name!)]).toEqual([name, value]);
        expect(response.headers.get('permissions-policy')).toMatch(/^geolocation=\(self\), camera=\(\)/);
        expect(response.headers.get('x-frame-options')).toBe('DENY');
      }
    // The hinted page really carries its inert JSON, which the policy need not (and does not) mention.
    expect(await (await page(shop, '/mobiles-tablets/smartphones.html')).text()).toContain(
      'type="application/json"',
    );
  });

  it('hashes an inline script the page would run, never inert data', () => {
    const html = `<script>${SCRIPT}</script><script type="module">${SCRIPT};</script><script type="application/json">{"a":1}</script><script src="/a.js"></script><style media="print">${STYLE}</style>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [hash(SCRIPT), hash(`${SCRIPT};`)],
      styles: [hash(STYLE)],
    });
  });

  it('is the only kind of answer with a Permissions-Policy; every answer is nosniff with a referrer policy', async () => {
    const answers = [
      await page(shop, '/'),
      await shop.app.fetch(new Request(`${ORIGIN}/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D`)),
      await shop.app.fetch(new Request(`${ORIGIN}/rest/V1/directory/countries`)),
      await shop.app.fetch(new Request(`${ORIGIN}/no-such-file.js`)),
    ];
    for (const response of answers) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect(answers.slice(1).map((r) => r.headers.get('content-security-policy'))).toEqual([null, null, null]);
  });

  it('is strict even before the storefront is built', async () => {
    const bare = createTestShop({ staticDir: makeTempDir() });
    const response = await page(bare, '/');
    expect(response.status).toBe(503);
    expect(directive(response.headers.get('content-security-policy') ?? '', 'script-src')).toBe("'self'");
  });
});

describe("the mail-provider login stand-in's page", () => {
  it('allows its own style by hash and nothing else inline', async () => {
    const shop = createTestShop();
    const response = await shop.app.fetch(
      new Request(`${ORIGIN}/oauthlogin/sandbox/authorize?provider=google&state=x`),
    );
    const csp = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    expect(csp).not.toContain('unsafe-inline');
    expect(directive(csp, 'style-src')).toBe(inlineHashes(html).styles.join(' '));
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('what the policy lets pages reach, from the same settings the storefront is built with', () => {
  const csp = (env: NodeJS.ProcessEnv) => contentSecurityPolicy(readConfig(env));

  it('frames only the CMS embed hosts (none at all with CMS_EMBED_HOSTS=none)', () => {
    expect(directive(csp({ CMS_EMBED_HOSTS: 'player.vimeo.com, Www.YouTube.com' }), 'frame-src')).toBe(
      'https://player.vimeo.com https://www.youtube.com',
    );
    expect(directive(csp({ CMS_EMBED_HOSTS: 'none' }), 'frame-src')).toBe("'none'");
    expect(directive(csp({ CMS_EMBED_HOSTS: 'evil.example; script-src *' }), 'frame-src')).toBe("'none'");
  });

  it('connects to Firebase and the geocoding service only when they are configured', () => {
    expect(directive(csp({}), 'connect-src')).toBe("'self'");
    const configured = directive(
      csp({ FIREBASE_PROJECT_ID: 'zepp', REVERSE_GEOCODE_URL: 'https://geo.example.in/reverse?format=json' }),
      'connect-src',
    );
    expect(configured).toBe(
      "'self' https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com https://fcm.googleapis.com https://geo.example.in",
    );
    expect(() => readConfig({ REVERSE_GEOCODE_URL: 'geo.example.in' })).toThrow(/REVERSE_GEOCODE_URL/);
  });

  it('loads scripts from Tag Manager and the engagement tool only when they are configured', () => {
    expect(directive(csp({}), 'script-src')).toBe("'self'");
    expect(directive(csp({}), 'img-src')).toBe("'self' http://localhost:8080 data: blob:");
    const tags = csp({
      ANALYTICS_GTM_ID: 'GTM-ABC123',
      ENGAGEMENT_SCRIPT_URL: 'https://cdn.engage.example/sdk.js',
    });
    expect(directive(tags, 'script-src')).toBe(
      "'self' https://www.googletagmanager.com https://cdn.engage.example",
    );
    expect(directive(tags, 'connect-src')).toBe(
      "'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://cdn.engage.example",
    );
    expect(directive(tags, 'img-src')).toContain('https://*.google-analytics.com');
    expect(() => readConfig({ ENGAGEMENT_SCRIPT_URL: 'cdn.engage.example/sdk.js' })).toThrow(
      /ENGAGEMENT_SCRIPT_URL/,
    );
  });
});

describe('Strict-Transport-Security', () => {
  const ask = (shop: ReturnType<typeof createTestShop>, url: string) =>
    shop.app.fetch(new Request(`${ORIGIN}${url}`, { headers: { accept: 'text/html' } }));

  it('is sent on every answer whenever the public origin is https, and never over a plain-http one', async () => {
    const https = createTestShop({ publicOrigin: 'https://shop.example.com' });
    for (const url of ['/', '/graphql?query=%7B__typename%7D', '/rest/V1/nothing', '/media/none.png'])
      expect((await ask(https, url)).headers.get('strict-transport-security')).toBe('max-age=31536000');
    const http = createTestShop({ publicOrigin: 'http://localhost:8080' });
    expect((await ask(http, '/')).headers.get('strict-transport-security')).toBeNull();
  });
});
