// Signing in and out (issue 10) in both projects: create an account, sign out, sign in again; a forgotten
// password from the outbox e-mail to a signed-in customer; a protected page's return; a forged autosignin link;
// and the mail provider's sign-in as a returning shopper (the service worker controls the page, and the
// provider's page is the server's, never the app shell).
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { latestMail, latestMailLink } from './support/outbox';
import { TOKEN_KEY, uniqueEmail } from './support/customers';
import { asReturningShopper } from './support/returning-shopper';
import { activate, DEMO_CUSTOMER } from './support/shop';

const PASSWORD = 'Shopper@2024';

// Each journey signs up or resets a password (scrypt on the server) and loads several pages' code.
test.describe.configure({ timeout: 60_000 });

/** A new address per test and project, so reruns against one server never collide. */
const newEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;

/** Opens the account menu (desktop) or the You drawer (phone): where a signed-in shopper finds Sign Out. */
async function openAccount(page: Page, mobile: boolean) {
  if (mobile) {
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'You' }).tap();
    return page.getByRole('dialog', { name: 'You' });
  }
  await page.getByRole('banner').getByRole('button', { name: /^Hi, / }).click();
  return page.getByRole('banner');
}

async function expectSignedIn(page: Page, firstname: string, mobile: boolean) {
  if (!mobile) {
    await expect(page.getByRole('banner').getByRole('button', { name: `Hi, ${firstname}` })).toBeVisible();
    return;
  }
  const drawer = await openAccount(page, true);
  await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'You' }).tap();
}

async function signInWith(page: Page, email: string, password: string, touch: boolean) {
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await activate(page.getByRole('button', { name: 'Sign In', exact: true }), touch);
}

test('create an account, sign out, sign in again @responsive', async ({ page, isMobile }) => {
  const email = newEmail('new');
  await page.goto(`/create-account?email=${encodeURIComponent(email)}&firstName=Meera&lastName=Iyer`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await activate(page.getByRole('button', { name: 'Create an Account' }), isMobile);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, 'Meera', isMobile);
  expect(await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event))).toEqual(
    expect.arrayContaining(['signup', 'login']),
  );

  const account = await openAccount(page, isMobile);
  await activate(account.getByRole('button', { name: 'Sign Out' }), isMobile);
  await expect(page).toHaveURL(/\/$/);
  if (!isMobile) await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  // Signed out once the session is gone from storage: opened before that, /sign-in sends a customer home.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();

  await page.goto('/sign-in');
  await signInWith(page, email, PASSWORD, isMobile);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, 'Meera', isMobile);
});

test('a forgotten password, from the e-mail in the outbox to a signed-in customer @responsive', async ({
  page,
  isMobile,
}) => {
  const email = newEmail('forgot');
  const created = await page.request.post('/graphql', {
    data: {
      query:
        'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      variables: { input: { email, firstname: 'Kabir', lastname: 'Das', password: PASSWORD } },
    },
  });
  expect((await created.json()).data.createCustomerV2.customer.email).toBe(email);

  await page.goto('/sign-in');
  await activate(page.getByRole('link', { name: 'Forgot Password?' }), isMobile);
  await page.getByLabel('Email address').fill(email);
  await activate(page.getByRole('button', { name: 'Reset My Password' }), isMobile);
  await expect(page.getByText(`If there is an account associated with ${email}`)).toBeVisible();

  const link = new URL(await latestMailLink(email, 'password_reset'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('New Password', { exact: true }).fill('Changed@2025');
  await page.getByLabel('Confirm New Password').fill('Changed@2025');
  await activate(page.getByRole('button', { name: 'Set a New Password' }), isMobile);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, 'Kabir', isMobile);
});

test('a guest sent to sign in from a protected page returns there @responsive', async ({
  page,
  isMobile,
}) => {
  await page.goto('/order-history');
  await expect(page).toHaveURL(/\/sign-in$/);
  await signInWith(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, isMobile);
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
});

test('a forged autosignin link signs nobody in @responsive', async ({ page }) => {
  await page.goto('/autosignin/customerid/1?signature=forged.1.2.3');
  await expect(page.getByRole('alert')).toHaveText('The sign-in link is invalid or has expired.');
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.includes('signin_token')))).toBe(
    false,
  );
  await page.goto('/autosignin/email/demo@example.in');
  await expect(page.getByRole('alert')).toContainText('This sign-in link is incomplete');
});

test('a returning shopper signs in with a mail provider through its sandbox page @responsive', async ({
  page,
  isMobile,
}) => {
  await asReturningShopper(page, '/sign-in');
  // The shop runs its sandboxes (SANDBOXES=on, the demo default) and every page says so.
  await expect(page.getByRole('region', { name: 'Demo shop' })).toContainText(
    'Demo shop: payments and sign-ins are simulated. Nothing is charged or delivered.',
  );
  await expect(page.getByRole('region', { name: 'Demo shop' })).toBeVisible();
  await activate(page.getByRole('button', { name: 'Sign in with Google' }), isMobile);
  await expect(page).toHaveURL(/\/oauthlogin\/sandbox\/authorize\?provider=google/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Google (sandbox)' })).toBeVisible();
  const email = uniqueEmail('oauth');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('First name').fill('Nisha');
  await page.getByLabel('Last name').fill('Rao');
  await activate(page.getByRole('button', { name: 'Allow and continue' }), isMobile);
  // The sandbox proves the mail account is the shopper's: a one-time code mailed to it (the outbox).
  const mail = await latestMail(email, 'oauth_sandbox_code');
  await page.getByLabel('One-time code').fill(/\b([0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(mail.text)![1]!);
  await activate(page.getByRole('button', { name: 'Continue' }), isMobile);

  // The provider returns to /oauthlogin/index/callback (a storefront route), which exchanges the code and goes
  // home.
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, 'Nisha', isMobile);
});
