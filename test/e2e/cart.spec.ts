// The cart in a real browser (@responsive: desktop and phone): add a product, open /cart, change the quantity,
// apply a coupon, go on to checkout; axe on the cart. A guest in the default build reaches /cart by its URL
// (the header trigger sends guests to sign in, SPEC 2.4), so each project starts from its own fresh cart.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { activate, cartTrigger } from './support/shop';

const PHONE = {
  url: '/samsung-galaxy-f55-5g-8gb-ram-128gb.html',
  name: 'Samsung Galaxy F55 5G (8GB RAM, 128GB)',
};

// The axe pass over a whole page takes a while on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

test('add → /cart → change quantity → apply a coupon → checkout; axe-clean cart @responsive', async ({
  page,
  isMobile,
}) => {
  await page.goto(PHONE.url);
  await activate(page.getByRole('button', { name: 'Add to Cart' }), isMobile);
  // The added line is in the cart before leaving: leaving earlier would cancel the request (on a phone too).
  await expect(cartTrigger(page, 1, isMobile)).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  if (isMobile) {
    // SPEC 2.4: a back-arrow header titled 'Shopping Cart' and no tab bar.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toHaveCount(0);
  }
  const line = page.getByRole('listitem', { name: PHONE.name });
  await expect(line).toBeVisible();
  const summary = page.getByRole('region', { name: 'Price details' });
  await expect(summary).toContainText('Price (1 item)');
  await expectNoAxeViolations(page);

  await activate(line.getByRole('button', { name: `Increase quantity of ${PHONE.name}` }), isMobile);
  await expect(line.getByRole('group', { name: `Quantity, ${PHONE.name}` })).toContainText('2');
  await expect(summary).toContainText('Price (2 items)');

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await activate(
    page.getByRole('form', { name: 'Coupon code' }).getByRole('button', { name: 'Apply' }),
    isMobile,
  );
  await expect(page.getByText('Coupon WELCOME10 applied')).toBeVisible();
  await expect(summary).toContainText('Welcome offer (10% off)');

  await activate(page.getByRole('link', { name: 'Proceed to checkout' }), isMobile);
  await expect(page).toHaveURL(/\/checkout$/);
});
