// GST invoices and EMI in a real browser against the real server, on phone and desktop: a signed-in business
// buyer asks for a GST invoice at checkout (a mistyped GSTIN is caught beside the field), places the order and
// finds the GSTIN and business name on the confirmation and the order page; a shopper sees "EMI from ₹N/month"
// on an expensive product, opens its plans, then pays an order by card on the sandbox gateway's page in one of
// the same plans, which the order page names. Each page is checked with axe. The rules' variations are the jest
// tests' (common/gst, server/test/sales/gst-invoice and emi, src/features/gst-invoice and emi).
import { expect, test, type Page } from '@playwright/test';
import { gstinCheckCharacter } from '../../common/gst/gstin';
import { expectNoAxeViolations } from './support/axe';
import { addToCustomerCart, createCustomer, startSignedIn } from './support/customers';

// Sign-in, checkout's steps, an order and (for EMI) the gateway's round trip, with axe runs: longer than a page.
test.describe.configure({ timeout: 90_000 });

const PHONE = { sku: 'ZS-SAM-10034', name: 'Samsung Galaxy F55 5G (8GB RAM, 128GB)' };
const SOUNDBAR = { url: '/samsung-hw-b550-2-1ch-soundbar.html', name: 'Samsung HW-B550 2.1ch Soundbar' };
/** A well-formed Maharashtra GSTIN, its check character computed (the GST Network's Luhn mod 36). */
const GSTIN = `27AABCZ4321Q1Z${gstinCheckCharacter('27AABCZ4321Q1Z')}`;
const BUSINESS = 'Kapoor Office Supplies Pvt Ltd';

/** From the saved address to the open billing and payment step, with `payment` chosen. */
async function toPaymentStep(page: Page, provider: string | null, payment: string) {
  await page.goto('/checkout');
  const shipping = page.getByRole('region', { name: 'Shipping address' });
  await expect(shipping.getByRole('radio', { name: /Bengaluru/ })).toBeChecked();
  await shipping.getByRole('button', { name: 'Deliver to this address' }).click();
  await page
    .getByRole('region', { name: 'Shipping method' })
    .getByRole('button', { name: 'Continue' })
    .click();
  const pay = page.getByRole('region', { name: 'Billing and payment' });
  const group = provider ? pay.getByRole('group', { name: provider }) : pay;
  await group.getByRole('radio', { name: payment, exact: true }).check();
  return pay;
}

test('a business buyer gets a GST invoice: GSTIN and business name on the order @responsive', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, 'gst-invoice', { address: true });
  await addToCustomerCart(request, customer.token, PHONE.sku);
  await startSignedIn(page, customer.token);
  const pay = await toPaymentStep(page, null, 'Cash on delivery');

  const disclosure = pay.getByRole('button', { name: 'Need a GST invoice?' });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await disclosure.click();
  const gstin = pay.getByRole('textbox', { name: 'GSTIN' });
  // A typing mistake in the last character: the check character catches it.
  await gstin.fill(`${GSTIN.slice(0, 14)}${GSTIN.endsWith('X') ? 'Y' : 'X'}`);
  await pay.getByRole('textbox', { name: 'Business name' }).fill(BUSINESS);
  await pay.getByRole('button', { name: 'Continue' }).click();
  await expect(pay.getByText('This GSTIN’s last character does not match')).toBeVisible();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await gstin.fill(GSTIN.toLowerCase());
  await expect(gstin).toHaveValue(GSTIN);
  await pay.getByRole('button', { name: 'Continue' }).click();
  await expect(pay.getByText(`GST invoice for GSTIN ${GSTIN}`)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order-confirmation$/);
  const invoice = page.getByRole('region', { name: 'GST invoice' });
  await expect(invoice).toContainText(BUSINESS);
  await expect(invoice).toContainText(GSTIN);
  await expectNoAxeViolations(page);
  const number = /Your order number is (\d{9})\./.exec(
    (await page.getByText(/Your order number is \d{9}\./).textContent()) ?? '',
  )![1];

  await page.goto(`/order-history/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  const facts = page.getByRole('region', { name: 'GST invoice' });
  await expect(facts.getByRole('paragraph')).toHaveText([`Business name: ${BUSINESS}`, `GSTIN: ${GSTIN}`]);
  await expectNoAxeViolations(page);
});

test('EMI from ₹N/month on an expensive product, its plans, and the same plans on the gateway @responsive', async ({
  page,
  request,
}) => {
  // Signed in from the start: the gateway part pays a customer's order.
  const customer = await createCustomer(request, 'emi', { address: true });
  await addToCustomerCart(request, customer.token, PHONE.sku);
  await startSignedIn(page, customer.token);
  await page.goto(SOUNDBAR.url);
  await expect(page.getByRole('heading', { level: 1, name: SOUNDBAR.name })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(/^EMI from ₹[\d,]+(\.\d\d)?\/month$/)).toBeVisible();
  await main.getByRole('button', { name: 'View plans' }).click();
  const sheet = page.getByRole('dialog', { name: 'EMI plans' });
  const plans = sheet.getByRole('list', { name: 'EMI plans' }).getByRole('listitem');
  await expect(plans).toHaveCount(6);
  await expect(plans.getByRole('heading')).toHaveText([
    '3 monthsNo-cost EMI',
    '6 monthsNo-cost EMI',
    '9 months',
    '12 months',
    '18 months',
    '24 months',
  ]);
  // On a phone the sheet rises from the bottom and fits the screen's width.
  const box = (await sheet.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // An order paid by card on the gateway's page, in the 6-month no-cost plan.
  const pay = await toPaymentStep(page, 'Razorpay', 'Credit card');
  await pay.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/sandbox\/razorpay\/pay\/[0-9a-f]{48}\?method=credit_card$/);
  const emi = page.getByRole('group', { name: 'EMI on a card' });
  await expect(emi.getByRole('radio')).toHaveCount(7);
  await expect(emi.getByRole('radio', { name: 'Pay in full' })).toBeChecked();
  await expectNoAxeViolations(page);
  await emi.getByRole('radio', { name: /^6 months · .* No-cost EMI/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();

  // The gateway returns the shopper to the shop, which finds the order paid and confirms it.
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const number = /Your order number is (\d{9})\./.exec(
    (await page.getByText(/Your order number is \d{9}\./).textContent()) ?? '',
  )![1];
  await page.goto(`/order-history/${number}`);
  await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText(
    'Razorpay, card EMI over 6 months',
  );
});
