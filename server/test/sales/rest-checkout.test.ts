// Magento's checkout REST routes (SPEC 7.2) for guests and customers, with camelCase and snake_case bodies:
// shipping-information answers PaymentDetails, payment-information places the order and answers its id.
import {
  add,
  caller,
  DEMO,
  newCart,
  salesShop,
  salesSnapshot,
  simpleProduct,
  stockOf,
  type SalesShop,
} from './helpers';

const restAddress = {
  firstname: 'Asha',
  lastname: 'Verma',
  street: ['12 Janpath', 'Connaught Place'],
  city: 'New Delhi',
  region: 'Delhi',
  region_id: 542,
  region_code: 'DL',
  postcode: '110001',
  telephone: '9876501234',
  country_id: 'IN',
  email: 'asha@example.in',
};

const camelAddress = {
  firstname: 'Asha',
  lastname: 'Verma',
  street: ['12 Janpath'],
  city: 'New Delhi',
  regionCode: 'DL',
  regionId: '542',
  postcode: '110001',
  telephone: '9876501234',
  countryId: 'IN',
  email: 'asha@example.in',
};

/** Magento's message with its %name / %1 parameters filled in, as the storefront shows it. */
function filled(body: unknown): string {
  const { message, parameters } = body as {
    message: string;
    parameters?: Record<string, unknown> | unknown[];
  };
  return message.replace(/%(\w+)/g, (all, key: string) => {
    const value = Array.isArray(parameters) ? parameters[Number(key) - 1] : parameters?.[key];
    return value === undefined ? all : String(value);
  });
}

async function guestCart(shop: SalesShop, qty = 1) {
  const call = caller(shop);
  const id = await newCart(call);
  const product = simpleProduct(shop);
  await add(call, id, [{ sku: product.sku, quantity: qty }]);
  return { id, product };
}

interface PaymentDetails {
  payment_methods: { code: string; title: string }[];
  totals: {
    grand_total: number;
    subtotal: number;
    shipping_amount: number;
    items_qty: number;
    total_segments: { code: string; value: number }[];
  };
}

describe('shipping-information', () => {
  it('takes a snake_case guest body and answers payment methods and totals', async () => {
    const shop = salesShop();
    const { id, product } = await guestCart(shop, 2);
    const res = await shop.rest('POST', `/rest/V1/guest-carts/${id}/shipping-information`, {
      addressInformation: {
        shipping_address: restAddress,
        billing_address: restAddress,
        shipping_carrier_code: 'express',
        shipping_method_code: 'express',
      },
    });
    expect(res.status).toBe(200);
    const body = res.body as PaymentDetails;
    expect(body.payment_methods.map((m) => m.code)).toEqual([
      'razorpay',
      'payu',
      'cashondelivery',
      'checkmo',
    ]);
    const price =
      product.special_price !== null && product.special_price < product.price
        ? product.special_price
        : product.price;
    expect(body.totals).toMatchObject({
      subtotal: price * 2,
      shipping_amount: 149,
      grand_total: price * 2 + 149,
      items_qty: 2,
    });
    expect(body.totals.total_segments.map((s) => s.code)).toEqual([
      'subtotal',
      'shipping',
      'tax',
      'grand_total',
    ]);
    const cart = (
      await shop.guest(
        `query($id: String!) { cart(cart_id: $id) { email billing_address { city } shipping_addresses { selected_shipping_method { carrier_code } } } }`,
        { id },
      )
    ).data.cart;
    expect(cart).toEqual({
      email: 'asha@example.in',
      billing_address: { city: 'New Delhi' },
      shipping_addresses: [{ selected_shipping_method: { carrier_code: 'express' } }],
    });
  });

  it('takes camelCase keys too', async () => {
    const shop = salesShop();
    const { id } = await guestCart(shop);
    const res = await shop.rest('POST', `/rest/V1/guest-carts/${id}/shipping-information`, {
      addressInformation: {
        shippingAddress: camelAddress,
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    });
    expect(res.status).toBe(200);
    expect((res.body as PaymentDetails).totals.shipping_amount).toBe(0);
  });

  // Statuses and message templates as Magento's ShippingInformationManagement answers them (NoSuchEntity for a
  // missing or unknown method, its "unable to be saved" wrapper around an address error).
  it('writes nothing when any part is wrong, with Magento’s REST error shape', async () => {
    const shop = salesShop();
    const { id } = await guestCart(shop);
    const before = salesSnapshot(shop);
    const cases: [unknown, number, string][] = [
      [{}, 400, '"addressInformation" is required. Enter and try again.'],
      [
        { addressInformation: { shipping_address: restAddress } },
        404,
        'The shipping method is missing. Select the shipping method and try again.',
      ],
      [
        {
          addressInformation: {
            shipping_address: restAddress,
            shipping_carrier_code: 'ups',
            shipping_method_code: 'x',
          },
        },
        404,
        'Carrier with such method not found: ups, x',
      ],
      [
        {
          addressInformation: {
            shipping_address: { ...restAddress, country_id: 'US' },
            shipping_carrier_code: 'flatrate',
            shipping_method_code: 'flatrate',
          },
        },
        400,
        'The shipping information was unable to be saved. Error: "Invalid value of "US" provided for the countryId field."',
      ],
      [
        {
          addressInformation: {
            shipping_address: { ...restAddress, email: 'nope' },
            shipping_carrier_code: 'flatrate',
            shipping_method_code: 'flatrate',
          },
        },
        400,
        'The shipping information was unable to be saved. Error: "Invalid email format"',
      ],
      ['[1, 2]', 400, 'The request body must be a JSON object.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await shop.rest('POST', `/rest/V1/guest-carts/${id}/shipping-information`, body);
      expect({ status: res.status, message: filled(res.body) }).toEqual({
        status,
        message,
      });
    }
    expect(salesSnapshot(shop)).toEqual(before);
    const unknown = await shop.rest('POST', '/rest/V1/guest-carts/nope/shipping-information', {
      addressInformation: {
        shipping_address: restAddress,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(unknown).toEqual({
      status: 404,
      body: {
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'cartId', fieldValue: 'nope' },
      },
    });
  });
});

describe('payment-information', () => {
  it('places a guest order from a camelCase body and answers the order id', async () => {
    const shop = salesShop();
    const { id, product } = await guestCart(shop);
    const stock = stockOf(shop, product.sku);
    await shop.rest('POST', `/rest/V1/guest-carts/${id}/shipping-information`, {
      addressInformation: {
        shippingAddress: camelAddress,
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    });
    const res = await shop.rest('POST', `/rest/V1/guest-carts/${id}/payment-information`, {
      cartId: id,
      email: 'asha@example.in',
      billingAddress: camelAddress,
      paymentMethod: { method: 'cashondelivery', additional_data: { payment_method_nonce: 'nonce-1' } },
    });
    expect(res.status).toBe(200);
    const order = shop.db
      .prepare('SELECT entity_id, email, payment_method, grand_total FROM orders ORDER BY entity_id DESC')
      .get() as { entity_id: number };
    expect(res.body).toBe(order.entity_id);
    expect(order).toMatchObject({ email: 'asha@example.in', payment_method: 'cashondelivery' });
    expect(stockOf(shop, product.sku)).toBe(stock - 1);
  });

  it('places a customer’s order on their cart ("mine"), with the hosted page for a gateway', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const call = caller(shop, token);
    const id = await newCart(call, true);
    await add(call, id, [{ sku: simpleProduct(shop).sku, quantity: 1 }]);
    const auth = { authorization: `Bearer ${token}` };
    const shipping = await shop.rest(
      'POST',
      '/rest/V1/carts/mine/shipping-information',
      {
        address_information: {
          shipping_address: restAddress,
          billing_address: restAddress,
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
        },
      },
      auth,
    );
    expect(shipping.status).toBe(200);
    const res = await shop.app.fetch(
      new Request('http://shop.test/rest/V1/carts/mine/payment-information', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ payment_method: { method: 'payu' } }),
      }),
    );
    expect(res.status).toBe(200);
    const orderId = (await res.json()) as number;
    const order = shop.db.prepare('SELECT increment_id, status FROM orders WHERE entity_id = ?').get(orderId);
    expect(order).toEqual({ increment_id: expect.stringMatching(/^\d{9}$/), status: 'pending_payment' });
    expect(res.headers.get('x-payment-url')).toMatch(
      /^http:\/\/shop\.test\/sandbox\/payu\/pay\/[0-9a-f]{48}$/,
    );
  });

  it('requires a customer for "mine", an e-mail and a method from guests, and places nothing otherwise', async () => {
    const shop = salesShop();
    const { id } = await guestCart(shop);
    const mine = await shop.rest('POST', '/rest/V1/carts/mine/payment-information', {
      paymentMethod: { method: 'checkmo' },
    });
    expect(mine).toEqual({
      status: 401,
      body: {
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: 'self' },
      },
    });
    const cases: [unknown, string][] = [
      [{ paymentMethod: { method: 'checkmo' } }, '"email" is required. Enter and try again.'],
      [{ email: 'asha@example.in' }, '"paymentMethod" is required. Enter and try again.'],
      [{ email: 'asha@example.in', paymentMethod: {} }, '"method" is required. Enter and try again.'],
      [
        { email: 'asha@example.in', paymentMethod: { method: 'checkmo' } },
        // Magento's PaymentMethodManagement::set, before the order is attempted.
        'The shipping address is missing. Set the address and try again.',
      ],
    ];
    const before = salesSnapshot(shop);
    for (const [body, message] of cases) {
      const res = await shop.rest('POST', `/rest/V1/guest-carts/${id}/payment-information`, body);
      expect({ status: res.status, message: filled(res.body) }).toEqual({
        status: 400,
        message,
      });
    }
    expect(salesSnapshot(shop)).toEqual(before);
  });
});
