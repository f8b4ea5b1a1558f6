// After the purchase in a real browser against the real server, on a phone and a desktop: a guest's order (placed
// through the shop's GraphQL, as a guest checkout does) is found at /track-order by its number, e-mail and last
// name, a wrong guess is told only that nothing was found, and the confirmation e-mail's link (the outbox) opens
// the order by its token, which leaves the address bar at once; an order the operator ships in two parts
// (`npm run orders -- ship`) shows both shipments with their tracking links and the timeline; a prepaid order
// cancelled on its page shows the refund and when it arrives. noindex and axe-clean.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createCustomer, startSignedIn, uniqueEmail } from './support/customers';
import { latestMailLink } from './support/outbox';
import { ordersCommand, placeOrder, trackNumber } from './support/orders';

test.describe.configure({ timeout: 90_000 });

const PRODUCT = { sku: 'ZS-VIV-10039', name: 'vivo Y58 5G (8GB RAM, 128GB)' };
const SECOND = { sku: 'ZS-XIA-10036', name: 'Xiaomi Redmi 13 5G (6GB RAM, 128GB)' };
/** A guest's cash-on-delivery order of the product; returns its number. */
const placeGuestOrder = async (request: APIRequestContext, email: string) =>
  (await placeOrder(request, { email }, [PRODUCT.sku])).number;

async function findByForm(page: Page, number: string, email: string, lastname: string) {
  await page.getByLabel('Order number').fill(number);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Last name').fill(lastname);
  await page.getByRole('button', { name: 'Find my order' }).click();
}

test(
  'a guest finds their order by number, e-mail and last name, and by the confirmation e-mail’s link',
  { tag: '@responsive' },
  async ({ page, request, isMobile }) => {
    const email = uniqueEmail(isMobile ? 'track-phone' : 'track-desktop');
    const number = await placeGuestOrder(request, email);

    await page.goto('/track-order');
    await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);

    // A wrong last name: Magento's message, nothing of the order.
    await findByForm(page, number, email, 'Sharma');
    await expect(page.getByRole('alert')).toHaveText(
      "We couldn't locate an order with the information provided.",
    );
    await expect(page.getByText(PRODUCT.name)).toHaveCount(0);
    await expect(page.getByText('22 MG Road')).toHaveCount(0);

    await page.getByLabel('Last name').fill('rao');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
    await expect(page.getByText(PRODUCT.name)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipping Address' })).toContainText('22 MG Road');
    await expect(page.getByRole('region', { name: 'Price details' })).toContainText('Grand total');
    await expectNoAxeViolations(page);

    // The confirmation e-mail's link: the order at once, and the token gone from the address bar.
    const link = await latestMailLink(email, 'order_confirmation');
    expect(link).toMatch(/\/track-order\?token=[0-9a-f]{32}$/);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
    await expect(page).toHaveURL(/\/track-order$/);
    await expect(page.getByText(PRODUCT.name)).toBeVisible();
    const token = new URL(link).searchParams.get('token')!;
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(token);
  },
);

test(
  'an order shipped in two parts shows each shipment with its tracking link, and the timeline',
  { tag: '@responsive' },
  async ({ page, request, isMobile, baseURL }) => {
    const email = uniqueEmail(isMobile ? 'parts-phone' : 'parts-desktop');
    const { number } = await placeOrder(request, { email }, [PRODUCT.sku, SECOND.sku]);
    const [first, second] = [trackNumber('BD'), trackNumber('DL')];
    ordersCommand(baseURL!, 'ship', number, `${PRODUCT.sku}:1`, '--carrier', 'bluedart', '--track', first);
    ordersCommand(baseURL!, 'ship', number, `${SECOND.sku}:1`, '--carrier', 'delhivery', '--track', second);

    const link = await latestMailLink(email, 'order_confirmation');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();

    const steps = page.getByRole('region', { name: 'Order status' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('Pending');
    await expect(steps.nth(2)).toContainText('Shipped');
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(3)).toContainText('Delivered');
    await expect(steps.nth(3)).toContainText('Not yet');

    const shipments = page
      .getByRole('region', { name: 'Shipments' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(shipments).toHaveCount(2);
    const parts = [
      { title: 'Blue Dart', tracking: first, product: PRODUCT },
      { title: 'Delhivery', tracking: second, product: SECOND },
    ];
    for (const [i, { title, tracking, product }] of parts.entries()) {
      const shipment = shipments.nth(i);
      await expect(shipment).toContainText(/Shipped on \d{1,2} [A-Z][a-z]{2} \d{4}/);
      await expect(shipment).toContainText(`${title}: ${tracking}`);
      await expect(shipment.getByRole('list', { name: 'Items in this shipment' })).toContainText(
        `${product.name} × 1`,
      );
      const track = shipment.getByRole('link', {
        name: `Track package ${tracking} with ${title} (opens in a new tab)`,
      });
      await expect(track).toHaveAttribute('target', '_blank');
      await expect(track).toHaveAttribute('rel', /\bnoopener\b/);
      // The shop's own tracking page (no courier URL configured on this server) answers for the parcel.
      const href = (await track.getAttribute('href'))!;
      expect((await request.get(href)).status()).toBe(200);
    }
    await expectNoAxeViolations(page);
  },
);

test(
  'a prepaid order cancelled on its page shows the cancellation and when the refund arrives',
  { tag: '@responsive' },
  async ({ page, request, isMobile }) => {
    const shopper = await createCustomer(request, isMobile ? 'cancel-phone' : 'cancel-desktop');
    const { number, paymentUrl } = await placeOrder(
      request,
      { token: shopper.token },
      [PRODUCT.sku],
      'razorpay',
    );
    // Paid on the gateway's sandbox page, as the shopper would have.
    const paid = await request.post(paymentUrl!, {
      form: { outcome: 'approve', method: 'upi' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);

    await startSignedIn(page, shopper.token);
    await page.goto(`/order-history/${number}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${number}` });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Cancel order' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('radio').first().check();
    await expectNoAxeViolations(page);
    await confirm.click();

    await expect(page.getByRole('status').filter({ hasText: 'Your order has been canceled.' })).toBeFocused();
    await expect(dialog).toBeHidden();
    // Magento closes a cancelled order whose payment it refunded: the status and the timeline's end say so.
    await expect(page.locator('.order-details__meta strong')).toHaveText('Refunded');
    const steps = page.getByRole('region', { name: 'Order status' }).getByRole('listitem');
    await expect(steps.last()).toContainText('Refunded');
    await expect(steps).toHaveCount(3); // Pending Payment, Processing, Refunded: never shipped
    await expect(steps.last()).toHaveAttribute('aria-current', 'step');
    // The gateway's refund, and when the money reaches the shopper.
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds).toContainText(/Refund #\S+: ₹[\d,]+/);
    await expect(refunds).toContainText(/was refunded to .+ on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  },
);
