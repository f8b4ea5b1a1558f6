// Step 9 (safe to put on the internet) in a real browser: every page the server sends carries a strict
// Content-Security-Policy under which the shop works without a single violation (the inlined page hints are
// inert JSON the app still reads; the inlined entry CSS is hashed), and CMS content carrying the XSS corpora of
// ../shared/security/xss runs nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, signIn } from './support/shop';

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

interface Violation {
  directive: string;
  blocked: string;
  /** The element whose inline script or style was refused, or 'document'. */
  target: string;
}

/** Collects CSP violations (the DOM event and the console's report) and anything a payload would run. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: unknown[]; __ran: string[] };
    w.__violations = [];
    w.__ran = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        target: e.target instanceof Element ? e.target.outerHTML.slice(0, 160) : 'document',
      }),
    );
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const)
      Object.defineProperty(window, name, {
        value: (...args: unknown[]) => void w.__ran.push(`${name}(${String(args[0])})`),
      });
  });
  const console: string[] = [];
  page.on('console', (m) => {
    // The browser's own complaints about our policy headers (a CSP violation, a feature it does not know).
    if (/Content Security Policy|Permissions-Policy/i.test(m.text())) console.push(m.text());
  });
  page.on('dialog', (d) => {
    console.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return {
    console,
    violations: () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations),
    ran: () => page.evaluate(() => (window as unknown as { __ran: string[] }).__ran),
  };
}

const graphqlOperations = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/graphql') seen.push(url.searchParams.get('operationName') ?? 'POST');
  });
  return seen;
};

test('every HTML answer carries the strict policy and the other security headers', async ({ request }) => {
  for (const url of ['/', '/about-us', '/sign-in', '/no-such-page']) {
    const response = await request.get(url, { headers: { accept: 'text/html' } });
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    // Only the page's own inline scripts, by their hashes: a page with a skeleton image (home's banner, when
    // its hints arrived in time) has one, which loads the app's scripts once that image has painted
    // (page-skeleton/scripts-after-first-image.ts); the others webpack's runtime (inline-runtime.ts).
    const html = await response.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const skeleton = html.includes('elementtiming="page-first-image"');
    expect(inline[0]).toContain(skeleton ? 'page-first-image' : 'webpackChunk');
    expect(scriptSrc).toBe(["'self'", ...inline.map(sha256)].join(' '));
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(/style-src ([^;]*)/.exec(csp)?.[1]).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive);
    expect(csp).toContain(
      'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com',
    );
    expect(response.headers()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('geolocation=(self)'),
    });
  }
});

const PAGES = [
  ['home', '/', (page: Page) => page.getByRole('banner')],
  ['a CMS page', '/about-us', (page: Page) => page.getByRole('heading', { name: 'Who we are' })],
  [
    'a product',
    '/samsung-galaxy-a35-5g-8gb-ram-128gb.html',
    (page: Page) => page.getByRole('heading', { name: /Samsung Galaxy A35 5G/ }),
  ],
  ['sign-in', '/sign-in', (page: Page) => page.getByRole('button', { name: 'Sign In', exact: true })],
] as const;

for (const [name, url, ready] of PAGES) {
  test(`${name} renders with no CSP violation`, async ({ page }) => {
    const seen = await watch(page);
    const operations = graphqlOperations(page);
    await page.goto(url);
    await expect(ready(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seen.violations()).toEqual([]);
    expect(seen.console).toEqual([]);
    // The inlined answers (inert JSON) were read: the first page did not ask for them again.
    if (url === '/') expect(operations).not.toContain('GetCmsPage');
    else if (url !== '/sign-in') expect(operations).not.toContain('ResolveUrl');
  });
}

test('a signed-in account page and checkout render with no CSP violation', async ({ page }) => {
  const seen = await watch(page);
  await signIn(page, DEMO_CUSTOMER);
  for (const [url, heading] of [
    ['/account-information', 'My profile'],
    ['/checkout', 'Checkout'],
  ]) {
    await page.goto(url!);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(await seen.violations()).toEqual([]);
  expect(seen.console).toEqual([]);
});

const XSS_DIR = path.resolve(__dirname, '../../../shared/security/xss');
const CORPORA = [
  'payloadbox-xss-payload-list.txt',
  'patt-XSS_Polyglots.txt',
  'patt-MarioXSSVectors.txt',
  'patt-xss_alert_identifiable.txt',
];
/** Closes whatever a payload left open, so the next starts clean (as src/.../xss.test.tsx does). */
const RESET =
  '"\'>--></textarea></title></style></xmp></noscript></noembed></noframes></iframe></script></template></select></svg></math>';
const PER_PAGE = 1300;

const payloads = CORPORA.flatMap((file) =>
  fs
    .readFileSync(path.join(XSS_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim()),
);

/** What in the page could run script: handler attributes, URLs with a script scheme, script-bearing elements. */
const dangerousNodes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')].flatMap((element) => {
      const found: string[] = [];
      if (/^(script|object|embed|base|form)$/i.test(element.tagName)) found.push(element.tagName);
      for (const { name, value } of element.attributes) {
        if (/^on/i.test(name)) found.push(`${element.tagName} ${name}`);
        if (!/^(href|src|action|formaction|xlink:href|data|poster|background)$/i.test(name)) continue;
        let protocol = '';
        try {
          protocol = new URL(value, location.href).protocol; // as the browser would follow it
        } catch {
          continue;
        }
        if (/^(javascript|vbscript):$/.test(protocol) || /^data:text\/html/i.test(value.trim()))
          found.push(`${element.tagName} ${name}=${value.slice(0, 40)}`);
      }
      return found;
    }),
  );

/** A CMS page whose content (from the real server's answer) is swapped for `content`. */
async function pageWithContent(page: Page, content: string): Promise<void> {
  await page.route(/\/graphql\?.*operationName=GetCmsPage/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { cmsPage: { content: string } } };
    body.data.cmsPage.content = content;
    await route.fulfill({ response, json: body });
  });
  // What payloads point at (x.jpg, //evil/...) is not fetched: only the shop's own code, styles and API.
  await page.route(
    (url) => !/^\/(graphql|js\/|css\/|icons\/|media\/|about-us$|manifest\.json$)/.test(url.pathname),
    (route) => route.abort(),
  );
  await page.goto('/about-us');
}

test('a CMS page carrying every payload of the XSS corpora runs none of them', async ({ browser }) => {
  test.setTimeout(240_000);
  for (let start = 0; start < payloads.length; start += PER_PAGE) {
    // A fresh browser profile per round: the app keeps Apollo's cache (the page's content) in storage.
    const context = await browser.newContext();
    const page = await context.newPage();
    const seen = await watch(page);
    const heading = `Payloads ${start + 1} to ${Math.min(start + PER_PAGE, payloads.length)}`;
    const block = (html: string) =>
      `<div data-content-type="html" data-appearance="default" data-element="main">${html}</div>`;
    const content =
      block(`<h2>${heading}</h2>`) +
      payloads
        .slice(start, start + PER_PAGE)
        .map((p, i) => block(`${p}${RESET}<i data-sentinel="${start + i}"></i>`))
        .join('');
    await pageWithContent(page, content);
    // Sanitising and rendering over a thousand payloads is seconds of work on a busy 2-core machine.
    await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(300); // let load/error/animation/focus handlers fire, if any survived
    expect(await seen.ran()).toEqual([]);
    expect(seen.console.filter((m) => m.startsWith('dialog'))).toEqual([]);
    // DOMPurify parses the payloads in an inert document, and Chromium reports the inline handlers it meets
    // there as refused (target: the document): nothing of that can run. A refusal on an element of the page
    // would mean a handler reached the shop's DOM.
    expect((await seen.violations()).filter((v) => v.target !== 'document')).toEqual([]);
    expect(await dangerousNodes(page)).toEqual([]);
    await context.close();
  }
});
