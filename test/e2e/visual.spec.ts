// The shop as it looks: screenshots of the pages a shopper meets most (home, a category, a product, the cart,
// checkout, the confirmation, two account pages) on a desktop and a phone, compared with the committed
// baselines in visual.spec.ts-snapshots/. A layout that moves, a cut label or a lost style fails the run.
//
// Runs in the visual-* projects only, against a server of its own (playwright.config.ts), so that nothing the
// other tests buy or change shows here. What differs from day to day is masked: dates, order numbers, the
// copyright's year and the new customer's e-mail. Sliders stand still for a shopper who asked for less motion.
//
// After a deliberate change of the look: `npx playwright test test/e2e/visual.spec.ts --update-snapshots`,
// then look at every changed PNG before committing it (docs/TESTING.md).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addToCustomerCart, createCustomer, startSignedIn } from './support/customers';

test.use({ reducedMotion: 'reduce' });

const CATEGORY = '/mobiles-tablets/smartphones.html';
const PRODUCT = { url: '/samsung-galaxy-f55-5g-8gb-ram-128gb.html', sku: 'ZS-SAM-10034' };
/** Within a small tolerance: anti-aliasing may differ by a pixel here and there, a layout never by this much. */
const TOLERANCE = { maxDiffPixelRatio: 0.01 };
const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';

/** What changes from one run or day to the next, wherever it is on the page. */
function changing(page: Page, extra: Locator[] = []): Locator[] {
  return [
    page.getByText(new RegExp(`\\b\\d{1,2} (${MONTHS})\\b|\\b(${MONTHS}) \\d{1,2}\\b`)),
    page.getByText(/\b\d{9}\b/),
    page.getByText(/©/),
    ...extra,
  ];
}

/** Waits until the page has settled: its requests done, its pictures in view decoded, its fonts ready. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Loaded pictures in view, decoded; a lazy one the browser has not started is not waited for.
    const inView = [...document.images].filter(
      (image) => image.complete && image.getBoundingClientRect().top < innerHeight,
    );
    const decoded = Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
}

/**
 * The pictures are of the pages' own layout: the demo notice (SANDBOXES=on, fixed to the bottom) and the room
 * after the page that it takes are left out. The notice is checked by auth.spec.ts and demo-notice.test.tsx.
 * (Through the elements' style: the page's CSP refuses a stylesheet, and with it Playwright's stylePath.)
 */
async function hideDemoNotice(page: Page) {
  // It comes with the shell's parts that wait for the first paint: there first, then hidden.
  await page.locator('.demo-notice').waitFor({ state: 'attached' });
  await page.locator('.demo-notice, .demo-notice-room').evaluateAll((elements) => {
    elements.forEach((e) => (e as HTMLElement).style.setProperty('display', 'none', 'important'));
    document.documentElement.classList.remove('demo-shop'); // and the chat button where it is without it
  });
}

async function expectLook(page: Page, name: string, options: { fullPage?: boolean; mask?: Locator[] } = {}) {
  await settled(page);
  await hideDemoNotice(page);
  // From the top, as a shopper opens the page: a route change's smooth scroll may still be under way (or
  // about to start, from where the last page was left), and a sticky header is drawn where the scroll is.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  await expect(page).toHaveScreenshot(`${name}.png`, {
    ...TOLERANCE,
    fullPage: options.fullPage ?? false,
    mask: changing(page, options.mask),
    animations: 'disabled',
    caret: 'hide',
  });
}

test('the shop looks as it did: browse, cart, checkout, confirmation and account', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expectLook(page, 'home');

  await page.goto(CATEGORY);
  await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
  await expectLook(page, 'category');

  await page.goto(PRODUCT.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLook(page, 'product');

  const customer = await createCustomer(request, 'visual', { firstname: 'Meera', address: true });
  await addToCustomerCart(request, customer.token, PRODUCT.sku);
  // As the customer's own browser: the guest visit's cart and data stay behind.
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.clear());
  await startSignedIn(page, customer.token);
  const email = page.getByText(customer.email);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Price details' })).toBeVisible();
  await expectLook(page, 'cart', { fullPage: true });

  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  const address = page.getByRole('region', { name: 'Shipping address' });
  await expect(address.getByRole('button', { name: 'Deliver to this address' })).toBeVisible();
  await expectLook(page, 'checkout', { fullPage: true });

  await address.getByRole('button', { name: 'Deliver to this address' }).click();
  const method = page.getByRole('region', { name: 'Shipping method' });
  await method.getByRole('radio', { name: /^Standard Delivery/ }).check();
  await method.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('region', { name: 'Billing and payment' });
  await payment.getByRole('radio', { name: 'Cash on delivery', exact: true }).check();
  await payment.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByText(/Your order number is \d{9}\./)).toBeVisible();
  await expectLook(page, 'confirmation', { fullPage: true });

  await page.goto('/order-history');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLook(page, 'order-history', { fullPage: true });

  await page.goto('/account-information');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLook(page, 'account-information', {
    fullPage: true,
    mask: [email, page.getByRole('textbox', { name: /e-?mail/i })],
  });
});
