// Step 1 (platform) in a real browser against the real server and its seed (server/magento/seed/data):
// the shell and menu (the phone's full-screen one too), URL rewrites, not-found, protected routes and store-code
// URLs.
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/** Records the `store` header of every /graphql request the page makes. */
function recordStoreHeaders(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/graphql') seen.push(request.headers()['store'] ?? '(none)');
  });
  return seen;
}

/**
 * Whether a URL is one of the desktop header's script files. Chunk files are named by id, so the build's
 * page-chunks.json (what the server's preload hints read) says which they are.
 */
async function desktopShellScript(page: Page): Promise<(url: string | URL) => boolean> {
  const chunks = (await (await page.request.get('/page-chunks.json')).json()) as Record<
    string,
    { js: string[] }
  >;
  const files = chunks['desktop-shell']!.js;
  expect(files.length).toBeGreaterThan(0);
  return (url: string | URL) => files.includes(new URL(url).pathname);
}

/** The seed's top-level categories flagged include_in_menu, by position; the mega menu shows the first 8. */
const MENU_TOP = [
  ['Mobiles & Tablets', '/mobiles-tablets.html'],
  ['Laptops & Computers', '/laptops.html'],
  ['Audio', '/audio.html'],
  ['Wearables', '/wearables.html'],
  ['Televisions', '/televisions.html'],
  ['Home Appliances', '/home-appliances.html'],
  ['Cameras', '/cameras.html'],
  ['Fashion', '/fashion.html'],
] as const;

test('the home page renders the shell with the seeded categories in the menu', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('banner')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Categories' });
  for (const [name, href] of MENU_TOP) {
    const link = menu.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  // The rest go to an overflow dropdown; categories not flagged include_in_menu never appear.
  await expect(menu.getByRole('link', { name: 'Gaming', exact: true })).toBeHidden();
  await menu.getByRole('button', { name: 'More' }).click();
  await expect(menu.getByRole('link', { name: 'Gaming', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clearance', exact: true })).toHaveCount(0);
  await expect(page).toHaveTitle('Home - Zepp Shop');
});

test(
  'the desktop header’s code loads once on a desktop and never on a phone',
  { tag: '@responsive' },
  async ({ page, isMobile }) => {
    const isDesktopShell = await desktopShellScript(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isDesktopShell(request.url())) requested.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeAttached();
    await page.waitForLoadState('networkidle');
    if (isMobile) {
      expect(requested).toEqual([]);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    } else {
      expect(requested).toHaveLength(1); // the server's preload, used by the app: not asked twice
      await expect(page.getByRole('link', { name: 'Wishlist' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Deliver to/ })).toBeVisible();
    }
  },
);

test('a desktop’s first render waits for its header’s code, so the header never pops in later', async ({
  page,
}) => {
  // The header's chunk arrives late; whatever React first puts into #root must already hold the header.
  const isDesktopShell = await desktopShellScript(page);
  await page.route(isDesktopShell, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { __firstRenderHadHeader?: boolean };
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      // The server's readable content for crawlers (server/storefront/seo/body.ts) is there before React.
      if (!root?.firstElementChild || root.firstElementChild.classList.contains('page-readable')) return;
      seen.__firstRenderHadHeader = Boolean(root.querySelector('.site-header'));
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/about-us'); // no server skeleton: React's first render replaces only the readable content
  await expect(page.getByRole('button', { name: /Deliver to/ })).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { __firstRenderHadHeader?: boolean }).__firstRenderHadHeader,
    ),
  ).toBe(true);
});

test('a 301 URL rewrite lands on its target', async ({ page }) => {
  await page.goto('/mobiles.html');
  await expect(page).toHaveURL(/\/mobiles-tablets\.html$/);
});

test('an unknown path shows the not-found view, whose button goes home', async ({ page }) => {
  await page.goto('/no-such-page-anywhere');
  await expect(page.getByText("Oops! We couldn't find what you are looking for")).toBeVisible();

  await page
    .getByRole('button', { name: 'BACK TO HOME PAGE' })
    .or(page.getByRole('link', { name: 'BACK TO HOME PAGE' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('a protected route sends a guest to sign in', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a store-code URL switches the store header sent to GraphQL', async ({ page }) => {
  const storeHeaders = recordStoreHeaders(page);
  await page.goto('/');
  await expect.poll(() => storeHeaders.length).toBeGreaterThan(0);
  expect(new Set(storeHeaders)).toEqual(new Set(['default']));

  storeHeaders.length = 0;
  await page.goto('/student/');
  await expect.poll(() => storeHeaders.includes('student')).toBe(true);
  await page.waitForLoadState('networkidle');
  // After the switch (and its reload) every request is for the student store. A reload of the same page may
  // make none (the Apollo cache is persisted per store), so the check loads a page not seen yet.
  await page.reload();
  await page.waitForLoadState('networkidle');
  storeHeaders.length = 0;
  await page.goto('/mobiles-tablets.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Mobiles & Tablets' })).toBeVisible();
  // The heading may be the server's skeleton, painted before any script has asked anything: wait for the app.
  await expect.poll(() => storeHeaders.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(new Set(storeHeaders)).toEqual(new Set(['student']));
});

test("a programme's URL takes the shopper into its partner's store view, on that store's home page", async ({
  page,
}) => {
  const storeHeaders = recordStoreHeaders(page);
  await page.goto('/apple-student-purchase-program.html');
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Home - Apple Student Purchase Programme');
  await page.goto('/mobiles-tablets.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Mobiles & Tablets' })).toBeVisible();
  expect(storeHeaders.at(-1)).toBe('apple_student');
});

test('/contact-us and /terms-and-condition show their CMS pages', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('main').getByText('1800-123-4567')).toBeVisible();
  await expect(page).toHaveTitle('Contact Us - Zepp Shop');
  await page.goto('/terms-and-condition');
  await expect(page.getByRole('main').getByText(/agree to these terms/)).toBeVisible();
  await expect(page).toHaveTitle('Terms and Conditions - Zepp Shop');
});

test(
  'phone: the header Menu button opens the full-screen menu 56px from the top; it is axe-clean and goes to a category',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('tab', { name: 'Audio' })).toBeVisible();
    // Below the 56px phone header, to the bottom of the screen, once it has slid in from the right.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    const viewport = page.viewportSize();
    expect(await menu.boundingBox()).toMatchObject({ y: 56, height: (viewport?.height ?? 0) - 56 });
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(56);
    await expectNoAxeViolations(page);

    await menu.getByRole('tab', { name: 'Audio' }).tap();
    await menu.getByRole('tabpanel', { name: 'Audio' }).getByRole('link', { name: 'Headphones' }).tap();
    await expect(page).toHaveURL(/\/audio\/headphones\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Headphones' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
);
