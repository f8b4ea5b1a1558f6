// Returns and reorder in a real browser against the real server, on a phone and a desktop: a signed-in
// shopper's cash-on-delivery order is delivered by the operator (the backend's own function, as `npm run orders
// -- deliver` calls it), one item is returned from the order's page and seen in My Returns; then one item goes
// out of stock (as `npm run catalog -- stock SKU 0` does) and Reorder fills the cart with the other, saying why
// the first was left out; axe-clean.
import { expect, test } from '@playwright/test';
import { setProductStock } from '../../server/magento/catalog-admin/stock';
import { changeOrder } from '../../server/magento/orders/admin';
import { expectNoAxeViolations } from './support/axe';
import { createCustomer, startSignedIn } from './support/customers';
import { ownProducts, placeOrder, withShopDb, type ShopProduct } from './support/orders';
import { activate, cartTrigger } from './support/shop';

test.describe.configure({ timeout: 120_000 });

test(
  'a shopper returns one item of a delivered order, then reorders with one item out of stock',
  { tag: '@responsive' },
  async ({ page, request, isMobile }) => {
    const [kept, soldOut] = ownProducts(isMobile ? 60 : 62) as [ShopProduct, ShopProduct];
    const shopper = await createCustomer(request, isMobile ? 'returns-phone' : 'returns-desktop');
    const { number } = await placeOrder(request, { token: shopper.token }, [kept.sku, soldOut.sku]);
    withShopDb((db) => changeOrder(db, number, 'deliver'));
    await startSignedIn(page, shopper.token);

    // The delivered order offers its return.
    await page.goto(`/order-history/${number}`);
    const main = page.getByRole('main');
    await activate(main.getByRole('link', { name: 'Return items' }), isMobile);
    await expect(
      page.getByRole('heading', { level: 1, name: `Return items from order #${number}` }),
    ).toBeVisible();
    await main.getByRole('checkbox', { name: `Return ${kept.name}` }).check();
    await main.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Wrong Size' });
    await main.getByRole('combobox', { name: 'Resolution' }).selectOption({ label: 'Refund' });
    await expectNoAxeViolations(page);
    await activate(main.getByRole('button', { name: 'Request return' }), isMobile);

    // My Returns lists it, pending.
    await expect(page).toHaveURL(/\/returns$/);
    const entry = main.getByRole('listitem', { name: /^Return #\d+$/ }).first();
    await expect(entry).toContainText(`#${number}`);
    await expect(entry).toContainText(`${kept.name} × 1`);
    await expect(entry).toContainText('Pending');
    await expectNoAxeViolations(page);

    // One item sold out since: Reorder adds the other and says why the first is missing.
    withShopDb((db) => setProductStock(db, soldOut.sku, 0));
    await page.goto(`/order-history/${number}`);
    await activate(main.getByRole('button', { name: 'Reorder' }), isMobile);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('alert').filter({ hasText: soldOut.sku })).toContainText(
      'This product is out of stock.',
    );
    await expect(main.getByText(kept.name).first()).toBeVisible();
    await expect(main.getByText(soldOut.name)).toHaveCount(0);
    // The header's count follows (a phone's cart page has no tab bar to show it).
    if (!isMobile) await expect(cartTrigger(page, 1, false)).toBeVisible();
    await expectNoAxeViolations(page);
  },
);
