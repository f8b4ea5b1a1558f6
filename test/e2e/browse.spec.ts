// Step 3 (browse the shop) in a real browser against the real server and its seed: the category page's
// layout at desktop and phone widths (the phone test runs in the mobile project, tagged @phone), filters and
// paging in the URL, search suggestions; axe on each view.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { productCards, tickFilter } from './support/shop';

const SMARTPHONES = '/mobiles-tablets/smartphones.html';

declare global {
  interface Window {
    shifts: number;
  }
}

test('desktop category page: sidebar of 325px, 4 columns, filters and pages in the URL, no axe violations', async ({
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
  await expect(cards).toHaveCount(6);
  const tops = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
  expect(tops.filter((top) => top === tops[0])).toHaveLength(4);
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
    await sheet.getByRole('group', { name: 'Brand' }).getByRole('button', { name: 'Show more' }).click();
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
