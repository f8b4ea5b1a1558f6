// The server's page skeleton (server/storefront/html/page-skeleton/) on a phone: the page's largest image paints from
// the HTML, before any script runs, in the box React then renders it in; React's first render replaces the
// skeleton without a layout shift and without a later, larger paint. The tests hold every script until the
// skeleton has painted its image, so the order is the one a slow phone sees; the server's page itself asks for
// the app's scripts only after that paint (page-skeleton/scripts-after-first-image.ts). Start-up work no first
// paint needs (the store's locale) waits until the page has settled.
import { expect, test, type Page } from '@playwright/test';
import { addToCustomerCart, createCustomer, gql, startSignedIn } from './support/customers';

interface Paints {
  cls: number;
  lcp: { url: string; size: number; inSkeleton: boolean }[];
}

declare global {
  interface Window {
    __paints: Paints;
  }
}

/** Records layout shifts and largest-paint candidates (whether each was the skeleton's) from the start. */
function observePaints(page: Page) {
  return page.addInitScript(() => {
    const paints: Paints = { cls: 0, lcp: [] };
    window.__paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) paints.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[])
        paints.lcp.push({
          url: entry.url,
          size: entry.size,
          inSkeleton: Boolean(entry.element?.closest('.page-skeleton')),
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Holds every script until `release` is called, and the header's logo a moment (on a phone it often arrives
 * after the skeleton has painted: nothing may move when it does).
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.route('**/media/logo/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  return release;
}

const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
    });

const paints = (page: Page) => page.evaluate(() => window.__paints);

/**
 * Opens `path` with the scripts held: the skeleton's `image` paints; then React runs. Returns the image's box
 * in the skeleton and the paints seen before the scripts ran.
 */
async function openOnSkeleton(
  page: Page,
  path: string,
  image: string,
  whileSkeleton: () => Promise<void> = async () => {},
) {
  await observePaints(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  const skeletonImage = page.locator(`.page-skeleton ${image}`).first();
  await expect(skeletonImage).toBeVisible();
  await expect
    .poll(() => skeletonImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // The largest paint so far is the skeleton's image.
  await expect.poll(async () => (await paints(page)).lcp.at(-1)?.inSkeleton).toBe(true);
  await expect
    .poll(() =>
      page
        .locator('.page-skeleton .header-logo img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete),
    )
    .toBe(true);
  const before = await paints(page);
  expect(before.cls).toBeLessThan(0.001); // the skeleton itself does not move
  const skeletonBox = await box(page, `.page-skeleton ${image}`);
  await whileSkeleton();
  release();
  return { before, skeletonBox };
}

async function expectReplacedInPlace(
  page: Page,
  image: string,
  { before, skeletonBox }: Awaited<ReturnType<typeof openOnSkeleton>>,
) {
  await expect(page.locator('.page-skeleton')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await box(page, `main ${image}`)).toEqual(skeletonBox);
  const after = await paints(page);
  // React's copy of the image is no larger paint: the skeleton's stays the page's largest.
  expect(after.lcp).toEqual(before.lcp);
  expect(after.lcp.at(-1)).toMatchObject({
    url: await page
      .locator(`main ${image}`)
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc),
  });
  expect(after.cls).toBeLessThan(0.02);
}

test(
  'a phone sees the home page’s banner from the HTML, then React’s page in its place',
  { tag: '@phone' },
  async ({ page }) => {
    const image = 'img.banner-slide__image';
    const first = await openOnSkeleton(page, '/', image, () =>
      expect(page.getByRole('region', { name: 'Offers', exact: true })).toHaveCount(0),
    );
    await expect(page.getByRole('region', { name: 'Offers', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeAttached();
    await expectReplacedInPlace(page, image, first);
  },
);

test(
  'a phone sees a product’s picture and name from the HTML, then React’s page in its place',
  { tag: '@phone' },
  async ({ page }) => {
    const name = 'Samsung Galaxy S24 Ultra 5G (12GB RAM, 256GB)';
    const image = '.product-image-gallery__main img';
    const first = await openOnSkeleton(page, '/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html', image, () =>
      expect(page.locator('.page-skeleton').getByRole('heading', { name, level: 1 })).toBeVisible(),
    );
    // React's page: its own heading and gallery.
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Product images' })).toBeVisible();
    await expectReplacedInPlace(page, image, first);
  },
);

/**
 * When each of the page's own scripts was asked for (not the page chunk the HTML preloads), and when the first
 * product picture had loaded.
 */
function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const own = (r: PerformanceResourceTiming) => new URL(r.name).origin === location.origin;
    // The skeleton's picture (preloaded by the HTML) is the page's first product picture asked for.
    const picture = resources.find((r) => own(r) && r.name.includes('/media/catalog/product/'));
    return {
      scriptStarts: resources
        .filter((r) => own(r) && r.initiatorType === 'script' && /\.js$/.test(r.name))
        .map((r) => r.startTime),
      imageLoaded: picture && picture.responseEnd > 0 ? picture.responseEnd : null,
      domInteractive: navigation!.domInteractive,
    };
  });
}

test(
  'a skeleton page asks for the app’s scripts only once its largest image has painted',
  { tag: '@phone' },
  async ({ page }) => {
    // The image's paint as the browser reports it (Element Timing), recorded from the start.
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { renderTime: number })[])
          (window as unknown as { __imagePainted: number }).__imagePainted = entry.renderTime;
      }).observe({ type: 'element', buffered: true });
    });
    for (const [path, heading] of [
      ['/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html', 'Samsung Galaxy S24 Ultra 5G (12GB RAM, 256GB)'],
      ['/mobiles-tablets/smartphones.html', 'Smartphones'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('.page-skeleton')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      const painted = await page.evaluate(
        () => (window as unknown as { __imagePainted?: number }).__imagePainted,
      );
      const { scriptStarts } = await scriptTimings(page);
      expect(painted).toBeGreaterThan(0);
      expect(scriptStarts.length).toBeGreaterThan(0);
      for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(painted!);
    }
  },
);

test(
  'where the browser has no Element Timing the scripts wait for the image’s load, and a failed image holds nothing',
  { tag: '@phone' },
  async ({ page }) => {
    const path = '/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html';
    const heading = page.getByRole('heading', {
      name: 'Samsung Galaxy S24 Ultra 5G (12GB RAM, 256GB)',
      level: 1,
    });
    // A browser without Element Timing (Safari, Firefox): the image's load, then two frames.
    await page.addInitScript(() => {
      const types = PerformanceObserver.supportedEntryTypes.filter((type) => type !== 'element');
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => types });
    });
    await page.goto(path);
    await expect(heading).toBeVisible();
    const loaded = await scriptTimings(page);
    expect(loaded.imageLoaded).not.toBeNull();
    for (const start of loaded.scriptStarts) expect(start).toBeGreaterThanOrEqual(loaded.imageLoaded!);

    // The picture fails: the scripts are asked for at once, not after MAX_SCRIPT_DELAY_MS (1 s).
    await page.route('**/media/catalog/product/**', (route) => route.abort());
    await page.goto(path);
    await expect(heading).toBeVisible();
    const failed = await scriptTimings(page);
    expect(failed.scriptStarts.length).toBeGreaterThan(0);
    expect(Math.min(...failed.scriptStarts) - failed.domInteractive).toBeLessThan(500);
  },
);

test(
  'a skeleton whose largest image is below the first screen does not hold the scripts back',
  { tag: '@phone' },
  async ({ page }) => {
    // A screen so short that the category's first card starts below it: Chromium still reports its paint (the
    // loader needs no viewport check of its own), and nothing waits for the 1 s limit.
    await page.setViewportSize({ width: 412, height: 160 });
    await page.goto('/mobiles-tablets/smartphones.html');
    await expect(page.getByRole('heading', { name: 'Smartphones', level: 1 })).toBeVisible();
    const firstCardTop = await box(page, 'main .product-card img');
    expect(firstCardTop.y).toBeGreaterThanOrEqual(160);
    const { scriptStarts, domInteractive } = await scriptTimings(page);
    expect(scriptStarts.length).toBeGreaterThan(0);
    expect(Math.min(...scriptStarts) - domInteractive).toBeLessThan(500);
  },
);

test(
  'the store’s locale is loaded only once the first page has settled, not during start-up',
  { tag: '@phone' },
  async ({ page }) => {
    // An image of the document that arrives late holds the load event until well after the app's start-up.
    await page.route('**/slow-picture.png', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ status: 404 });
    });
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const picture = new Image();
        picture.alt = '';
        picture.src = '/slow-picture.png';
        document.body.append(picture);
      }),
    );
    // Chunk files are named by id: the locale's is the one that carries its query (GetLocale).
    const localeChunks: string[] = [];
    page.on('response', async (response) => {
      if (!/\.chunk\.js$/.test(response.url())) return;
      if ((await response.text().catch(() => '')).includes('GetLocale')) localeChunks.push(response.url());
    });
    await page.goto('/about-us');
    await expect(page.locator('#root main')).toBeVisible();
    const timing = () =>
      page.evaluate((files) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const locale = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) =>
          files.includes(r.name),
        );
        return { loaded: navigation!.loadEventEnd, locale: locale?.startTime ?? null };
      }, localeChunks);
    await expect.poll(async () => (await timing()).locale, { timeout: 10_000 }).not.toBeNull();
    const { loaded, locale } = await timing();
    expect(loaded).toBeGreaterThan(1000);
    expect(locale!).toBeGreaterThanOrEqual(loaded);
  },
);

test(
  'the cart and checkout ask for the customer’s cart from the page, while the app’s scripts still download',
  { tag: '@phone' },
  async ({ page, request }) => {
    const customer = await createCustomer(request, 'early-cart');
    await addToCustomerCart(request, customer.token, 'ZS-SAM-10034');
    const { customerCart } = await gql<{ customerCart: { id: string } }>(
      request,
      '{ customerCart { id } }',
      {},
      customer.token,
    );
    await startSignedIn(page, customer.token);
    await page.evaluate(
      (id) =>
        localStorage.setItem(
          'INR_STOREFRONT_BROWSER_PERSISTENCE__cartId',
          JSON.stringify({ value: id, timeStored: Date.now() }),
        ),
      customerCart.id,
    );
    // The app's main script is held back: the page's own request must not wait for it.
    let mainServed = false;
    await page.route(/\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      mainServed = true;
      await route.continue();
    });
    for (const [path, operation, shown] of [
      ['/cart', 'GetCartDetails', page.getByRole('group', { name: /^Quantity, Samsung Galaxy F55/ })],
      ['/checkout', 'GetCheckoutCart', page.getByRole('heading', { name: 'Shipping address' })],
    ] as const) {
      mainServed = false;
      const asked: { mainServed: boolean }[] = [];
      const listener = (r: { url(): string }) => {
        if (new URL(r.url()).searchParams.get('operationName') === operation) asked.push({ mainServed });
      };
      page.on('request', listener);
      await page.goto(path);
      await expect(shown.first()).toBeVisible({ timeout: 15_000 });
      page.off('request', listener);
      // Asked once, before the app's scripts were even there; the app took that answer.
      expect(asked, path).toEqual([{ mainServed: false }]);
    }
  },
);
