// Ports of Magento's REST tests for the checkout endpoints the storefront uses (guest-carts/{id} and carts/mine:
// shipping-information, payment-information, totals): statuses and error shapes ({ message, parameters }) for
// malformed bodies, unknown carts and carts that are not the caller's.
import { add, caller, fileShop, newCart, newCustomer, ok, simpleProduct, virtualProduct } from './helpers';

const shop = fileShop();
const guest = caller(shop);

const address = {
  firstname: 'Asha',
  lastname: 'Verma',
  email: 'asha@example.in',
  country_id: 'IN',
  region_code: 'DL',
  region: 'Delhi',
  street: ['12 Janpath'],
  city: 'New Delhi',
  postcode: '110001',
  telephone: '9876501234',
};
const shippingInformation = (patch: Record<string, unknown> = {}) => ({
  addressInformation: {
    shipping_address: address,
    billing_address: address,
    shipping_carrier_code: 'flatrate',
    shipping_method_code: 'flatrate',
    ...patch,
  },
});

async function guestCart(qty = 1) {
  const id = await newCart(guest);
  await add(guest, id, [{ sku: simpleProduct(shop).sku, quantity: qty }]);
  return id;
}

const post = (path: string, body: unknown, headers?: Record<string, string>) =>
  shop.rest('POST', `/rest/V1${path}`, body, headers);
const get = (path: string, headers?: Record<string, string>) =>
  shop.rest('GET', `/rest/V1${path}`, undefined, headers);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const noSuchCart = (id: string) => ({
  message: 'No such entity with %fieldName = %fieldValue',
  parameters: { fieldName: 'cartId', fieldValue: id },
});

describe('shipping-information', () => {
  // Magento\Checkout\Api\GuestShippingInformationManagementValidationTest::testSaveAddressInformationWithValidData
  it('saves the addresses and method and answers payment methods and totals', async () => {
    const id = await guestCart(2);
    const res = await post(`/guest-carts/${id}/shipping-information`, shippingInformation());
    expect(res.status).toBe(200);
    const body = res.body as { payment_methods: { code: string }[]; totals: { items_qty: number } };
    expect(body.payment_methods.length).toBeGreaterThan(0);
    expect(body.totals.items_qty).toBe(2);
  });

  // Magento's ShippingInformationManagement::saveAddressInformation (NoSuchEntityException); no api-functional test
  it('answers an unknown or missing method as Magento’s NoSuchEntityException (404)', async () => {
    const id = await guestCart();
    const unknown = await post(
      `/guest-carts/${id}/shipping-information`,
      shippingInformation({ shipping_carrier_code: 'ups', shipping_method_code: 'x' }),
    );
    expect(unknown).toEqual({
      status: 404,
      body: { message: 'Carrier with such method not found: %1, %2', parameters: ['ups', 'x'] },
    });
    const missing = await post(`/guest-carts/${id}/shipping-information`, {
      addressInformation: { shipping_address: address },
    });
    expect(missing).toEqual({
      status: 404,
      body: { message: 'The shipping method is missing. Select the shipping method and try again.' },
    });
  });

  // Magento\Checkout\Api\GuestShippingInformationManagementTest::testDifferentAddresses (integration)
  it('refuses a saved address that is not the caller’s inside Magento’s "unable to be saved" error', async () => {
    const id = await guestCart();
    const res = await post(
      `/guest-carts/${id}/shipping-information`,
      shippingInformation({ shipping_address: { ...address, customer_address_id: 1 } }),
    );
    expect(res).toEqual({
      status: 400,
      body: {
        message: 'The shipping information was unable to be saved. Error: "%message"',
        parameters: { message: 'Invalid customer address id 1' },
      },
    });
  });

  // Magento\Checkout\Test\Unit\Model\ShippingInformationManagementTest::testSaveAddressInformationIfCartIsEmpty
  it('refuses an empty cart before looking at its addresses', async () => {
    const id = await newCart(guest);
    const res = await post(`/guest-carts/${id}/shipping-information`, shippingInformation());
    expect(res).toEqual({
      status: 400,
      body: {
        message: "The shipping method can't be set for an empty cart. Add an item to cart and try again.",
      },
    });
  });

  // Magento's webapi deserializer and InputException::requiredField; no api-functional test
  it('answers malformed bodies with 400 and Magento’s required-field template', async () => {
    const id = await guestCart();
    expect(await post(`/guest-carts/${id}/shipping-information`, {})).toEqual({
      status: 400,
      body: {
        message: '"%fieldName" is required. Enter and try again.',
        parameters: { fieldName: 'addressInformation' },
      },
    });
    expect(await post(`/guest-carts/${id}/shipping-information`, '{"addressInformation": ')).toEqual({
      status: 400,
      body: { message: 'Decoding error.' },
    });
    expect((await post(`/guest-carts/${id}/shipping-information`, { addressInformation: {} })).body).toEqual({
      message: 'The shipping address is missing. Set the address and try again.',
    });
  });

  // Magento\Quote\Api\GuestCartTotalRepositoryTest::testGetTotalsWithAbsentQuote (the same lookup)
  it('answers an unknown cart and a customer’s cart on the guest route as no such cart (404)', async () => {
    expect(await post('/guest-carts/unknownCart/shipping-information', shippingInformation())).toEqual({
      status: 404,
      body: noSuchCart('unknownCart'),
    });
    const customer = newCustomer(shop);
    const id = await newCart(customer.call, true);
    await add(customer.call, id, [{ sku: simpleProduct(shop).sku, quantity: 1 }]);
    expect(await post(`/guest-carts/${id}/shipping-information`, shippingInformation())).toEqual({
      status: 404,
      body: noSuchCart(id),
    });
  });

  // Magento's self-resource ACL on /V1/carts/mine/*; no api-functional test for this route
  it('saves a customer’s shipping information on "mine" and refuses anonymous callers', async () => {
    const customer = newCustomer(shop);
    const id = await newCart(customer.call, true);
    await add(customer.call, id, [{ sku: simpleProduct(shop).sku, quantity: 1 }]);
    expect(
      (await post('/carts/mine/shipping-information', shippingInformation(), bearer(customer.token))).status,
    ).toBe(200);
    expect(await post('/carts/mine/shipping-information', shippingInformation())).toEqual({
      status: 401,
      body: {
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: 'self' },
      },
    });
  });
});

describe('payment-information', () => {
  // Magento's webapi InputException::requiredField for the body's fields; no api-functional test
  it('asks for the missing fields with the required-field template', async () => {
    const id = await guestCart();
    const cases: [unknown, string][] = [
      [{ email: 'asha@example.in' }, 'paymentMethod'],
      [{ email: 'asha@example.in', paymentMethod: {} }, 'method'],
      [{ paymentMethod: { method: 'checkmo' } }, 'email'],
    ];
    for (const [body, fieldName] of cases) {
      expect(await post(`/guest-carts/${id}/payment-information`, body)).toEqual({
        status: 400,
        body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName } },
      });
    }
  });

  // Magento\Quote\Api\GuestPaymentMethodManagementTest::testSetPaymentWithVirtualProduct
  // Magento\Quote\Api\GuestPaymentMethodManagementTest::testSetPaymentWithSimpleProductWithoutAddress
  // (the same PaymentMethodManagement::set, reached through payment-information)
  it('places a virtual cart without address, and wants the shipping address of one that ships', async () => {
    const body = { email: 'asha@example.in', paymentMethod: { method: 'checkmo' }, billingAddress: address };
    const shipping = await guestCart();
    expect(await post(`/guest-carts/${shipping}/payment-information`, body)).toEqual({
      status: 400,
      body: { message: 'The shipping address is missing. Set the address and try again.' },
    });
    const virtual = await newCart(guest);
    await add(guest, virtual, [{ sku: virtualProduct(shop).sku, quantity: 1 }]);
    const placed = await post(`/guest-carts/${virtual}/payment-information`, body);
    expect(placed.status).toBe(200);
    expect(typeof placed.body).toBe('number');
  });

  // Magento\Quote\Api\GuestCartTotalRepositoryTest::testGetTotalsWithAbsentQuote (the same lookup)
  it('answers an unknown cart with 404 and "mine" without a customer with 401', async () => {
    const body = { email: 'asha@example.in', paymentMethod: { method: 'checkmo' } };
    expect(await post('/guest-carts/unknownCart/payment-information', body)).toEqual({
      status: 404,
      body: noSuchCart('unknownCart'),
    });
    expect((await post('/carts/mine/payment-information', body)).status).toBe(401);
  });
});

describe('totals', () => {
  // Magento\Quote\Api\GuestCartTotalRepositoryTest::testGetTotals
  it('answers a guest cart’s totals', async () => {
    const id = await guestCart(2);
    const res = await get(`/guest-carts/${id}/totals`);
    expect(res.status).toBe(200);
    const totals = res.body as {
      items_qty: number;
      grand_total: number;
      subtotal: number;
      quote_currency_code: string;
    };
    const cart = ok(
      await guest(`query($id: String!) { cart(cart_id: $id) { prices { grand_total { value } } } }`, { id }),
    );
    expect(totals.items_qty).toBe(2);
    expect(totals.grand_total).toBe(cart.cart.prices.grand_total.value);
    expect(totals.quote_currency_code).toBe('INR');
  });

  // Magento\Quote\Api\GuestCartTotalRepositoryTest::testGetTotalsWithAbsentQuote
  it('answers an unknown guest cart with No such entity (404)', async () => {
    expect(await get('/guest-carts/unknownCart/totals')).toEqual({
      status: 404,
      body: noSuchCart('unknownCart'),
    });
  });

  // Magento\Quote\Api\CartTotalRepositoryTest::testGetMyTotals
  it('answers a customer’s own totals on "mine", and 401 without a customer', async () => {
    const customer = newCustomer(shop);
    const id = await newCart(customer.call, true);
    await add(customer.call, id, [{ sku: simpleProduct(shop).sku, quantity: 3 }]);
    const mine = await get('/carts/mine/totals', bearer(customer.token));
    expect(mine.status).toBe(200);
    expect((mine.body as { items_qty: number }).items_qty).toBe(3);
    expect(await get('/carts/mine/totals')).toEqual({
      status: 401,
      body: {
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: 'self' },
      },
    });
  });
});
