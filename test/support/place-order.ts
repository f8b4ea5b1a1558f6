// Places an order for a signed-in customer straight through the shop's GraphQL (the checkout's own steps, as
// server/test/sales does), so account pages can be tested with real orders without driving checkout's UI.
import type { TestShop } from '../../server/test/test-app';

const ADDRESS = {
  firstname: 'Asha',
  lastname: 'Verma',
  street: ['12 Janpath', 'Connaught Place'],
  city: 'New Delhi',
  region: 'DL',
  postcode: '110001',
  telephone: '9876501234',
  country_code: 'IN',
};

/** The `offset`-th visible, in-stock simple product of the seeded catalogue. */
export function simpleProduct(shop: TestShop, offset = 0): { sku: string; name: string } {
  const row = shop.db
    .prepare(
      `SELECT sku, name FROM products WHERE type_id = 'simple' AND parent_id IS NULL AND status = 1
         AND is_in_stock = 1 AND qty >= 10 AND productsurcharge_fee IS NULL ORDER BY entity_id LIMIT 1 OFFSET ?`,
    )
    .get(offset) as { sku: string; name: string } | undefined;
  if (!row) throw new Error('no simple product in the seed');
  return row;
}

// The answers are read loosely: a missing field throws below or fails the test that needed it.
type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function step(shop: TestShop, token: string | null, query: string, variables: Record<string, unknown>) {
  const res = await shop.gql<Answer>(query, variables, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.errors || !res.data) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(res.errors)}`);
  return res.data;
}

/** One product, cash on delivery, flat-rate shipping to Delhi; returns the order number. */
export async function placeCustomerOrder(shop: TestShop, token: string, sku: string): Promise<string> {
  const cartId = (await step(shop, token, '{ customerCart { id } }', {})).customerCart.id as string;
  return checkOut(shop, token, cartId, sku);
}

/** A guest's order (Asha Verma, `email`) as placeCustomerOrder places a customer's; returns the order number. */
export async function placeGuestOrder(shop: TestShop, email: string, sku: string): Promise<string> {
  const cartId = (await step(shop, null, 'mutation { createGuestCart { cart { id } } }', {})).createGuestCart
    .cart.id as string;
  await step(
    shop,
    null,
    'mutation($id: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $e }) { cart { id } } }',
    { id: cartId, e: email },
  );
  return checkOut(shop, null, cartId, sku);
}

async function checkOut(shop: TestShop, token: string | null, cartId: string, sku: string) {
  await step(
    shop,
    token,
    `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) {
      user_errors { message } } }`,
    { id: cartId, sku },
  );
  await step(
    shop,
    token,
    `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id,
      shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
    { id: cartId, a: ADDRESS },
  );
  await step(
    shop,
    token,
    `mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) {
      cart { id } } }`,
    { id: cartId },
  );
  await step(
    shop,
    token,
    `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate",
      method_code: "flatrate" }] }) { cart { id } } }`,
    { id: cartId },
  );
  await step(
    shop,
    token,
    `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) {
      cart { id } } }`,
    { id: cartId },
  );
  const placed = await step(
    shop,
    token,
    `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { message } orderV2 { number } } }`,
    { id: cartId },
  );
  const number = placed.placeOrder?.orderV2?.number as string | undefined;
  if (!number) throw new Error(`placeOrder: ${JSON.stringify(placed.placeOrder?.errors)}`);
  return number;
}

/** A customer's bearer token. */
export async function tokenFor(shop: TestShop, email: string, password: string): Promise<string> {
  const { data } = await shop.gql<{ generateCustomerToken: { token: string } }>(
    'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  if (!data?.generateCustomerToken.token) throw new Error(`${email} could not sign in`);
  return data.generateCustomerToken.token;
}
