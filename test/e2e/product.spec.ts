// Step 3 (browse the shop) in a real browser against the real server and its seed: the product page at desktop
// and phone widths (variant choice, add to cart, the header count) and the delivery location dialog; axe on each.
// The phone test runs in the mobile project (tagged @phone).
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { cartTrigger, chooseOption } from './support/shop';

const SHIRT = '/allen-solly-men-slim-fit-casual-shirt.html';

test('desktop product page: choose a variant, add to cart, the header count goes up; no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SHIRT);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Allen Solly Men Slim Fit Casual Shirt' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Allen Solly Men Slim Fit Casual Shirt - /);
  const picture = page.getByRole('region', { name: 'Product images' }).getByRole('img').first();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  await chooseOption(page, 'Color', 'Navy');
  await expect(
    page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'L', exact: true }),
  ).toBeDisabled();
  await chooseOption(page, 'Size', 'M');
  await expect(page.getByText('ZS-ALL-10254-NAVY-M')).toBeVisible();
  await expectNoAxeViolations(page);

  await add.click();
  await expect(page.getByText('Allen Solly Men Slim Fit Casual Shirt was added to your cart.')).toBeVisible();
  await expect(cartTrigger(page, 1, false)).toBeVisible();
});

test('the delivery code dialog by keyboard: a short pincode is refused, a known one is saved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Deliver to New Delhi 110001' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter delivery code' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  const field = dialog.getByRole('textbox', { name: 'Delivery code' });
  await field.fill('1234');
  await field.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid pincode format.');
  await expectNoAxeViolations(page);
  await field.fill('695001');
  await field.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Deliver to Thiruvananth... 695001' })).toBeVisible();
});

test(
  'phone product page: one column, options and quantity usable; no axe violations',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto(SHIRT);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Allen Solly Men Slim Fit Casual Shirt' }),
    ).toBeVisible();
    const gallery = await page.getByRole('region', { name: 'Product images' }).boundingBox();
    expect(gallery?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await expectNoAxeViolations(page);
  },
);

test('below the fold: the specifications table, then the up-sell and related products, asked as the shopper scrolls @responsive', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const operation = new URL(request.url()).searchParams.get('operationName');
    if (operation) asked.push(operation);
  });
  await page.goto('/samsung-galaxy-a35-5g-8gb-ram-128gb.html');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Samsung Galaxy A35 5G (8GB RAM, 128GB)' }),
  ).toBeVisible();
  // Below the fold on a phone: the table comes as the shopper scrolls towards it.
  const table = page.getByRole('table', { name: 'Specifications' });
  for (let step = 0; step < 30 && (await table.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(150);
  }
  await expect(table.getByRole('row', { name: 'RAM 8 GB' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Warranty / })).toBeVisible();
  for (const name of ['You may also like', 'Related products']) {
    const slider = page.getByRole('region', { name, exact: true });
    for (let step = 0; step < 30 && (await slider.count()) === 0; step += 1) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(150);
    }
    await expect(slider.getByRole('article').first()).toBeVisible();
  }
  // One request for all of it, after the page's own.
  expect(asked.filter((operation) => operation === 'GetProductExtras')).toHaveLength(1);
  await expectNoAxeViolations(page);
});
