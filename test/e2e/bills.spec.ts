// Bills and recharge in a real browser against the real server: a returning customer (the service worker
// controls the page) fetches an electricity bill on /setu, pays it on the sandbox gateway's hosted page (the
// server's, not the app shell, open on the way to pay chosen), comes back to its paid status and finds it in
// /bills-and-recharge, on phone and desktop. The variations (nothing due, declined, bad numbers, recharge plans,
// failed payments, guests) are jest integration tests (src/features/bills/components/bills-pages.test.tsx).
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createCustomer, startSignedIn } from './support/customers';
import { asReturningShopper } from './support/returning-shopper';

// Numbers no other test pays, one per project: a bill paid this month is not due again in the shared shop. Each
// run has its own new customer, whose history then holds only this payment.
const CA_NUMBERS = { desktop: '314159265', phone: '271828182' };

// The worker's install, a gateway round trip and three axe runs: more than 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('a returning customer fetches a bill, pays it on the gateway and sees it paid in My Bills & Recharge @responsive', async ({
  page,
  request,
  isMobile,
}) => {
  const CA_NUMBER = isMobile ? CA_NUMBERS.phone : CA_NUMBERS.desktop;
  const customer = await createCustomer(request, 'bills');
  await startSignedIn(page, customer.token);
  await asReturningShopper(page);
  await page.goto('/setu?p=electricity');
  await page.getByRole('combobox', { name: 'Biller' }).selectOption({ label: 'BSES Rajdhani Power Limited' });
  await page.getByRole('textbox', { name: 'CA Number' }).fill(CA_NUMBER);
  await page.getByRole('button', { name: 'Fetch bill' }).click();
  const bill = page.getByRole('region', { name: 'Bill details' });
  await expect(bill).toContainText(/Amount due₹[\d,]+/);
  const amount = /₹[\d,]+(\.\d\d)?/.exec((await bill.getByRole('definition').last().textContent()) ?? '')![0];
  // Both gateways offer UPI: each under its provider's name.
  await page.getByRole('group', { name: 'PayU' }).getByRole('radio', { name: 'UPI' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();

  await expect(page).toHaveURL(/\/sandbox\/payu\/pay\/[0-9a-f]{48}\?method=upi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PayU (sandbox)' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payu\/checkout\/success\/BILL-\d+$/);
  const status = page.getByRole('region', { name: 'Payment Status' });
  await expect(status).toContainText(`Thank you! ${amount} was paid to BSES Rajdhani Power Limited.`);
  await expectNoAxeViolations(page);

  await status.getByRole('link', { name: 'My Bills & Recharge' }).click();
  const newest = page.getByRole('region', { name: 'My Bills & Recharge' }).getByRole('listitem').first();
  await expect(newest).toContainText(CA_NUMBER);
  await expect(newest).toContainText('Successful');
  await expect(newest).toContainText(amount);
  await expectNoAxeViolations(page);
});
