// Step 5 checkout: a returning customer (the service worker controls the page) buys with cash on delivery on
// desktop and phone, and ten fast clicks on Place order make one order — against the real server and its
// seed. The gateways' round trips, paid and failed, are buy-journeys.spec.ts's.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { asReturningShopper } from './support/returning-shopper';
import { signIn } from './support/shop';

/** Each test has its own seeded customer (each with one saved address), so tests running side by side never
 * share a cart. */
const CUSTOMERS = {
  codDesktop: { email: 'priya.nair@example.in', password: 'Priya@2024', city: 'Thiruvananthapuram' },
  codPhone: { email: 'ananya.iyer@example.in', password: 'Ananya@2024', city: 'Chennai' },
  tenClicks: { email: 'demo@example.in', password: 'Demo@1234', city: 'New Delhi' },
} as const;
type Customer = (typeof CUSTOMERS)[keyof typeof CUSTOMERS];

// A journey through sign-in, the product page and four checkout steps: longer than a page test.
test.describe.configure({ timeout: 60_000 });

const PRODUCT = {
  url: '/samsung-galaxy-f55-5g-8gb-ram-128gb.html',
  name: 'Samsung Galaxy F55 5G (8GB RAM, 128GB)',
};

async function addProductToCart(page: Page): Promise<void> {
  await page.goto(PRODUCT.url);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${PRODUCT.name} was added to your cart.`)).toBeVisible();
}

/** Signed in, one product in the cart, through the steps to the review with `payment` chosen. */
async function toReview(page: Page, customer: Customer, payment: string): Promise<void> {
  await signIn(page, customer);
  await addProductToCart(page);
  await page.goto('/checkout');
  // The customer's saved address is picked.
  const shipping = page.getByRole('region', { name: 'Shipping address' });
  await expect(shipping.getByRole('radio', { name: new RegExp(customer.city) })).toBeChecked();
  await expectNoAxeViolations(page);
  await shipping.getByRole('button', { name: 'Deliver to this address' }).click();
  const method = page.getByRole('region', { name: 'Shipping method' });
  await method.getByRole('button', { name: 'Continue' }).click();
  const pay = page.getByRole('region', { name: 'Billing and payment' });
  await pay.getByRole('radio', { name: payment, exact: true }).check();
  await pay.getByRole('button', { name: 'Continue' }).click();
}

async function customerOrderCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('signin_token'));
    const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { value?: string }).value : '';
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ customer { orders { total_count } } }' }),
    });
    const body = (await response.json()) as { data: { customer: { orders: { total_count: number } } } };
    return body.data.customer.orders.total_count;
  });
}

test('a returning customer checks out with cash on delivery to the confirmation @responsive', async ({
  page,
  isMobile,
}) => {
  const customer = isMobile ? CUSTOMERS.codPhone : CUSTOMERS.codDesktop;
  await asReturningShopper(page);
  await toReview(page, customer, 'Cash on delivery');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(/Your order number is \d{9}\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' }).getByText(PRODUCT.name)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText(customer.city);
  await expectNoAxeViolations(page);
});

test('ten fast clicks on Place order make one order', async ({ page }) => {
  await toReview(page, CUSTOMERS.tenClicks, 'Cash on delivery');
  const before = await customerOrderCount(page);
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled();
  // Ten clicks in one task, faster than any person: only the first may place an order.
  await place.evaluate((button: HTMLButtonElement) => {
    for (let i = 0; i < 10; i += 1) button.click();
  });
  await expect(page).toHaveURL(/\/order-confirmation$/);
  expect(await customerOrderCount(page)).toBe(before + 1);
});
