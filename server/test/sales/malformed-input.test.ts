// Every sales mutation (and query) fed oversized, malformed and injection-shaped input: each answers a clear
// error (never an internal one) and writes nothing.
import { ORIGIN } from '../test-app';
import {
  add,
  ADDRESS,
  caller,
  DEMO,
  newCart,
  salesShop,
  salesSnapshot,
  simpleProduct,
  type SalesShop,
} from './helpers';

const HUGE = 'x'.repeat(100_000);
const SQL = "' OR 1=1; DROP TABLE carts; --";
const HTML = '<script>alert(1)</script>';

interface Case {
  name: string;
  query: string;
  /** `item` is the id of the fixture cart's one item. */
  variables: (cart: string, item: number) => Record<string, unknown>;
  /** The message the error (GraphQL error, user error or placeOrder error) must read. */
  message: string | RegExp;
  customer?: boolean;
}

const withCart = (fields: string) => `cart { id ${fields} }`;

const cases: Case[] = [
  {
    name: 'createEmptyCart: oversized id',
    query: 'mutation($v: String) { createEmptyCart(input: { cart_id: $v }) }',
    variables: () => ({ v: HUGE }),
    message: 'Cart ID length should to be 32 symbols.',
  },
  {
    name: 'createEmptyCart: injection id',
    query: 'mutation($v: String) { createEmptyCart(input: { cart_id: $v }) }',
    variables: () => ({ v: SQL.padEnd(32, 'x') }),
    message: 'Cart ID may contain only letters, digits, "-" and "_".',
  },
  {
    name: 'createGuestCart: markup id',
    query: 'mutation($v: ID) { createGuestCart(input: { cart_uid: $v }) { cart { id } } }',
    variables: () => ({ v: HTML.padEnd(32, 'x') }),
    message: 'Cart ID may contain only letters, digits, "-" and "_".',
  },
  {
    name: 'cart: oversized id',
    query: 'query($v: String!) { cart(cart_id: $v) { id } }',
    variables: () => ({ v: HUGE }),
    message: `Could not find a cart with ID "${'x'.repeat(64)}…"`,
  },
  {
    name: 'addProductsToCart: oversized SKU',
    query: `mutation($c: String!, $v: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $v, quantity: 1 }]) { user_errors { code message } } }`,
    variables: (c) => ({ c, v: HUGE }),
    message: `Could not find a product with SKU "${'x'.repeat(64)}"`,
  },
  {
    name: 'addProductsToCart: injection SKU',
    query: `mutation($c: String!, $v: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $v, quantity: 1 }]) { user_errors { code message } } }`,
    variables: (c) => ({ c, v: SQL }),
    message: `Could not find a product with SKU "${SQL}"`,
  },
  {
    name: 'addProductsToCart: absurd quantity',
    query: `mutation($c: String!, $v: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $v, quantity: 1e300 }]) { user_errors { code message } } }`,
    variables: (c) => ({ c, v: 'SKU' }),
    message: /Could not find a product|The most you may purchase/,
  },
  {
    name: 'addProductsToCart: too many items',
    query: `mutation($c: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $items) { user_errors { code } } }`,
    variables: (c) => ({ c, items: Array.from({ length: 51 }, () => ({ sku: 'A', quantity: 1 })) }),
    message: 'At most 50 items can be added at once.',
  },
  {
    name: 'addProductsToCart: garbage option uids',
    query: `mutation($c: String!, $o: [ID]) { addProductsToCart(cartId: $c, cartItems: [{ sku: "ZZZ", quantity: 1, selected_options: $o }]) { user_errors { code message } } }`,
    variables: (c) => ({ c, o: [HUGE, SQL] }),
    message: 'Could not find a product with SKU "ZZZ"',
  },
  {
    name: 'updateCartItems: injection uid',
    query: `mutation($c: String!, $v: ID) { updateCartItems(input: { cart_id: $c, cart_items: [{ cart_item_uid: $v, quantity: 2 }] }) { errors { code message } } }`,
    variables: (c) => ({ c, v: SQL }),
    message: `Could not find cart item with id: ${SQL}.`,
  },
  {
    name: 'updateCartItems: negative quantity',
    query: `mutation($c: String!, $i: Int!) { updateCartItems(input: { cart_id: $c, cart_items: [{ cart_item_id: $i, quantity: -3 }] }) { errors { code message } } }`,
    variables: (c, i) => ({ c, i }),
    message: 'The product quantity should be greater than 0',
  },
  {
    name: 'updateCartItems: no items',
    query: `mutation($c: String!) { updateCartItems(input: { cart_id: $c, cart_items: [] }) { errors { code } } }`,
    variables: (c) => ({ c }),
    message: 'Required parameter "cart_items" is missing.',
  },
  {
    name: 'removeItemFromCart: oversized uid',
    query: `mutation($c: String!, $v: ID) { removeItemFromCart(input: { cart_id: $c, cart_item_uid: $v }) { cart { id } } }`,
    variables: (c) => ({ c, v: HUGE }),
    message: "The cart doesn't contain the item",
  },
  {
    name: 'mergeCarts: injection source',
    query: 'mutation($v: String!) { mergeCarts(source_cart_id: $v) { id } }',
    variables: () => ({ v: SQL }),
    message: `Could not find a cart with ID "${SQL}"`,
    customer: true,
  },
  {
    name: 'applyCouponToCart: oversized code',
    query: `mutation($c: String!, $v: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $v }) { ${withCart('')} } }`,
    variables: (c) => ({ c, v: HUGE }),
    message: "The coupon code isn't valid. Verify the code and try again.",
  },
  {
    name: 'applyCouponToCart: injection code',
    query: `mutation($c: String!, $v: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $v }) { ${withCart('')} } }`,
    variables: (c) => ({ c, v: SQL }),
    message: "The coupon code isn't valid. Verify the code and try again.",
  },
  {
    name: 'applyGiftCardToCart: injection code',
    query: `mutation($c: String!, $v: String!) { applyGiftCardToCart(input: { cart_id: $c, gift_card_code: $v }) { ${withCart('')} } }`,
    variables: (c) => ({ c, v: SQL }),
    message: "The gift card code couldn't be added. Verify your information and try again.",
  },
  {
    name: 'removeGiftCardFromCart: oversized code',
    query: `mutation($c: String!, $v: String!) { removeGiftCardFromCart(input: { cart_id: $c, gift_card_code: $v }) { ${withCart('')} } }`,
    variables: (c) => ({ c, v: HUGE }),
    message: `The gift card with code "${'x'.repeat(64)}" is not applied to the cart.`,
  },
  {
    name: 'applyMwRewardPointsToCart: as a guest',
    query: `mutation($c: String!) { applyMwRewardPointsToCart(input: { cart_id: $c, points: 2147483647 }) { ${withCart('')} } }`,
    variables: (c) => ({ c }),
    message: "The current customer isn't authorized.",
  },
  {
    name: 'setGuestEmailOnCart: oversized e-mail',
    query: `mutation($c: String!, $v: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: $v }) { ${withCart('')} } }`,
    variables: (c) => ({ c, v: `${HUGE}@example.in` }),
    message: 'Invalid email format',
  },
  {
    name: 'setGuestEmailOnCart: injection e-mail',
    query: `mutation($c: String!, $v: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: $v }) { ${withCart('')} } }`,
    variables: (c) => ({ c, v: `a@b.in${SQL}` }),
    message: 'Invalid email format',
  },
  {
    name: 'setShippingAddressesOnCart: oversized name',
    query: `mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { ${withCart('')} } }`,
    variables: (c) => ({ c, a: { ...ADDRESS, firstname: HUGE } }),
    message: `Invalid value of "${'x'.repeat(64)}…" provided for the firstname field.`,
  },
  {
    name: 'setShippingAddressesOnCart: markup in a name',
    query: `mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { ${withCart('')} } }`,
    variables: (c) => ({ c, a: { ...ADDRESS, lastname: HTML } }),
    message: `Invalid value of "${HTML}" provided for the lastname field.`,
  },
  {
    name: 'setShippingAddressesOnCart: injection in a name',
    query: `mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { ${withCart('')} } }`,
    variables: (c) => ({ c, a: { ...ADDRESS, firstname: "x'); DROP TABLE orders; --" } }),
    message: 'First Name is not valid!',
  },
  {
    name: 'setShippingAddressesOnCart: ten street lines',
    query: `mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { ${withCart('')} } }`,
    variables: (c) => ({ c, a: { ...ADDRESS, street: Array(10).fill('Lane') } }),
    message: '"Street Address" cannot contain more than 3 lines.',
  },
  {
    name: 'setShippingAddressesOnCart: control characters',
    query: `mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { ${withCart('')} } }`,
    variables: (c) => ({ c, a: { ...ADDRESS, city: 'Delhi\u0000' } }),
    message: 'Invalid value of "Delhi\u0000" provided for the city field.',
  },
  {
    name: 'setBillingAddressOnCart: same as a missing shipping address',
    query: `mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { ${withCart('')} } }`,
    variables: (c) => ({ c }),
    message: 'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
  },
  {
    name: 'setBillingAddressOnCart: oversized postcode',
    query: `mutation($c: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a } }) { ${withCart('')} } }`,
    variables: (c) => ({ c, a: { ...ADDRESS, postcode: HUGE } }),
    message: `Invalid value of "${'x'.repeat(64)}…" provided for the postcode field.`,
  },
  {
    name: 'setShippingMethodsOnCart: injection carrier',
    query: `mutation($c: String!, $v: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: $v, method_code: $v }] }) { ${withCart('')} } }`,
    variables: (c) => ({ c, v: SQL }),
    message: 'The shipping address is missing. Set the address and try again.',
  },
  {
    name: 'setPaymentMethodOnCart: oversized code',
    query: `mutation($c: String!, $v: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: $v } }) { ${withCart('')} } }`,
    variables: (c) => ({ c, v: HUGE }),
    // As Magento's PaymentMethodManagement, a cart that ships is asked for its address before any method.
    message: 'The shipping address is missing. Set the address and try again.',
  },
  {
    name: 'placeOrder: oversized cart id',
    query: 'mutation($v: String!) { placeOrder(input: { cart_id: $v }) { errors { code message } } }',
    variables: () => ({ v: HUGE }),
    message: `Could not find a cart with ID "${'x'.repeat(64)}…"`,
  },
  {
    name: 'placeOrder: blank cart id',
    query: 'mutation { placeOrder(input: { cart_id: "  " }) { errors { code message } } }',
    variables: () => ({}),
    message: 'Required parameter "cart_id" is missing',
  },
  {
    name: 'orderPaymentStatus: injection number',
    query: 'query($v: String!) { orderPaymentStatus(order_number: $v) { paid } }',
    variables: () => ({ v: SQL }),
    message: /^Could not find an order with number/,
  },
  {
    name: 'guestOrderByToken: oversized token',
    query: 'query($v: String!) { guestOrderByToken(input: { token: $v }) { number } }',
    variables: () => ({ v: HUGE }),
    message: "We couldn't locate an order with the information provided.",
  },
];

type Body = {
  data?: Record<string, Record<string, unknown> | null>;
  errors?: { message: string; extensions?: { category?: string } }[];
};

/** Every message a response carries: GraphQL errors, user_errors, errors arrays of outputs. */
function messages(body: Body): string[] {
  const out = (body.errors ?? []).map((e) => e.message);
  for (const value of Object.values(body.data ?? {})) {
    for (const key of ['user_errors', 'errors'] as const) {
      const list = value?.[key];
      if (Array.isArray(list)) out.push(...list.map((e: { message: string }) => e.message));
    }
  }
  return out;
}

async function fixture(shop: SalesShop, customer: boolean) {
  const token = customer ? await shop.signIn(DEMO) : undefined;
  const call = caller(shop, token);
  const cart = await newCart(call, customer);
  const added = await add(call, cart, [{ sku: simpleProduct(shop).sku, quantity: 1 }]);
  return { token, cart, item: Number(added.cart.items[0].id) };
}

describe.each([false, true])('malformed GraphQL input (customer: %s)', (customerRun) => {
  const selected = cases.filter((c) => Boolean(c.customer) === customerRun);
  it.each(selected.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const shop = salesShop();
    const { token, cart, item } = await fixture(shop, customerRun);
    const before = salesSnapshot(shop);
    const headers = token ? { authorization: `Bearer ${token}` } : undefined;
    const body = (await shop.gql(c.query, c.variables(cart, item), { headers })) as Body;
    expect(body.errors?.some((e) => e.extensions?.category === 'internal')).not.toBe(true);
    const found = messages(body);
    expect(found).toContainEqual(c.message instanceof RegExp ? expect.stringMatching(c.message) : c.message);
    expect(salesSnapshot(shop)).toEqual(before);
  });
});

describe('malformed REST and sandbox input', () => {
  it('refuses oversized, deeply nested and mistyped checkout bodies with 4xx, writing nothing', async () => {
    const shop = salesShop();
    const { cart } = await fixture(shop, false);
    const before = salesSnapshot(shop);
    const path = `/rest/V1/guest-carts/${cart}/shipping-information`;
    let nested: unknown = { leaf: 1 };
    for (let i = 0; i < 20; i++) nested = { a: nested };
    const bodies: [unknown, number][] = [
      [{ addressInformation: { shipping_address: { firstname: 'x'.repeat(2_000_000) } } }, 413],
      [{ addressInformation: nested }, 400],
      [{ addressInformation: 'everything' }, 400],
      [
        {
          addressInformation: {
            shipping_address: { ...ADDRESS, country_id: 'IN', street: SQL },
            shipping_carrier_code: 'flatrate',
            shipping_method_code: 'flatrate',
          },
        },
        400,
      ],
      ['{"addressInformation": ', 400],
    ];
    for (const [body, status] of bodies) expect((await shop.rest('POST', path, body)).status).toBe(status);
    expect(
      (
        await shop.rest('POST', `/rest/V1/guest-carts/${encodeURIComponent(SQL)}/payment-information`, {
          email: 'a@b.in',
          paymentMethod: { method: 'checkmo' },
        })
      ).status,
    ).toBe(404);
    expect(salesSnapshot(shop)).toEqual(before);
  });

  it('refuses an oversized hosted-page form and garbage callbacks', async () => {
    const shop = salesShop();
    const big = await shop.app.fetch(
      new Request(`${ORIGIN}/sandbox/razorpay/callback`, {
        method: 'POST',
        body: 'x'.repeat(100_000),
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(big.status).toBe(413);
    const garbage = await shop.app.fetch(
      new Request(`${ORIGIN}/sandbox/razorpay/callback`, {
        method: 'POST',
        body: '{"order_number": {"$ne": 1}}',
      }),
    );
    expect(garbage.status).toBe(400);
    expect(
      (await shop.app.fetch(new Request(`${ORIGIN}/sandbox/razorpay/pay/${encodeURIComponent(SQL)}`))).status,
    ).toBe(404);
  });
});
