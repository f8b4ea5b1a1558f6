// Sessions (issue 10, SPEC 4 "User and session"), desktop: a session that ends signs out once; a guest's cart
// click asks them to sign in and their cart survives it; a valid /autosignin link signs in once, an expired
// one says so. Each test has its own new customer (support/customers.ts). auth.spec.ts covers the password
// journeys, a forged link and the mail-provider sign-in (as a returning shopper, on phone and desktop).
import { expect, test, type Page } from '@playwright/test';
import { addToCustomerCart, createCustomer, startSignedIn, TOKEN_KEY } from './support/customers';
import { cartTrigger } from './support/shop';
import { expiredAutoSignInLink, sentAutoSignInLink } from './support/sign-in-links';

const GUEST_PRODUCT = {
  url: '/xiaomi-redmi-13-5g-6gb-ram-128gb.html',
  name: 'Xiaomi Redmi 13 5G (6GB RAM, 128GB)',
};
const CUSTOMER_PRODUCT = { sku: 'ZS-ANK-10064', name: 'Anker PowerCore 10000 PD Redux' };

// Sign-ups hash passwords (scrypt) and each journey loads a few pages' code on a busy 2-core machine.
test.describe.configure({ timeout: 45_000 });

const chip = (page: Page, firstname: string) =>
  page.getByRole('banner').getByRole('button', { name: `Hi, ${firstname}` });
const signInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Sign In' });

async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a session whose time is up signs out once, with one reload', async ({ page, request }) => {
  const customer = await createCustomer(request, 'expiry', { firstname: 'Tara' });
  await startSignedIn(page, customer.token);
  await page.goto('/');
  await expect(chip(page, 'Tara')).toBeVisible();

  let loads = 0;
  page.on('load', () => (loads += 1));
  // SPEC 4: the token's ttl counts from timeStored. Make this one end two seconds from now.
  await page.evaluate((key) => {
    const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { timeStored: number; ttl: number };
    localStorage.setItem(key, JSON.stringify({ ...entry, timeStored: Date.now(), ttl: 2 }));
  }, TOKEN_KEY);

  await expect.poll(() => loads, { timeout: 8_000 }).toBe(1);
  await expect(signInLink(page)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  // Never a loop: the signed-out page stays put (the check runs every second).
  await page.waitForTimeout(2_500);
  expect(loads).toBe(1);
  await expect(signInLink(page)).toBeVisible();
});

test("a guest's cart click asks them to sign in, and their cart joins the customer's", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, 'merge', { firstname: 'Kiran' });
  await addToCustomerCart(request, customer.token, CUSTOMER_PRODUCT.sku);

  await page.goto(GUEST_PRODUCT.url);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${GUEST_PRODUCT.name} was added to your cart.`)).toBeVisible();
  // SPEC 2.4, default build: a guest's cart trigger leads to sign-in.
  await cartTrigger(page, 1, false).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signInOnPage(page, customer.email, customer.password);
  await expect(chip(page, 'Kiran')).toBeVisible();
  await expect(cartTrigger(page, 2, false)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name: GUEST_PRODUCT.name })).toBeVisible();
  await expect(page.getByRole('listitem', { name: CUSTOMER_PRODUCT.name })).toBeVisible();
});

test('an /autosignin link the shop sent signs in once; an expired one says so', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const customer = await createCustomer(request, 'autosignin', { firstname: 'Devika' });
  const link = await sentAutoSignInLink(customer.email, baseURL!);

  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await expect(chip(page, 'Devika')).toBeVisible();

  // Single use: the same link again, in a fresh session, signs nobody in. A new browser context, not this page
  // with its storage cleared: this page would see its session gone and sign out (SPEC 4), racing the test.
  const fresh = await browser.newContext({ baseURL });
  const second = await fresh.newPage();
  await second.goto(link);
  await expect(second.getByRole('alert')).toHaveText('The sign-in link has already been used.');

  await second.goto(expiredAutoSignInLink(customer.email));
  await expect(second.getByRole('alert')).toHaveText('The sign-in link is invalid or has expired.');
  expect(await second.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await fresh.close();
});
