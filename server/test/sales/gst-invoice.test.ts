// Zepp_GstInvoice: a business buyer's GSTIN and business name on the billing address, as Magento's own vat_id
// and company. The shop refuses a vat_id that is not a GSTIN (graphql-input, nothing stored), keeps a good one
// on the cart and the order, answers it in customer.orders' billing_address and prints it in the order e-mail.
import { gstinCheckCharacter } from '../../../common/gst/gstin';
import { GSTIN_MESSAGES } from '../../../common/gst/messages';
import {
  add,
  ADDRESS,
  caller,
  DEMO,
  newCart,
  placeOrder,
  salesShop,
  salesSnapshot,
  simpleProduct,
  SET_METHOD,
  SET_PAYMENT,
  SET_SHIPPING,
  type SalesShop,
} from './helpers';

/** A well-formed GSTIN registered in Delhi (07), its check character computed. */
const DELHI_GSTIN = `07AABCZ1234M1Z${gstinCheckCharacter('07AABCZ1234M1Z')}`;
const BUSINESS = 'Zepp Traders Pvt Ltd';

const SET_BILLING = `mutation($id: String!, $address: CartAddressInput!) {
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) {
    cart { billing_address { firstname company vat_id } shipping_addresses { vat_id } } } }`;

const ORDER = `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { number
  billing_address { firstname company vat_id } shipping_address { company vat_id } } } } }`;

async function customerCart(shop: SalesShop) {
  const token = await shop.signIn(DEMO);
  const call = caller(shop, token);
  const id = await newCart(call, true);
  await add(call, id, [{ sku: simpleProduct(shop).sku, quantity: 1 }]);
  await call(SET_SHIPPING, { id, address: ADDRESS });
  return { token, call, id };
}

describe('a GSTIN on the billing address (setBillingAddressOnCart)', () => {
  it('is kept with the business name, as vat_id and company', async () => {
    const shop = salesShop();
    const { call, id } = await customerCart(shop);
    const res = await call(SET_BILLING, {
      id,
      address: { ...ADDRESS, company: BUSINESS, vat_id: DELHI_GSTIN },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.setBillingAddressOnCart.cart.billing_address).toEqual({
      firstname: 'Asha',
      company: BUSINESS,
      vat_id: DELHI_GSTIN,
    });
    // The shipping address is its own: no GSTIN on it.
    expect(res.data.setBillingAddressOnCart.cart.shipping_addresses).toEqual([{ vat_id: null }]);
  });

  it('is optional: none, or an empty one, is no GSTIN', async () => {
    const shop = salesShop();
    const { call, id } = await customerCart(shop);
    for (const vat_id of [undefined, '', '   ']) {
      const res = await call(SET_BILLING, { id, address: { ...ADDRESS, vat_id } });
      expect(res.errors).toBeUndefined();
      expect(res.data.setBillingAddressOnCart.cart.billing_address.vat_id).toBeNull();
    }
  });

  it.each([
    [
      'a wrong check character',
      `${DELHI_GSTIN.slice(0, 14)}${DELHI_GSTIN.endsWith('A') ? 'B' : 'A'}`,
      GSTIN_MESSAGES.checksum,
    ],
    ['14 characters', DELHI_GSTIN.slice(0, 14), GSTIN_MESSAGES.length],
    ['small letters', DELHI_GSTIN.toLowerCase(), GSTIN_MESSAGES.uppercase],
    ['an unknown state code', `40${DELHI_GSTIN.slice(2)}`, GSTIN_MESSAGES.stateCode],
    ['no PAN in it', '07AABC12345M1Z5', GSTIN_MESSAGES.pan],
  ])(
    'is refused with %s, naming the value and the reason, and nothing is stored',
    async (_case, vatId, reason) => {
      const shop = salesShop();
      const { call, id } = await customerCart(shop);
      const before = salesSnapshot(shop);
      const res = await call(SET_BILLING, { id, address: { ...ADDRESS, company: BUSINESS, vat_id: vatId } });
      expect(res.errors).toEqual([
        expect.objectContaining({
          message: GSTIN_MESSAGES.invalid(vatId, reason),
          extensions: expect.objectContaining({ category: 'graphql-input' }),
        }),
      ]);
      expect(salesSnapshot(shop)).toEqual(before);
    },
  );

  it('needs the business name the GSTIN is registered to', async () => {
    const shop = salesShop();
    const { call, id } = await customerCart(shop);
    for (const company of [undefined, '', '  ']) {
      const res = await call(SET_BILLING, { id, address: { ...ADDRESS, company, vat_id: DELHI_GSTIN } });
      expect(res.errors?.[0]).toMatchObject({
        message: '"company" is required. Enter and try again.',
        extensions: { category: 'graphql-input' },
      });
    }
  });

  it('is checked on a shipping address too: the shop stores only GSTINs as vat_id', async () => {
    const shop = salesShop();
    const { call, id } = await customerCart(shop);
    const res = await call(SET_SHIPPING, {
      id,
      address: { ...ADDRESS, company: BUSINESS, vat_id: 'GB123456789' },
    });
    expect(res.errors?.[0]?.message).toBe(GSTIN_MESSAGES.invalid('GB123456789', GSTIN_MESSAGES.length));
  });
});

describe('the GSTIN of a placed order', () => {
  it('is on its billing address in customer.orders and in its e-mail', async () => {
    const shop = salesShop();
    const { token, call, id } = await customerCart(shop);
    await call(SET_BILLING, { id, address: { ...ADDRESS, company: BUSINESS, vat_id: DELHI_GSTIN } });
    await call(SET_METHOD, { id, c: 'flatrate', m: 'flatrate' });
    await call(SET_PAYMENT, { id, code: 'cashondelivery' });
    const placed = await placeOrder(call, id);
    expect(placed.errors).toEqual([]);
    const number = placed.orderV2.number as string;

    const order = (await shop.as(token, ORDER, { n: number })).data.customer.orders.items[0];
    expect(order.billing_address).toEqual({ firstname: 'Asha', company: BUSINESS, vat_id: DELHI_GSTIN });
    expect(order.shipping_address).toEqual({ company: null, vat_id: null });

    const mail = shop.outbox(DEMO.email).find((m) => m.template === 'order_confirmation');
    expect(mail?.text).toContain(`Business name: ${BUSINESS}\nGSTIN: ${DELHI_GSTIN}`);
  });

  it('is not mentioned for an order without one', async () => {
    const shop = salesShop();
    const { call, id } = await customerCart(shop);
    await call(SET_BILLING, { id, address: ADDRESS });
    await call(SET_METHOD, { id, c: 'flatrate', m: 'flatrate' });
    await call(SET_PAYMENT, { id, code: 'cashondelivery' });
    await placeOrder(call, id);
    const mail = shop.outbox(DEMO.email).find((m) => m.template === 'order_confirmation');
    expect(mail?.text).not.toContain('GSTIN');
  });
});

describe('the GSTIN through the checkout REST routes (what the storefront sends)', () => {
  const restAddress = {
    firstname: 'Asha',
    lastname: 'Verma',
    street: ['12 Janpath'],
    city: 'New Delhi',
    region_code: 'DL',
    region_id: 542,
    postcode: '110001',
    telephone: '9876501234',
    country_id: 'IN',
  };
  const payment = (billingAddress: Record<string, unknown>) => ({
    billingAddress,
    paymentMethod: { method: 'cashondelivery' },
  });

  async function shippedCart(shop: SalesShop) {
    const { token, call, id } = await customerCart(shop);
    await call(SET_METHOD, { id, c: 'flatrate', m: 'flatrate' });
    return { token, headers: { authorization: `Bearer ${token}` } };
  }

  it('places the order with the billing GSTIN (camelCase vatId, as Magento REST spells it)', async () => {
    const shop = salesShop();
    const { token, headers } = await shippedCart(shop);
    const res = await shop.rest(
      'POST',
      '/rest/V1/carts/mine/payment-information',
      payment({ ...restAddress, company: BUSINESS, vatId: DELHI_GSTIN }),
      headers,
    );
    expect(res.status).toBe(200);
    const number = String(res.body).padStart(9, '0');
    const order = (await shop.as(token, ORDER, { n: number })).data.customer.orders.items[0];
    expect(order.billing_address).toMatchObject({ company: BUSINESS, vat_id: DELHI_GSTIN });
  });

  it('refuses a bad GSTIN with 400 and places nothing', async () => {
    const shop = salesShop();
    const { headers } = await shippedCart(shop);
    const before = salesSnapshot(shop);
    const bad = `${DELHI_GSTIN.slice(0, 14)}${DELHI_GSTIN.endsWith('A') ? 'B' : 'A'}`;
    const res = await shop.rest(
      'POST',
      '/rest/V1/carts/mine/payment-information',
      payment({ ...restAddress, company: BUSINESS, vat_id: bad }),
      headers,
    );
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe(
      GSTIN_MESSAGES.invalid(bad, GSTIN_MESSAGES.checksum),
    );
    expect(salesSnapshot(shop)).toEqual(before);
  });
});
