// Links a shopper meets that must land on a real page (issue 25): the Bill and Recharge category (home tile,
// desktop mega menu) opens the whole bills section, and CMS pages answer with and without the .html suffix.
import { expect, test } from '@playwright/test';

const BILLS_SECTION = /\/setu\?p=bill-and-recharge$/;

test(
  'the home tile and the menu’s Bill and Recharge open every bill category, with no complaint',
  { tag: '@responsive' },
  async ({ page, isMobile }) => {
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Top Categories' });
    const tile = tiles.getByRole('link', { name: 'Bill and Recharge' });
    await tile.scrollIntoViewIfNeeded();
    await tile.click();
    await expect(page).toHaveURL(BILLS_SECTION);
    const categories = page.getByRole('navigation', { name: 'Bill and recharge categories' });
    await expect(categories.getByRole('link', { name: 'Electricity' })).toBeVisible();
    await expect(page.getByText(/could not find the bill category/)).toHaveCount(0);

    if (isMobile) return; // SPEC 2.4: the phone's category menu hides Bill and Recharge
    await page.goto('/');
    // The ninth top category and later sit in the menu's overflow (SPEC 2.4: eight, then More).
    const menu = page.getByRole('navigation', { name: 'Categories' });
    await menu.getByRole('button', { name: 'More' }).click();
    await menu.getByRole('link', { name: 'Bill and Recharge', exact: true }).click();
    await expect(page).toHaveURL(BILLS_SECTION);
    await expect(categories.getByRole('link', { name: 'Mobile Recharge' })).toBeVisible();
    await expect(page.getByText(/could not find the bill category/)).toHaveCount(0);
  },
);

test('a CMS page opens with and without .html, at its own URL', { tag: '@responsive' }, async ({ page }) => {
  // Each page's own heading is its one h1, as on every other page of the shop.
  const pages: [path: string, title: string, heading: string][] = [
    ['/about-us.html', 'About Us', 'About Zepp Shop'],
    ['/about-us', 'About Us', 'About Zepp Shop'],
    ['/privacy-policy.html', 'Privacy Policy', 'Privacy Policy'],
  ];
  for (const [path, title, heading] of pages) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\.html$/, '')}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(new RegExp(`^${title} - `));
    await expect(page.getByText(/couldn.t find what you are looking for/)).toHaveCount(0);
  }
});
