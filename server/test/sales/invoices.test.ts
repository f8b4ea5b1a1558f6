// Tax invoices (CustomerOrder.invoices, GET /sales/invoice/{id}/pdf): an order is invoiced when its payment is
// captured — the gateway's signed approval, a zero-to-pay order when placed, cash on delivery when delivered —
// with Magento's Invoice shape; the PDF, read back, names the shop's and the buyer's GSTINs, the HSN codes and
// the CGST + SGST (inside the shop's state) or IGST (across states) split, adding up to the order's total; and
// only the order's owner can download it.
import { gstinCheckCharacter } from '../../../common/gst/gstin';
import { invoicePdfPath } from '../../../common/invoice-pdf-path';
import { changeOrder } from '../../magento/orders/admin';
import { DEMO_SELLER_GSTIN } from '../../magento/invoices/seller';
import { pdfText } from '../pdf-text';
import { ORIGIN } from '../test-app';
import {
  add,
  ADDRESS,
  caller,
  DEMO,
  newCart,
  placeOrder,
  prepareCheckout,
  PRIYA,
  salesShop,
  SET_BILLING_SAME,
  SET_METHOD,
  SET_PAYMENT,
  SET_SHIPPING,
  type SalesShop,
} from './helpers';

const DELHI_GSTIN = `07AABCZ1234M1Z${gstinCheckCharacter('07AABCZ1234M1Z')}`;
const BUSINESS = 'Zepp Traders Pvt Ltd';
/** In the demo seller's state (Karnataka, GST code 29): CGST + SGST. ADDRESS (Delhi) is IGST. */
const BENGALURU = { ...ADDRESS, street: ['4 MG Road'], city: 'Bengaluru', region: 'KA', postcode: '560001' };

const INVOICES = `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { number
  total { grand_total { value } total_tax { value } taxes { title rate amount { value } } subtotal_excl_tax { value }
    shipping_handling { amount_excluding_tax { value } } }
  items { id quantity_invoiced }
  invoices { id number comments { message timestamp }
    items { id product_name product_sku quantity_invoiced product_sale_price { value currency }
      discounts { label amount { value } } order_item { id product_sku quantity_invoiced } }
    total { subtotal { value } grand_total { value } base_grand_total { value } total_tax { value }
      total_shipping { value } taxes { title rate amount { value } }
      shipping_handling { total_amount { value } amount_including_tax { value } amount_excluding_tax { value } }
      discounts { label amount { value } } } } } } } }`;

/** A simple, in-stock product of a catalogue category (by url_path), with its price. */
function productIn(shop: SalesShop, urlPath: string, opts: { fee?: boolean } = {}) {
  return shop.db
    .prepare(
      `SELECT p.sku, p.name FROM products p JOIN category_products cp ON cp.product_id = p.entity_id
         JOIN categories c ON c.entity_id = cp.category_id
       WHERE c.url_path = ? AND p.type_id = 'simple' AND p.status = 1 AND p.is_in_stock = 1 AND p.qty >= 5
         AND (p.productsurcharge_fee IS NOT NULL) = ?
       ORDER BY p.entity_id LIMIT 1`,
    )
    .get(urlPath, opts.fee ? 1 : 0) as { sku: string; name: string };
}

interface OrderOptions {
  token?: string;
  skus: string[];
  shipping?: typeof ADDRESS;
  billing?: Record<string, unknown>;
  payment?: string;
  coupon?: string;
}

/** Places an order of one of each sku; returns its number. */
async function order(shop: SalesShop, opts: OrderOptions) {
  const call = caller(shop, opts.token);
  const id = await newCart(call, Boolean(opts.token));
  await add(
    call,
    id,
    opts.skus.map((sku) => ({ sku, quantity: 1 })),
  );
  if (opts.coupon)
    await call(
      'mutation($id: String!, $c: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $c }) { cart { id } } }',
      { id, c: opts.coupon },
    );
  if (!opts.token)
    await call(
      'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "guest@example.in" }) { cart { email } } }',
      { id },
    );
  await call(SET_SHIPPING, { id, address: opts.shipping ?? ADDRESS });
  if (opts.billing)
    await call(
      `mutation($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id,
        billing_address: { address: $a } }) { cart { id } } }`,
      { id, a: opts.billing },
    );
  else await call(SET_BILLING_SAME, { id });
  await call(SET_METHOD, { id, c: 'flatrate', m: 'flatrate' });
  await call(SET_PAYMENT, { id, code: opts.payment ?? 'cashondelivery' });
  const prices = await call(
    'query($id: String!) { cart(cart_id: $id) { prices { applied_taxes { label amount { value } } } } }',
    {
      id,
    },
  );
  const placed = await placeOrder(call, id);
  expect(placed.errors).toEqual([]);
  return {
    number: placed.order.order_number as string,
    paymentUrl: placed.payment_url as string | null,
    /** The GST the cart showed at checkout (one 'GST' line: the split waits for the order). */
    cartTaxes: prices.data.cart.prices.applied_taxes as { label: string; amount: { value: number } }[],
  };
}

async function invoicesOf(shop: SalesShop, token: string, number: string) {
  const res = await shop.as(token, INVOICES, { n: number });
  expect(res.errors).toBeUndefined();
  return res.data.customer.orders.items[0];
}

const download = (shop: SalesShop, id: string, opts: { bearer?: string; token?: string } = {}) =>
  shop.app.fetch(
    new Request(`${ORIGIN}${invoicePdfPath(id)}${opts.token ? `?token=${opts.token}` : ''}`, {
      headers: opts.bearer ? { authorization: `Bearer ${opts.bearer}` } : {},
    }),
  );

async function pdfOf(shop: SalesShop, id: string, bearer: string) {
  const res = await download(shop, id, { bearer });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

/** "Rs. 1,234.50" → 1234.5 */
const rupees = (text: string) => Number(text.replace(/^Rs\. /, '').replace(/,/g, ''));
const totalLine = (text: string, label: string) => {
  const m = new RegExp(`${label} (?:- )?(Rs\\. [\\d,]+\\.\\d\\d)`).exec(text);
  if (!m) throw new Error(`no "${label}" in the invoice:\n${text}`);
  return rupees(m[1]!);
};
const paise = (n: number) => Math.round(n * 100);

type Totals = {
  total_tax: { value: number };
  taxes: unknown[];
  subtotal_excl_tax?: { value: number };
  subtotal?: { value: number };
  shipping_handling: { amount_excluding_tax: { value: number } };
};
/** A fully invoiced order and its invoice tell the same GST, to the paisa, split alike. */
function expectSameGst(order: { total: Totals }, invoice: { total: Totals }) {
  expect(invoice.total.total_tax.value).toBe(order.total.total_tax.value);
  expect(invoice.total.taxes).toEqual(order.total.taxes);
  expect(invoice.total.subtotal!.value).toBe(order.total.subtotal_excl_tax!.value);
  expect(invoice.total.shipping_handling.amount_excluding_tax.value).toBe(
    order.total.shipping_handling.amount_excluding_tax.value,
  );
}

describe('an order is invoiced when its payment is captured', () => {
  it('cash on delivery: on delivery, at the server clock, with Magento’s Invoice shape', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const earbuds = productIn(shop, 'audio/headphones');
    const { number } = await order(shop, { token, skus: [earbuds.sku] });

    const placed = await invoicesOf(shop, token, number);
    expect(placed.invoices).toEqual([]);
    expect(placed.items[0].quantity_invoiced).toBe(0);

    shop.clock.advance(3 * 24 * 3600 * 1000);
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    const delivered = await invoicesOf(shop, await shop.signIn(DEMO), number);
    expect(delivered.invoices).toHaveLength(1);
    const invoice = delivered.invoices[0];
    expect(invoice.number).toMatch(/^\d{9}$/);
    expect(invoice.comments).toEqual([]);
    expect(invoice.items).toEqual([
      {
        id: expect.any(String),
        product_name: earbuds.name,
        product_sku: earbuds.sku,
        quantity_invoiced: 1,
        product_sale_price: { value: expect.any(Number), currency: 'INR' },
        discounts: [],
        order_item: { id: delivered.items[0].id, product_sku: earbuds.sku, quantity_invoiced: 1 },
      },
    ]);
    expect(delivered.items[0].quantity_invoiced).toBe(1);
    const total = invoice.total;
    expect(total.grand_total.value).toBe(delivered.total.grand_total.value);
    expect(total.base_grand_total.value).toBe(delivered.total.grand_total.value);
    // Delhi from the Karnataka demo seller: IGST at the earbuds' 18%.
    expect(total.taxes).toEqual([{ title: 'IGST', rate: 18, amount: { value: total.total_tax.value } }]);
    expectSameGst(delivered, invoice);
    // Goods (without tax) + tax + the charges without tax = the grand total, to the paisa.
    expect(
      paise(total.subtotal.value) +
        paise(total.total_tax.value) +
        paise(total.shipping_handling.amount_excluding_tax.value),
    ).toBe(paise(total.grand_total.value));
    const written = shop.db
      .prepare(
        'SELECT i.created_at FROM invoices i JOIN orders o ON o.entity_id = i.order_id WHERE o.increment_id = ?',
      )
      .get(number);
    expect(written).toEqual({
      created_at: new Date(shop.clock.now).toISOString().slice(0, 19).replace('T', ' '),
    });
  });

  it("a gateway's signed approval invoices the order; a failed payment does not", async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const sku = productIn(shop, 'laptops/monitors').sku;
    const paid = await order(shop, { token, skus: [sku], payment: 'razorpay' });
    expect((await invoicesOf(shop, token, paid.number)).invoices).toEqual([]);
    const approve = (url: string, outcome: string) =>
      shop.app.fetch(
        new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ outcome, method: 'upi' }),
        }),
      );
    expect((await approve(paid.paymentUrl!, 'approve')).status).toBe(303);
    const invoices = (await invoicesOf(shop, token, paid.number)).invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0].items[0].product_sku).toBe(sku);

    const failed = await order(shop, { token, skus: [sku], payment: 'razorpay' });
    expect((await approve(failed.paymentUrl!, 'fail')).status).toBe(303);
    expect((await invoicesOf(shop, token, failed.number)).invoices).toEqual([]);
  });

  it('a zero-to-pay order (gift card) is invoiced when placed; the card is a payment, not a discount', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const call = caller(shop, token);
    const id = await newCart(call, true);
    await add(call, id, [{ sku: productIn(shop, 'audio/headphones').sku, quantity: 1 }]);
    await call(
      'mutation($id: String!) { applyGiftCardToCart(input: { cart_id: $id, gift_card_code: "GIFT-SANDBOX-100000" }) { cart { id } } }',
      { id },
    );
    await prepareCheckout(call, id, { payment: 'free' });
    const placed = await placeOrder(call, id);
    expect(placed.errors).toEqual([]);
    const invoice = (await invoicesOf(shop, token, placed.order.order_number)).invoices[0];
    expect(invoice.total.grand_total.value).toBe(0);
    expect(invoice.total.total_tax.value).toBeGreaterThan(0);
    const text = await pdfOf(shop, invoice.id, token);
    const value = totalLine(text, 'Invoice value');
    expect(totalLine(text, 'Paid by gift card')).toBe(value);
    expect(text).toContain('Amount payable (INR) Rs. 0.00');
  });
});

test('the seeded shop: every paid order has its invoice, adding up to the order, its GST the order’s; no other has one', () => {
  const shop = salesShop();
  const rows = shop.db
    .prepare(
      `SELECT o.increment_id, o.payment_status, o.grand_total, i.grand_total AS invoiced, i.gift_card_amount,
              ROUND(o.tax_amount * 100) AS order_tax, ROUND(i.tax_amount * 100) AS invoiced_tax,
              (SELECT SUM(ROUND(row_total * 100)) FROM invoice_items WHERE invoice_id = i.invoice_id) AS lines
         FROM orders o LEFT JOIN invoices i ON i.order_id = o.entity_id ORDER BY o.entity_id`,
    )
    .all() as {
    increment_id: string;
    payment_status: string;
    grand_total: number;
    invoiced: number | null;
    gift_card_amount: number | null;
    lines: number | null;
    order_tax: number;
    invoiced_tax: number | null;
  }[];
  const paid = rows.filter((r) => ['paid', 'not_required'].includes(r.payment_status));
  expect(paid.length).toBeGreaterThan(0);
  for (const r of paid) {
    expect([r.increment_id, r.invoiced]).toEqual([r.increment_id, r.grand_total]);
    expect([r.increment_id, r.lines! - paise(r.gift_card_amount!)]).toEqual([
      r.increment_id,
      paise(r.grand_total),
    ]);
    // Seeded orders have coupons, coins and charges: the tax stored at placing is still the invoice's.
    expect([r.increment_id, r.invoiced_tax]).toEqual([r.increment_id, r.order_tax]);
  }
  expect(rows.filter((r) => !paid.includes(r) && r.invoiced !== null)).toEqual([]);
});

describe('the tax invoice PDF', () => {
  it('inter-state: the shop’s and the buyer’s GSTINs, HSN codes, IGST, adding up to the order total', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const earbuds = productIn(shop, 'audio/headphones');
    const cookware = productIn(shop, 'home-kitchen/cookware');
    const { number, cartTaxes } = await order(shop, {
      token,
      skus: [earbuds.sku, cookware.sku],
      billing: { ...ADDRESS, company: BUSINESS, vat_id: DELHI_GSTIN },
    });
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    const placed = await invoicesOf(shop, token, number);
    const invoice = placed.invoices[0];
    const res = await download(shop, invoice.id, { bearer: token });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="tax-invoice-${invoice.number}.pdf"`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = pdfText(Buffer.from(await res.arrayBuffer()));

    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`Invoice number: ${invoice.number}`);
    expect(text).toContain(`Order number: ${number}`);
    expect(text).toContain(`GSTIN: ${DEMO_SELLER_GSTIN}`);
    expect(text).toContain('State: Karnataka (state code 29)');
    expect(text).toContain(`GSTIN: ${DELHI_GSTIN}`);
    expect(text).toContain(`Business name: ${BUSINESS}`);
    expect(text).toContain('Place of supply: Delhi (state code 07)');
    expect(text).toContain('DEMO SHOP');
    // The table's HSN codes and rates: headphones 8518 30 at 18%, steel cookware 7323 at 5%.
    expect(text).toMatch(/851830 1 [\d,.]+ 18%/);
    expect(text).toMatch(/7323 1 [\d,.]+ 5%/);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(invoice.total.taxes.map((t: { title: string; rate: number }) => `${t.title} ${t.rate}`)).toEqual([
      'IGST 18',
      'IGST 5',
    ]);

    const taxable = totalLine(text, 'Total taxable value');
    const igst = totalLine(text, 'Total IGST');
    const value = totalLine(text, 'Invoice value');
    expect(paise(taxable) + paise(igst)).toBe(paise(value));
    expect(igst).toBe(invoice.total.total_tax.value);
    // Two rates (18% and the cookware's 5%): the cart, the order and the invoice all say the same GST.
    expect(cartTaxes).toEqual([{ label: 'GST', amount: { value: igst } }]);
    expectSameGst(placed, invoice);
    expect(totalLine(text, 'Amount payable \\(INR\\)')).toBe(placed.total.grand_total.value);
    expect(value).toBe(placed.total.grand_total.value);
  });

  it('intra-state: CGST and SGST, half each, adding up', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const { number } = await order(shop, {
      token,
      skus: [productIn(shop, 'laptops/keyboards-mice', { fee: true }).sku],
      shipping: BENGALURU,
    });
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    const placed = await invoicesOf(shop, token, number);
    const invoice = placed.invoices[0];
    const text = await pdfOf(shop, invoice.id, token);
    expect(text).toContain('Place of supply: Karnataka (state code 29)');
    expect(text).toMatch(/847160 1 [\d,.]+ 18%/);
    // The charges follow the goods' rate: the product's handling charge and the cash-on-delivery fee.
    expect(text).toMatch(/Handling charges 998549 1 [\d,.]+ 18%/);
    expect(text).toMatch(/Cash on delivery fee 997158 1 42\.37 18% 3\.81 3\.82 50\.00/);
    expect(text).not.toContain('IGST');
    const cgst = totalLine(text, 'Total CGST');
    const sgst = totalLine(text, 'Total SGST');
    // Each line splits its tax in two; an odd paisa goes to SGST (three lines: the item, handling, the COD fee).
    expect(paise(sgst) - paise(cgst)).toBeGreaterThanOrEqual(0);
    expect(paise(sgst) - paise(cgst)).toBeLessThanOrEqual(3);
    expect(paise(totalLine(text, 'Total taxable value')) + paise(cgst) + paise(sgst)).toBe(
      paise(placed.total.grand_total.value),
    );
    expect(invoice.total.taxes).toEqual([
      { title: 'CGST', rate: 9, amount: { value: cgst } },
      { title: 'SGST', rate: 9, amount: { value: sgst } },
    ]);
    expectSameGst(placed, invoice);
  });

  it("a coupon comes off the lines' taxable values, and everything still adds up", async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const { number } = await order(shop, {
      token,
      skus: [productIn(shop, 'audio/headphones').sku, productIn(shop, 'home-kitchen/cookware').sku],
      coupon: 'WELCOME10',
    });
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    const placed = await invoicesOf(shop, token, number);
    const invoice = placed.invoices[0];
    const coupon = shop.db
      .prepare('SELECT discount_amount FROM orders WHERE increment_id = ?')
      .get(number) as {
      discount_amount: number;
    };
    expect(coupon.discount_amount).toBeGreaterThan(0);
    expect(invoice.total.discounts).toEqual([
      { label: 'Welcome offer (10% off)', amount: { value: coupon.discount_amount } },
    ]);
    const shares = invoice.items.map((i: { discounts: { amount: { value: number } }[] }) =>
      paise(i.discounts[0]!.amount.value),
    );
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBe(paise(coupon.discount_amount));
    const text = await pdfOf(shop, invoice.id, token);
    expect(text.match(/after discount of Rs\. [\d,]+\.\d\d/g)).toHaveLength(2);
    const value = totalLine(text, 'Invoice value');
    expect(paise(totalLine(text, 'Total taxable value')) + paise(totalLine(text, 'Total IGST'))).toBe(
      paise(value),
    );
    expect(value).toBe(placed.total.grand_total.value);
    expectSameGst(placed, invoice);
  });

  it('is the same file every time (no random ids, the invoice’s own date)', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const { number } = await order(shop, { token, skus: [productIn(shop, 'audio/headphones').sku] });
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    const { id } = (await invoicesOf(shop, token, number)).invoices[0];
    const first = Buffer.from(await (await download(shop, id, { bearer: token })).arrayBuffer());
    shop.clock.advance(10 * 60_000); // within the token's life
    const again = Buffer.from(await (await download(shop, id, { bearer: token })).arrayBuffer());
    expect(again.equals(first)).toBe(true);
  });
});

describe('only the owner downloads an invoice', () => {
  it('another customer, a bad token or none: 404 or 401, never the PDF', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const { number } = await order(shop, { token, skus: [productIn(shop, 'audio/headphones').sku] });
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    const { id } = (await invoicesOf(shop, token, number)).invoices[0];
    const protectCode = (
      shop.db.prepare('SELECT protect_code FROM orders WHERE increment_id = ?').get(number) as {
        protect_code: string;
      }
    ).protect_code;
    const priya = await shop.signIn(PRIYA);

    const unknown = await download(shop, 'OTk5OQ==', { bearer: priya });
    const other = await download(shop, id, { bearer: priya });
    // Another's invoice and one that does not exist answer alike.
    expect([other.status, await other.text()]).toEqual([unknown.status, await unknown.text()]);
    expect(other.status).toBe(404);
    expect((await download(shop, id)).status).toBe(401);
    expect((await download(shop, id, { bearer: 'not-a-token' })).status).toBe(404);
    expect((await download(shop, 'not base64!', { bearer: token })).status).toBe(404);
    // A customer's order is the customer's: its token alone does not open it (as guestOrderByToken refuses).
    expect((await download(shop, id, { token: protectCode })).status).toBe(404);
    expect((await download(shop, id, { bearer: token })).status).toBe(200);
  });

  it("a guest's order opens with the order's token, and with nothing else", async () => {
    const shop = salesShop();
    const { number } = await order(shop, { skus: [productIn(shop, 'audio/headphones').sku] });
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    const protectCode = (
      shop.db.prepare('SELECT protect_code FROM orders WHERE increment_id = ?').get(number) as {
        protect_code: string;
      }
    ).protect_code;
    const res = await shop.guest(
      'query($t: String!) { guestOrderByToken(input: { token: $t }) { number invoices { id number } } }',
      { t: protectCode },
    );
    const invoice = res.data.guestOrderByToken.invoices[0];
    const pdf = await download(shop, invoice.id, { token: protectCode });
    expect(pdf.status).toBe(200);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(`Invoice number: ${invoice.number}`);
    const wrong = `${protectCode.slice(0, -1)}${protectCode.endsWith('0') ? '1' : '0'}`;
    expect((await download(shop, invoice.id, { token: wrong })).status).toBe(404);
    expect((await download(shop, invoice.id, { bearer: await shop.signIn(DEMO) })).status).toBe(404);
  });
});
