// Compare and recently viewed in a real browser against the real server, on a desktop and a phone
// (@responsive): two products added from a card and a product page, the bar, the compare page's differences
// (sideways on a phone, the feature names staying put), the list still there after signing in; the products
// opened shown again on home and the product page. axe on each view.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createCustomer, gql } from './support/customers';
import { activate, signIn } from './support/shop';

const S24 = {
  path: '/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html',
  name: 'Samsung Galaxy S24 Ultra 5G (12GB RAM, 256GB)',
  sku: 'ZS-SAM-10001',
};
const ONEPLUS = {
  path: '/oneplus-12-12gb-ram-256gb.html',
  name: 'OnePlus 12 (12GB RAM, 256GB)',
  sku: 'ZS-ONE-10007',
};

const compareBar = (page: Page) => page.getByRole('complementary', { name: 'Compare products' });

async function press(button: Locator, touch: boolean, pressedName: string, page: Page) {
  await expect(button).toBeEnabled();
  await activate(button, touch);
  await expect(page.getByRole('button', { name: pressedName })).toHaveAttribute('aria-pressed', 'true');
}

test('compare two products from a card and a product page, see how they differ, sign in and find them kept @responsive', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const customer = await createCustomer(request, 'compare');

  // From a card of the search results.
  await page.goto('/search.html?query=oneplus%2012');
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article', { name: ONEPLUS.name });
  await press(
    card.getByRole('button', { name: `Add ${ONEPLUS.name} to compare` }),
    isMobile,
    `Remove ${ONEPLUS.name} from compare`,
    page,
  );
  await expect(compareBar(page).getByRole('link', { name: 'Compare 1 product' })).toBeVisible();

  // From the product page.
  await page.goto(S24.path);
  await expect(page.getByRole('heading', { level: 1, name: S24.name })).toBeVisible();
  await press(
    page.getByRole('button', { name: `Add ${S24.name} to compare` }),
    isMobile,
    `Remove ${S24.name} from compare`,
    page,
  );
  const barLink = compareBar(page).getByRole('link', { name: 'Compare 2 products' });
  await expect(barLink).toBeVisible();
  if (isMobile) {
    // Above the tab bar, and clear of the floating chat button.
    const bar = (await compareBar(page).boundingBox())!;
    const tabs = (await page.getByRole('navigation', { name: 'Shortcuts' }).boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(tabs.y);
    const chat = await page.locator('.chat-help').boundingBox();
    if (chat) expect(bar.x + bar.width).toBeLessThanOrEqual(chat.x);
  }
  await expectNoAxeViolations(page);

  await activate(barLink, isMobile);
  await expect(page).toHaveURL(/\/compare\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Products' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Comparing 2 products' });
  await expect(table.getByRole('link', { name: ONEPLUS.name })).toBeVisible();
  await expect(table.getByRole('link', { name: S24.name })).toBeAttached();
  const brand = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Brand/ }) });
  await expect(brand.getByRole('rowheader')).toHaveText(/Differs/);
  await expect(brand.getByRole('cell')).toHaveText(['OnePlus', 'Samsung']);
  await expect(compareBar(page)).toBeHidden();
  await expectNoAxeViolations(page);

  if (isMobile) {
    // The products scroll sideways; the feature names stay at the left edge.
    const scroller = page.getByRole('region', { name: 'Comparing 2 products' });
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const header = brand.getByRole('rowheader');
    const before = (await header.boundingBox())!;
    await scroller.evaluate((el) => el.scrollBy(400, 0));
    await expect.poll(async () => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect((await header.boundingBox())!.x).toBeCloseTo(before.x, 0);
  }

  const rows = table.getByRole('row');
  const all = await rows.count();
  await activate(page.getByRole('checkbox', { name: 'Show only differences' }), isMobile);
  await expect.poll(() => rows.count()).toBeLessThan(all);
  for (const header of await table.getByRole('rowheader').all()) await expect(header).toHaveText(/Differs$/);

  // Signing in moves the list into the account: it is there on the compare page, and in the shop.
  await signIn(page, customer);
  await page.goto('/compare.html');
  await expect(page.getByRole('table', { name: 'Comparing 2 products' })).toBeVisible();
  const { customer: account } = await gql<{
    customer: { compare_list: { items: { product: { sku: string } }[] } | null };
  }>(request, '{ customer { compare_list { items { product { sku } } } } }', {}, customer.token);
  expect(account.compare_list?.items.map((item) => item.product.sku)).toEqual([ONEPLUS.sku, S24.sku]);
});

test('recently viewed: the products opened show on home, latest first, and on the product page without itself @responsive', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The app has shown the product (the server's page has its name before the app runs) once its compare
  // button is there.
  await page.goto(S24.path);
  await expect(page.getByRole('button', { name: `Add ${S24.name} to compare` })).toBeVisible();
  await page.goto(ONEPLUS.path);
  await expect(page.getByRole('button', { name: `Add ${ONEPLUS.name} to compare` })).toBeVisible();

  // Below the fold, at the page's end: it loads as the shopper scrolls down.
  const row = page.getByRole('region', { name: 'Recently Viewed' });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(row.getByRole('article')).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByRole('article', { name: S24.name })).toBeVisible();

  // On home, after the other sections: scrolled to as a shopper would, a screen at a time until its place is
  // there (each section mounts as it nears), then to it.
  await page.goto('/');
  const place = page.getByRole('status', { name: 'Loading recently viewed products' });
  await expect(async () => {
    if (await place.count()) await place.first().scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect(row.getByRole('article')).toHaveCount(2, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const names = await row
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  expect(names).toEqual([ONEPLUS.name, S24.name]);
  await row.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, { include: ['.recently-viewed'] });
});
