// Bills and recharge in a real browser against the real server: a signed-in customer fetches an electricity bill
// on /setu, pays it on the sandbox gateway's hosted page, comes back to its paid status and finds it in
// /bills-and-recharge. The variations (nothing due, declined, bad numbers, recharge plans, failed payments, guests)
// are jest integration tests (src/features/bills/components/bills-pages.test.tsx).
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/shop';

// A number no other test pays: a bill paid this month is not due again in the shared shop.
const CA_NUMBER = '314159265';

// Two sign-in steps, a gateway round trip and three axe runs: more than 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('a customer fetches a bill, pays it on the gateway and sees it paid in My Bills & Recharge', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/setu?p=electricity');
  await page.getByRole('combobox', { name: 'Biller' }).selectOption({ label: 'BSES Rajdhani Power Limited' });
  await page.getByRole('textbox', { name: 'CA Number' }).fill(CA_NUMBER);
  await page.getByRole('button', { name: 'Fetch bill' }).click();
  const bill = page.getByRole('region', { name: 'Bill details' });
  await expect(bill).toContainText(/Amount due₹[\d,]+\.\d\d/);
  const amount = /₹[\d,]+\.\d\d/.exec((await bill.getByRole('definition').last().textContent()) ?? '')![0];
  await page.getByRole('radio', { name: 'Credit card' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();

  await expect(page).toHaveURL(/\/sandbox\/razorpay\/pay\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/razorpay\/checkout\/success\/BILL-\d+$/);
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
