// Back-in-stock alerts in a real browser against the real server, on a phone and a desktop: a guest on a
// sold-out product is asked to sign in and comes back, asks to be notified, finds the alert in the account,
// the operator restocks the product (the backend's own function, as `npm run catalog -- stock` calls it), and
// the shopper finds the notification in the drawer, opens the product from it and unsubscribes; axe-clean.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DATABASE_FILE } from '../../server/magento/config';
import { changeStock, setProductStock } from '../../server/magento/catalog-admin/stock';
import { openDatabase, type Db } from '../../server/magento/db/connection';
import { expectNoAxeViolations } from './support/axe';
import { createCustomer } from './support/customers';
import { latestMail, serverDataDir } from './support/outbox';
import { activate } from './support/shop';

test.describe.configure({ timeout: 90_000 });

/** A sold-out product of each project's own (phone and desktop share one server), restocked by the test. */
const PRODUCTS = {
  phone: {
    sku: 'ZS-GOD-10226',
    name: 'Godrej 6.5 kg 5 Star Fully Automatic Top Load',
    path: '/godrej-6-5-kg-5-star-fully-automatic-top-load.html',
  },
  desktop: {
    sku: 'ZS-LOG-10324',
    name: 'Logitech G29 Driving Force Racing Wheel',
    path: '/logitech-g29-driving-force-racing-wheel.html',
  },
};

/** The running server's database, opened beside it (as the operator's command opens it). */
async function withShopDb<T>(work: (db: Db) => T | Promise<T>): Promise<T> {
  const db = openDatabase(path.join(serverDataDir(), DATABASE_FILE));
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

/** The operator's restock: the stock changes and the alerts that became due are sent (no push sender here). */
const restock = (sku: string, qty: number, origin: string) =>
  withShopDb(
    async (db) =>
      (await changeStock(db, { dataDir: serverDataDir(), publicOrigin: origin }, null, sku, qty)).alerts,
  );

const alertsList = (page: Page) => page.getByRole('list', { name: 'My Stock Alerts' }).getByRole('listitem');

test(
  'a shopper asks to be told when a sold-out product is back, is told, and unsubscribes',
  { tag: '@responsive' },
  async ({ page, request, isMobile, baseURL }) => {
    const product = isMobile ? PRODUCTS.phone : PRODUCTS.desktop;
    // Sold out whatever an earlier attempt against this server did.
    await withShopDb((db) => setProductStock(db, product.sku, 0));
    const shopper = await createCustomer(request, isMobile ? 'alerts-phone' : 'alerts-desktop');

    // A guest is asked to sign in, and comes back to the product.
    await page.goto(product.path);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Out of stock')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await activate(main.getByRole('button', { name: 'Notify me when available' }), isMobile);
    await expect(
      main.getByText("Sign in and we'll tell you when this product is back in stock."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The prompt's link is the first: the reviews section further down asks guests to sign in too.
    await activate(main.getByRole('link', { name: 'Sign In' }).first(), isMobile);
    await page.getByRole('textbox', { name: 'Email address' }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await activate(page.getByRole('button', { name: 'Sign In', exact: true }), isMobile);
    await expect(page).toHaveURL(new RegExp(`${product.path.replace(/\./g, '\\.')}$`));

    // Notify me: set, with Undo.
    const notify = main.getByRole('button', { name: 'Notify me when available' });
    await expect(notify).toBeEnabled();
    await activate(notify, isMobile);
    await expect(main.getByText("We'll notify you when it's back in stock.")).toBeVisible();
    await expect(
      main.getByRole('button', { name: `Stop the stock alert for ${product.name}` }),
    ).toBeVisible();
    const events = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event),
      );
    expect(await events()).toContain('notify me subscribe');
    await expectNoAxeViolations(page);

    // The account's list: from the account menu on a desktop, from the product's own link on a phone.
    if (isMobile) await activate(main.getByRole('link', { name: 'My Stock Alerts' }), true);
    else {
      await page.getByRole('banner').getByRole('button', { name: /^Hi, / }).click();
      await page.getByRole('banner').getByRole('link', { name: 'My Stock Alerts' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'My Stock Alerts' })).toBeVisible();
    await expect(alertsList(page)).toHaveCount(1);
    await expect(alertsList(page)).toContainText(product.name);
    await expect(alertsList(page)).toContainText('Waiting since');
    await expectNoAxeViolations(page);

    // The operator restocks: the shopper is told once.
    const sent = await restock(product.sku, 7, baseURL ?? '');
    expect(sent.map((a) => a.customer.email)).toEqual([shopper.email]);
    const mail = await latestMail(shopper.email, 'product_alert_stock');
    expect(mail.link).toBe(`${baseURL}${product.path}`);
    expect(mail.text).toContain(`${baseURL}/stock-alerts`);

    // The drawer has it; it opens the product, now to be bought.
    await page.goto('/');
    await activate(page.getByRole('banner').getByRole('button', { name: /^Notifications/ }), isMobile);
    const note = page.getByRole('link', { name: new RegExp(`^Unread: Back in stock ${product.name}`) });
    await expect(note).toBeVisible();
    await expectNoAxeViolations(page);
    await activate(note, isMobile);
    await expect(page).toHaveURL(new RegExp(`${product.path.replace(/\./g, '\\.')}$`));
    await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(main.getByText(/^In stock/)).toBeVisible();

    // The list keeps it as sent; unsubscribing removes it.
    await page.goto('/stock-alerts');
    await expect(alertsList(page)).toContainText('Back in stock: we told you on');
    await activate(
      page.getByRole('button', { name: `Unsubscribe from the stock alert for ${product.name}` }),
      isMobile,
    );
    await expect(page.getByText('You will no longer receive stock alerts for this product.')).toBeVisible();
    await expect(page.getByText(/^You have no stock alerts\./)).toBeVisible();
    await expectNoAxeViolations(page);

    // Never twice.
    expect(await restock(product.sku, 9, baseURL ?? '')).toEqual([]);
  },
);
