// Returns and reorder in a real browser against the real server, on a phone and a desktop: a signed-in
// shopper's cash-on-delivery order is delivered by the operator (the backend's own function, as `npm run orders
// -- deliver` calls it), one item is returned from the order's page and seen in My Returns; then one item goes
// out of stock (as `npm run catalog -- stock SKU 0` does) and Reorder fills the cart with the other, saying why
// the first was left out; axe-clean.
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DATABASE_FILE } from '../../server/magento/config';
import { setProductStock } from '../../server/magento/catalog-admin/stock';
import { openDatabase, type Db } from '../../server/magento/db/connection';
import { changeOrder } from '../../server/magento/orders/admin';
import { expectNoAxeViolations } from './support/axe';
import { createCustomer, gql, startSignedIn } from './support/customers';
import { serverDataDir } from './support/outbox';
import { activate, cartTrigger } from './support/shop';

test.describe.configure({ timeout: 120_000 });

function withShopDb<T>(work: (db: Db) => T): T {
  const db = openDatabase(path.join(serverDataDir(), DATABASE_FILE));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** Two in-stock simple products of each project's own (phone and desktop share one server). */
const products = (offset: number) =>
  withShopDb((db) => {
    const rows = db
      .prepare(
        `SELECT sku, name FROM products WHERE type_id = 'simple' AND parent_id IS NULL AND status = 1 AND visibility = 4
           AND productsurcharge_fee IS NULL ORDER BY entity_id LIMIT 2 OFFSET ?`,
      )
      .all(offset) as { sku: string; name: string }[];
    for (const row of rows) setProductStock(db, row.sku, 50);
    return rows as [{ sku: string; name: string }, { sku: string; name: string }];
  });

const ADDRESS = {
  firstname: 'Isha',
  lastname: 'Kapoor',
  street: ['14 Residency Road'],
  city: 'Bengaluru',
  region: 'KA',
  postcode: '560025',
  telephone: '9876512345',
  country_code: 'IN',
};

/** A cash-on-delivery order of one of each, placed through the API. */
async function placeOrder(request: APIRequestContext, token: string, skus: string[]): Promise<string> {
  const { customerCart } = await gql(request, '{ customerCart { id } }', {}, token);
  const id = customerCart.id as string;
  const step = (query: string, variables: Record<string, unknown> = {}) =>
    gql(request, query, { id, ...variables }, token);
  await step(
    'mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id } } }',
    { items: skus.map((sku) => ({ sku, quantity: 1 })) },
  );
  await step(
    'mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
    { a: ADDRESS },
  );
  await step(
    'mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
  );
  await step(
    'mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
  );
  await step(
    'mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }',
  );
  const placed = await step(
    'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }',
  );
  return placed.placeOrder.orderV2.number as string;
}

test(
  'a shopper returns one item of a delivered order, then reorders with one item out of stock',
  { tag: '@responsive' },
  async ({ page, request, isMobile }) => {
    const [kept, soldOut] = products(isMobile ? 60 : 62);
    const shopper = await createCustomer(request, isMobile ? 'returns-phone' : 'returns-desktop');
    const number = await placeOrder(request, shopper.token, [kept.sku, soldOut.sku]);
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
