// The order page's Invoices section through the whole app against the real in-process shop: nothing to download
// until the order is paid; once a cash-on-delivery order is delivered its tax invoice is listed and downloads as
// a PDF (fetched with the customer's token, saved as a file, an analytics event); a refused download says why.
import { pathToFileURL } from 'node:url';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { changeOrder } from '../../../../server/magento/orders/admin';
import type { TestShop } from '../../../../server/test/test-app';
import { server } from '../../../../test/support/msw-server';
import { placeCustomerOrder, simpleProduct, tokenFor } from '../../../../test/support/place-order';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp } from '../../../../test/support/render-app';
import { formatMoney } from '../../../../common/money';
import { BrowserPersistence, STORAGE_KEYS } from '../../../lib/storage';

jest.setTimeout(60_000);

// The shop renders the PDF with pdfkit, whose module decides at load time whether it is in a browser (a
// `document`) and then looks for its font files at a URL. In this jsdom test it must load as on the server:
// pointed at its own file while it loads, then cached for the shop's `import()`.
beforeAll(() => {
  Object.defineProperty(document, 'currentScript', {
    value: { tagName: 'SCRIPT', src: pathToFileURL(require.resolve('pdfkit')).href },
    configurable: true,
  });
  require('pdfkit'); // eslint-disable-line @typescript-eslint/no-require-imports
  Reflect.deleteProperty(document, 'currentScript');
});

const saved: { name: string; blob: Blob }[] = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
  saved.length = 0;
  blobs.clear();
  // jsdom has no object URLs and does not download: the file the link would save is recorded instead.
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => jest.restoreAllMocks());

/** A shop whose invoice PDFs the page can fetch, and a signed-in customer with one cash-on-delivery order. */
async function customerOrder(shop: TestShop, opts: { delivered: boolean }) {
  server.use(http.get('*/sales/invoice/*', ({ request }) => shop.app.fetch(request)));
  const token = await tokenFor(shop, 'ananya.iyer@example.in', 'Ananya@2024');
  const storage = new BrowserPersistence();
  storage.setItem(STORAGE_KEYS.signinToken, token, 3600);
  const number = await placeCustomerOrder(shop, token, simpleProduct(shop).sku);
  if (opts.delivered) changeOrder(shop.db, number, 'deliver');
  const invoice = shop.db
    .prepare(
      'SELECT i.increment_id, i.grand_total FROM invoices i JOIN orders o ON o.entity_id = i.order_id WHERE o.increment_id = ?',
    )
    .get(number) as { increment_id: string; grand_total: number } | undefined;
  return { shop, storage, number, invoice };
}

const section = () => screen.findByRole('region', { name: 'Invoices' }, { timeout: 30_000 });

test('an order not paid yet has no invoice to download', async () => {
  const { storage, number } = await customerOrder(useRealShop(), { delivered: false });
  renderApp(`/order-history/${number}`, { services: { storage } });
  const invoices = await section();
  expect(
    await within(invoices).findByText(
      'Your tax invoice will be here once the order is paid (for cash on delivery: once it is delivered).',
    ),
  ).toBeInTheDocument();
  expect(within(invoices).queryByRole('button')).not.toBeInTheDocument();
});

test('a delivered order’s tax invoice downloads as a PDF, with its event', async () => {
  const { storage, number, invoice } = await customerOrder(useRealShop(), { delivered: true });
  const user = userEvent.setup();
  renderApp(`/order-history/${number}`, { services: { storage } });
  const invoices = await section();
  const button = await within(invoices).findByRole('button', {
    name: `Download tax invoice #${invoice!.increment_id}`,
  });
  expect(invoices).toHaveTextContent(`Invoice #${invoice!.increment_id}`);
  expect(invoices).toHaveTextContent(formatMoney(invoice!.grand_total));

  await user.click(button);
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.name).toBe(`tax-invoice-${invoice!.increment_id}.pdf`);
  expect(saved[0]!.blob.type).toBe('application/pdf');
  const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  expect(window.dataLayer).toContainEqual({
    event: 'invoice download',
    order_number: number,
    invoice_number: invoice!.increment_id,
  });
  expect(within(invoices).queryByRole('alert')).not.toBeInTheDocument();
});

test.each([
  [401, 'Your session has ended. Please sign in again to download the invoice.'],
  [404, 'We could not download the invoice. Please try again.'],
])('a download the shop answers %i says why, and saves nothing', async (status, message) => {
  const { storage, number, invoice } = await customerOrder(useRealShop(), { delivered: true });
  server.use(http.get('*/sales/invoice/*', () => new HttpResponse('No', { status })));
  const user = userEvent.setup();
  renderApp(`/order-history/${number}`, { services: { storage } });
  const invoices = await section();
  await user.click(
    await within(invoices).findByRole('button', { name: `Download tax invoice #${invoice!.increment_id}` }),
  );
  expect(await within(invoices).findByRole('alert')).toHaveTextContent(message);
  expect(saved).toEqual([]);
  expect(window.dataLayer?.some((e) => e.event === 'invoice download')).toBe(false);
});
