// The address book, rewards and Refer and Earn pages in a real browser against the real server, one journey
// each (their variations are covered by the jest integration tests beside the pages): a new customer adds an
// address through the pincode lookup and deletes it after confirming; the demo customer opens their coins from
// the account menu; a guest on /referral signs in, comes back and copies the share link.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { activate, DEMO_CUSTOMER, signIn } from './support/shop';

test.describe.configure({ timeout: 60_000 });

/** A customer of this test alone (desktop and phone share one shop), created through the shop's GraphQL. */
async function newCustomer(request: APIRequestContext, label: string) {
  const customer = {
    email: `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`,
    password: 'Address@2024',
  };
  const response = await request.post('/graphql', {
    data: {
      query: `mutation { createCustomerV2(input: { firstname: "Meera", lastname: "Pillai", email: "${customer.email}",
        password: "${customer.password}" }) { customer { email } } }`,
    },
  });
  expect((await response.json()).errors).toBeUndefined();
  return customer;
}

test(
  'a customer adds an address with the pincode lookup, then deletes it after confirming',
  { tag: '@responsive' },
  async ({ page, request, isMobile }) => {
    await signIn(page, await newCustomer(request, isMobile ? 'book-phone' : 'book-desktop'));
    await page.goto('/address-book');
    await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

    await activate(page.getByRole('button', { name: 'Add a new address' }), isMobile);
    const form = page.getByRole('form', { name: 'Add a new address' });
    await form.getByLabel('First name').fill('Meera');
    await form.getByLabel('Last name').fill('Pillai');
    await form.getByLabel('Flat, house no., building, street').fill('21 Marine Drive');
    await form.getByLabel('Mobile number').fill('9812345670');
    await form.getByLabel('Pincode').fill('400001');
    await expect(form.getByLabel('City')).toHaveValue('Mumbai');
    await expect(form.getByLabel('State')).toHaveValue('MH');
    await expectNoAxeViolations(page);
    await activate(form.getByRole('button', { name: 'Save address' }), isMobile);

    await expect(page.getByText('The address has been saved.')).toBeVisible();
    const address = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
    await expect(address).toHaveCount(1);
    await expect(address).toContainText('Mumbai, Maharashtra, 400001');

    await activate(address.getByRole('button', { name: 'Delete: 21 Marine Drive' }), isMobile);
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await expect(dialog).toContainText('21 Marine Drive will be removed from your address book.');
    await activate(dialog.getByRole('button', { name: 'Delete' }), isMobile);
    await expect(page.getByText('The address has been deleted.')).toBeVisible();
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  },
);

test('the demo customer opens their coins from the account menu', async ({ page }) => {
  await signIn(page, DEMO_CUSTOMER);
  await page.getByRole('banner').getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('banner').getByRole('link', { name: 'My Rewards Points' }).click();
  await expect(page).toHaveURL(/\/zepp-coins$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Rewards Points' })).toBeVisible();
  const balance = page.getByRole('region', { name: 'Your Zepp Coins' });
  await expect(balance).toContainText(/\d+Worth ₹/);
  const transactions = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(transactions.first()).toContainText(/[+-]\d+$/);
  // Orders other journeys placed as the demo customer come first; the history ends with the sign-up bonus.
  const next = page.getByRole('link', { name: 'Next' });
  while (await next.isVisible()) {
    const pageLabel = await page.getByText(/^Page \d+ of \d+$/).textContent();
    await next.click();
    await expect(page.getByText(/^Page \d+ of \d+$/)).not.toHaveText(pageLabel ?? '');
  }
  await expect(transactions.last()).toContainText('Welcome bonus');
  await expect(transactions.last()).toContainText('+250');
  await expectNoAxeViolations(page);
});

test.describe(() => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a guest on Refer and Earn signs in, comes back, and copies the share link', async ({ page }) => {
    await page.goto('/referral');
    const main = page.getByRole('region', { name: 'Refer and Earn' });
    await main.getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('textbox', { name: 'Email address' }).fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(/\/referral$/);
    await expect(main.getByText('AARAV7K2P')).toBeVisible();
    const link = main.getByRole('textbox', { name: 'Your share link' });
    await expect(link).toHaveValue(/\/create-account\?referral_code=AARAV7K2P$/);
    await main.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied. Paste it to share it with your friends.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await expectNoAxeViolations(page);
  });
});
