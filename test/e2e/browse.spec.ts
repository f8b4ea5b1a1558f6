// Step 3 (browse the shop) in a real browser against the real server and its seed: the category page's
// layout at desktop and phone widths (the phone test runs in the mobile project, tagged @phone), filters and
// paging in the URL, search suggestions; axe on each view. Issue 25: a page of 6 in whole rows at every
// width, price bands that fit the category, brands most products first, and a search that finds nothing.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectCardCount, productCards, tickFilter } from './support/shop';

const SMARTPHONES = '/mobiles-tablets/smartphones.html';

declare global {
  interface Window {
    shifts: number;
  }
}

/** The number of cards in each row of the grid, top to bottom (every card mounted first). */
async function cardsPerRow(page: Page): Promise<number[]> {
  await expectCardCount(page, 6);
  const tops = await productCards(page).evaluateAll((cards) =>
    cards.map((card) => Math.round(card.getBoundingClientRect().top + window.scrollY)),
  );
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

test('desktop category page: sidebar of 325px, 3 columns, filters and pages in the URL, no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SMARTPHONES);
  await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
  await expect(page).toHaveTitle(/^Smartphones - /);
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await expect(sidebar).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBeCloseTo(325, 0);
  const cards = productCards(page);
  // A page of 6 in two whole rows of 3 beside the sidebar (SPEC 2.4's 4 columns left a row and a half).
  expect(await cardsPerRow(page)).toEqual([3, 3]);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  expect((await crumbs.boundingBox())?.height).toBeCloseTo(40, 0);
  const sort = page.getByRole('button', { name: /^Sort by/ });
  expect((await sort.boundingBox())?.width).toBeGreaterThanOrEqual(100);
  await expectNoAxeViolations(page);

  await sort.click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Price: High to Low' }).click();
  await tickFilter(sidebar.getByRole('checkbox', { name: /^Apple/ }));
  await expect(page).toHaveURL(/\?sort=price-desc&brand_code=apple$|\?brand_code=apple&sort=price-desc$/);
  await expect(page.getByText('10 items')).toBeVisible();
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards).toHaveCount(4);
  await page.goBack();
  await expect(cards).toHaveCount(6);
  await page.goBack();
  await expect(page.getByText('49 items')).toBeVisible();
});

test(
  'phone category page: 2 columns, filters in a sheet, sorted-by line, no axe violations',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto(SMARTPHONES);
    const cards = productCards(page);
    // The third row is below a phone's fold: its cards mount as the shopper scrolls near, in held places.
    await expect(cards).toHaveCount(4);
    const tops = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(tops.filter((top) => top === tops[0])).toHaveLength(2);
    await page.evaluate(() => {
      window.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          window.shifts += entry.value;
      }).observe({ type: 'layout-shift' });
    });
    for (let step = 0; step < 8 && (await cards.count()) < 6; step += 1) {
      await page.mouse.wheel(0, 120);
      await page.waitForTimeout(150);
    }
    await expect(cards).toHaveCount(6);
    expect(await page.evaluate(() => window.shifts)).toBeLessThan(0.005);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    await expect(page.getByText('Sorted by Position')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Filter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    // The filter options are asked for when the sheet first opens (not during the page's load).
    await expect(sheet.getByRole('group', { name: 'Brand' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Brands with the most phones come first: Samsung is shown without "Show more".
    await tickFilter(sheet.getByRole('checkbox', { name: /^Samsung/ }), true);
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(page.getByText('9 items')).toBeVisible();
  },
);

test('search suggestions by keyboard, then the search page; no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.fill('iphone');
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(listbox).toBeVisible();
  await box.press('ArrowDown');
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
  await box.press('Escape');
  await expect(listbox).toHaveCount(0);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\.html\?query=iphone$/);
  await expect(page.getByText('13 items')).toBeVisible();
  await expect(productCards(page)).toHaveCount(6);
  await expectNoAxeViolations(page);
});

test('a page of 6 fills whole rows at 360, 768, 1024 and 1280 px, on a category and a search', async ({
  page,
}) => {
  for (const [width, perRow] of [
    [360, [2, 2, 2]],
    [768, [3, 3]],
    [1024, [3, 3]],
    [1280, [3, 3]],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [SMARTPHONES, '/search.html?query=phone']) {
      await page.goto(path);
      expect({ width, path, rows: await cardsPerRow(page) }).toEqual({ width, path, rows: perRow });
    }
  }
});

test('a phone page of 6 is three whole rows of 2 @phone', async ({ page }) => {
  await page.goto(SMARTPHONES);
  expect(await cardsPerRow(page)).toEqual([2, 2, 2]);
});

test('price bands fit the category, cheapest first; brands come most products first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SMARTPHONES);
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  const price = sidebar.getByRole('group', { name: 'Price' });
  // Magento's "equalize product counts" navigation: equal shares of the 49 phones at round prices.
  await expect(price.getByRole('checkbox')).toHaveCount(5);
  await expect(price.locator('label')).toHaveText([
    'Below ₹20,000 (12)',
    '₹20,000 - ₹30,000 (10)',
    '₹30,000 - ₹37,000 (8)',
    '₹37,000 - ₹50,000 (8)',
    '₹50,000 and above (11)',
  ]);
  const brand = sidebar.getByRole('group', { name: 'Brand' });
  await expect(brand.locator('label')).toHaveText([
    'Apple (10)',
    'Samsung (9)',
    'OnePlus (6)',
    'Xiaomi (5)',
    'realme (4)',
  ]);
  await tickFilter(price.getByRole('checkbox', { name: '₹20,000 - ₹30,000 (10)' }));
  await expect(page).toHaveURL(/\?price=20000_30000$/);
  await expect(page.getByText('10 items')).toBeVisible();
});

test('a search that finds nothing: no filters or sort, a correction, popular searches and categories @responsive', async ({
  page,
  isMobile,
}) => {
  if (!isMobile) await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search.html?query=iphnoe');
  await expect(page.getByText("We couldn't find any products for 'iphnoe'.")).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Sort/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filter' })).toHaveCount(0);
  await expect(page.getByText(/ items?$/)).toHaveCount(0);
  await expect(page.getByText('Did you mean iphone?')).toBeVisible();
  const popular = page.getByRole('navigation', { name: 'Popular searches' });
  await expect(popular.getByRole('link').first()).toBeVisible();
  expect(await popular.getByRole('link').count()).toBeGreaterThanOrEqual(5);
  const categories = page.getByRole('navigation', { name: 'Shop by category' });
  await expect(categories.getByRole('link', { name: 'Mobiles & Tablets' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'iphone', exact: true }).first().click();
  await expect(page).toHaveURL(/\/search\.html\?query=iphone$/);
  await expect(productCards(page).first()).toBeVisible();
});
