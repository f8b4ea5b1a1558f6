// Buy Now (issue 25) in a real browser, on phone and desktop: the product page's Buy Now goes straight to
// checkout with just that product, the order holds it alone, and the shopper's cart is as it was afterwards;
// leaving checkout without ordering gives the cart back too. Each test has its own customer with a saved
// address and a product already in the cart (support/customers.ts), so nothing is shared with other tests.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addToCustomerCart, createCustomer, gql, startSignedIn } from './support/customers';

// Through the product page, four checkout steps and the confirmation on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

const IN_CART = { sku: 'ZS-SAM-10167', name: 'Samsung HW-B550 2.1ch Soundbar' };
const BUY_NOW = {
  url: '/samsung-galaxy-a35-5g-8gb-ram-128gb.html',
  sku: 'ZS-SAM-10035',
  name: 'Samsung Galaxy A35 5G (8GB RAM, 128GB)',
};

/** The customer's one cart as the shop holds it: its lines as 'sku x quantity'. */
async function cartLines(request: APIRequestContext, token: string): Promise<string[]> {
  const { customerCart } = await gql<{
    customerCart: { items: { quantity: number; product: { sku: string } }[] };
  }>(request, '{ customerCart { id items { uid quantity product { uid sku } } } }', {}, token);
  return customerCart.items.map((item) => `${item.product.sku} x ${item.quantity}`).sort();
}

async function pressBuyNow(page: Page): Promise<void> {
  await page.goto(BUY_NOW.url);
  await expect(page.getByRole('heading', { level: 1, name: BUY_NOW.name })).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

test('Buy Now: checkout with just that product, ordered with cash on delivery; the cart as it was afterwards @responsive', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, 'buy-now', { address: true });
  await addToCustomerCart(request, customer.token, IN_CART.sku);
  await startSignedIn(page, customer.token);
  await pressBuyNow(page);
  // Checkout's cart holds the product alone.
  expect(await cartLines(request, customer.token)).toEqual([`${BUY_NOW.sku} x 1`]);

  const shipping = page.getByRole('region', { name: 'Shipping address' });
  await expect(shipping.getByRole('radio', { name: /Bengaluru/ })).toBeChecked();
  await shipping.getByRole('button', { name: 'Deliver to this address' }).click();
  await page
    .getByRole('region', { name: 'Shipping method' })
    .getByRole('button', { name: 'Continue' })
    .click();
  const pay = page.getByRole('region', { name: 'Billing and payment' });
  await pay.getByRole('radio', { name: 'Cash on delivery', exact: true }).check();
  await pay.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order-confirmation$/);
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByText(BUY_NOW.name)).toBeVisible();
  await expect(items.getByText(IN_CART.name)).toHaveCount(0);
  // The shopper's cart is back, as it was: the soundbar, not the phone just bought.
  await expect.poll(() => cartLines(request, customer.token)).toEqual([`${IN_CART.sku} x 1`]);
  await page.goto('/cart');
  const lines = page.getByRole('main').getByRole('listitem');
  await expect(
    lines.filter({ has: page.getByRole('button', { name: `Remove ${IN_CART.name}` }) }),
  ).toHaveCount(1);
  await expect(
    lines.filter({ has: page.getByRole('button', { name: `Remove ${BUY_NOW.name}` }) }),
  ).toHaveCount(0);
});

test('leaving a Buy Now checkout without ordering gives the cart back as it was @responsive', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, 'buy-now-left', { address: true });
  await addToCustomerCart(request, customer.token, IN_CART.sku);
  await startSignedIn(page, customer.token);
  await pressBuyNow(page);
  await expect(page.getByRole('region', { name: 'Shipping address' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: BUY_NOW.name })).toBeVisible();
  await expect.poll(() => cartLines(request, customer.token)).toEqual([`${IN_CART.sku} x 1`]);
});
