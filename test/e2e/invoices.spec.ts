// Tax invoices in a real browser against the real server, on phone and desktop: a signed-in shopper's cash on
// delivery order has no invoice until the operator delivers it (`npm run orders -- deliver NUMBER`, the stand-in
// for Magento's admin); then the order page lists its tax invoice, and "Download tax invoice" saves a PDF, read
// back here: the demo seller's GSTIN, the order, CGST + SGST (Bengaluru is in the demo seller's state). Each
// page is checked with axe. The rules' variations are the jest tests' (server/test/sales/invoices*.test.ts,
// src/features/invoices).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_SELLER_GSTIN } from '../../server/magento/invoices/seller';
import { pdfText } from '../../server/test/pdf-text';
import { expectNoAxeViolations } from './support/axe';
import { addToCustomerCart, createCustomer, gql, startSignedIn } from './support/customers';
import { serverDataDir } from './support/outbox';

// An order placed through the API, the operator's command, a download and axe runs: longer than a page.
test.describe.configure({ timeout: 90_000 });

const HEADPHONES = { sku: 'ZS-SON-10145', name: 'Sony WH-1000XM5' };

/** Checks out the customer's cart with their saved Bengaluru address, cash on delivery; returns the number. */
async function placeCodOrder(request: APIRequestContext, token: string): Promise<string> {
  const { customerCart } = await gql<{ customerCart: { id: string } }>(
    request,
    '{ customerCart { id } }',
    {},
    token,
  );
  const id = customerCart.id;
  const address = {
    firstname: 'Isha',
    lastname: 'Kapoor',
    street: ['14 Residency Road'],
    city: 'Bengaluru',
    region: 'KA',
    postcode: '560025',
    country_code: 'IN',
    telephone: '9876512345',
  };
  await gql(
    request,
    `mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id,
      shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
    { id, a: address },
    token,
  );
  await gql(
    request,
    `mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id,
      billing_address: { same_as_shipping: true } }) { cart { id } } }`,
    { id },
    token,
  );
  await gql(
    request,
    `mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id,
      shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
    { id },
    token,
  );
  await gql(
    request,
    `mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id,
      payment_method: { code: "cashondelivery" } }) { cart { id } } }`,
    { id },
    token,
  );
  const { placeOrder } = await gql<{ placeOrder: { orderV2: { number: string } } }>(
    request,
    'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }',
    { id },
    token,
  );
  return placeOrder.orderV2.number;
}

/** The operator delivers the order: the documented command, against this run's server's data folder. */
function deliver(number: string): string {
  return execFileSync('npm', ['run', '--silent', 'orders', '--', 'deliver', number], {
    env: { ...process.env, DATA_DIR: serverDataDir() },
    encoding: 'utf8',
  });
}

test('a delivered cash-on-delivery order’s tax invoice downloads as a PDF @responsive', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, 'invoice', { address: true });
  await addToCustomerCart(request, customer.token, HEADPHONES.sku);
  const number = await placeCodOrder(request, customer.token);
  await startSignedIn(page, customer.token);

  await page.goto(`/order-history/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices).toContainText('Your tax invoice will be here once the order is paid');
  await expect(invoices.getByRole('button')).toHaveCount(0);

  expect(deliver(number)).toContain(`Order #${number}: Delivered, payment paid.`);
  await page.reload();
  const download = invoices.getByRole('button', { name: /^Download tax invoice #\d{9}$/ });
  await expect(download).toBeVisible();
  const invoiceNumber = /#(\d{9})$/.exec((await download.getAttribute('aria-label')) ?? '')![1]!;
  await expect(invoices).toContainText(`Invoice #${invoiceNumber}`);
  await expectNoAxeViolations(page);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`tax-invoice-${invoiceNumber}.pdf`);
  const pdf = fs.readFileSync((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(`Invoice number: ${invoiceNumber}`);
  expect(text).toContain(`Order number: ${number}`);
  expect(text).toContain(`GSTIN: ${DEMO_SELLER_GSTIN}`);
  expect(text).toContain(HEADPHONES.name);
  expect(text).toContain('Place of supply: Karnataka (state code 29)');
  expect(text).toMatch(/Total CGST Rs\. [\d,]+\.\d\d/);
  expect(text).toMatch(/Total SGST Rs\. [\d,]+\.\d\d/);
  await expect(invoices.getByRole('alert')).toHaveCount(0);
});
