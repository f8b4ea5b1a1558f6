// The whole life of one order in a real browser, on a phone and a desktop, as a returning shopper (the service
// worker installed and controlling every page): a signed-in shopper's order is shipped by the operator in two
// parcels (`npm run orders -- ship`), each followed on its tracking page; then delivered, which the shopper hears
// of in the notifications drawer; then one of its two items goes back through the return form to My Returns.
// The other after-purchase specs cover each part alone (track-order, returns, invoices); this one follows the
// order across the pages, axe-clean.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createCustomer, startSignedIn } from './support/customers';
import { ordersCommand, ownProducts, placeOrder, trackNumber, type ShopProduct } from './support/orders';
import { asReturningShopper } from './support/returning-shopper';
import { activate } from './support/shop';

test.describe.configure({ timeout: 150_000 });

const timeline = (page: Page) => page.getByRole('region', { name: 'Order status' }).getByRole('listitem');

test(
  'an order is shipped in two parcels, tracked, delivered, and one item returned',
  { tag: '@responsive' },
  async ({ page, request, isMobile, baseURL }) => {
    const [first, second] = ownProducts(isMobile ? 70 : 74) as [ShopProduct, ShopProduct];
    const shopper = await createCustomer(request, isMobile ? 'journey-phone' : 'journey-desktop');
    const { number } = await placeOrder(request, { token: shopper.token }, [first.sku, second.sku]);
    await startSignedIn(page, shopper.token);
    await asReturningShopper(page, `/order-history/${number}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
    await expect(timeline(page).nth(0)).toHaveAttribute('aria-current', 'step');

    // Two parcels, two couriers.
    const parcel = { product: first, carrier: 'bluedart', title: 'Blue Dart', tracking: trackNumber('BD') };
    const other = { product: second, carrier: 'delhivery', title: 'Delhivery', tracking: trackNumber('DL') };
    const parcels = [parcel, other];
    for (const p of parcels)
      ordersCommand(
        baseURL!,
        'ship',
        number,
        `${p.product.sku}:1`,
        '--carrier',
        p.carrier,
        '--track',
        p.tracking,
      );
    await page.reload();
    await expect(timeline(page).nth(2)).toContainText('Shipped');
    await expect(timeline(page).nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(main.getByText(`${parcel.title}: ${parcel.tracking}`)).toBeVisible();
    await expect(main.getByText(`${other.title}: ${other.tracking}`)).toBeVisible();
    await expectNoAxeViolations(page);

    // The first parcel's link opens its tracking page beside the shop.
    const [tracking] = await Promise.all([
      page.waitForEvent('popup'),
      activate(
        main.getByRole('link', {
          name: `Track package ${parcel.tracking} with ${parcel.title} (opens in a new tab)`,
        }),
        isMobile,
      ),
    ]);
    await expect(tracking.getByRole('heading', { level: 1, name: 'Track your parcel' })).toBeVisible();
    await expect(tracking.getByText(`${parcel.title} ${parcel.tracking}`)).toBeVisible();
    await expect(tracking.getByText('On its way')).toBeVisible();

    // Delivered: the tracking page and the order page say so, and the drawer tells the shopper.
    ordersCommand(baseURL!, 'deliver', number);
    await tracking.reload();
    await expect(tracking.getByText('On its way')).toHaveCount(0);
    await expect(tracking.getByRole('listitem').filter({ hasText: 'Delivered' })).toBeVisible();
    await tracking.close();
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(timeline(page).nth(3)).toContainText('Delivered');
    await expect(timeline(page).nth(3)).toHaveAttribute('aria-current', 'step');
    // The drawer's bell is in the shop's header (a phone's account pages show a back bar instead).
    await page.goto('/');
    await activate(page.getByRole('banner').getByRole('button', { name: /^Notifications/ }), isMobile);
    await expect(
      page.getByRole('link', { name: new RegExp(`^Unread: Order #${number} was delivered`) }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // One item goes back.
    await page.goto(`/order-history/${number}`);
    await activate(main.getByRole('link', { name: 'Return items' }), isMobile);
    await main.getByRole('checkbox', { name: `Return ${first.name}` }).check();
    await main.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Wrong Size' });
    await main.getByRole('combobox', { name: 'Resolution' }).selectOption({ label: 'Refund' });
    await activate(main.getByRole('button', { name: 'Request return' }), isMobile);
    await expect(page).toHaveURL(/\/returns$/);
    const entry = main.getByRole('listitem', { name: /^Return #\d+$/ }).first();
    await expect(entry).toContainText(`#${number}`);
    await expect(entry).toContainText(`${first.name} × 1`);
    await expect(entry).not.toContainText(second.name);
    await expectNoAxeViolations(page);
  },
);
