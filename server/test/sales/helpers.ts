// Shared by the sales tests: a fresh seeded shop (the customer tests' one, with its clock), product fixtures
// found in the seeded catalogue by SQL oracles, and the checkout steps as GraphQL calls.
import { customerShop, type CustomerTestShop } from '../customer/helpers';

export { DEMO, PRIYA, errorsOf } from '../customer/helpers';

export type SalesShop = CustomerTestShop;
export const salesShop = (): SalesShop => customerShop();

export interface Fixture {
  sku: string;
  entity_id: number;
  price: number;
  special_price: number | null;
  qty: number;
  productsurcharge_fee: number | null;
  name: string;
}

const FIXTURE_COLUMNS = 'p.sku, p.entity_id, p.price, p.special_price, p.qty, p.productsurcharge_fee, p.name';

/** A visible, enabled simple product with at least `minQty` in stock and, optionally, a surcharge fee. */
export function simpleProduct(
  shop: SalesShop,
  opts: { minQty?: number; fee?: boolean; offset?: number } = {},
): Fixture {
  const row = shop.db
    .prepare(
      `SELECT ${FIXTURE_COLUMNS} FROM products p WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1
         AND p.is_in_stock = 1 AND p.qty >= ? AND (p.productsurcharge_fee IS NOT NULL) = ?
       ORDER BY p.entity_id LIMIT 1 OFFSET ?`,
    )
    .get(opts.minQty ?? 10, opts.fee ? 1 : 0, opts.offset ?? 0) as Fixture | undefined;
  if (!row) throw new Error('no simple product fixture in the seed');
  return row;
}

export function virtualProduct(shop: SalesShop): Fixture {
  return shop.db
    .prepare(`SELECT ${FIXTURE_COLUMNS} FROM products p WHERE p.type_id = 'virtual' AND p.status = 1 LIMIT 1`)
    .get() as Fixture;
}

export interface ConfigurableFixture {
  parent: Fixture;
  variant: Fixture & { color_id: number | null; size_id: number | null };
  /** The variant's option value uids, as the catalog lists them. */
  selectedOptions: string[];
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A configurable product (by colour and size) and one in-stock variant of it. */
export function configurableProduct(shop: SalesShop): ConfigurableFixture {
  const parent = shop.db
    .prepare(
      `SELECT ${FIXTURE_COLUMNS} FROM products p WHERE p.type_id = 'configurable' AND p.status = 1
         AND (SELECT COUNT(*) FROM product_super_attributes a WHERE a.product_id = p.entity_id) = 2
       ORDER BY p.entity_id LIMIT 1`,
    )
    .get() as Fixture;
  const variant = shop.db
    .prepare(
      `SELECT ${FIXTURE_COLUMNS}, p.color_id, p.size_id FROM products p
        WHERE p.parent_id = ? AND p.status = 1 AND p.is_in_stock = 1 AND p.qty >= 5 ORDER BY p.entity_id LIMIT 1`,
    )
    .get(parent.entity_id) as ConfigurableFixture['variant'];
  return {
    parent,
    variant,
    selectedOptions: [b64(`configurable/93/${variant.color_id}`), b64(`configurable/144/${variant.size_id}`)],
  };
}

export const finalPrice = (p: Pick<Fixture, 'price' | 'special_price'>) =>
  p.special_price !== null && p.special_price < p.price ? p.special_price : p.price;

export function setStock(shop: SalesShop, sku: string, qty: number): void {
  shop.db
    .prepare('UPDATE products SET qty = ?, is_in_stock = ? WHERE sku = ?')
    .run(qty, qty > 0 ? 1 : 0, sku);
}

export const stockOf = (shop: SalesShop, sku: string) =>
  (shop.db.prepare('SELECT qty FROM products WHERE sku = ?').get(sku) as { qty: number }).qty;

export const count = (shop: SalesShop, table: string) =>
  (shop.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

/** Row counts of every sales table: a refused request must leave them all as they were. */
export const salesSnapshot = (shop: SalesShop) => ({
  carts: shop.db
    .prepare(
      'SELECT cart_id, is_active, email, coupon_code, reward_points, shipping_method_code, payment_method FROM carts ORDER BY cart_id',
    )
    .all(),
  items: shop.db.prepare('SELECT * FROM cart_items ORDER BY item_id').all(),
  addresses: shop.db.prepare('SELECT * FROM cart_addresses ORDER BY address_id').all(),
  giftCards: shop.db.prepare('SELECT * FROM cart_gift_cards').all(),
  orders: count(shop, 'orders'),
  rewards: count(shop, 'reward_transactions'),
});

export function rewardBalance(shop: SalesShop, email: string): number {
  return (
    shop.db
      .prepare(
        `SELECT COALESCE(SUM(points), 0) AS b FROM reward_transactions t JOIN customers c ON c.customer_id = t.customer_id
          WHERE c.email = ? AND t.status = 'COMPLETE'`,
      )
      .get(email) as { b: number }
  ).b;
}

// ---- GraphQL steps ------------------------------------------------------------------------------------------

export const CART_FIELDS = `id email total_quantity total_summary_quantity_including_config is_virtual
  items { uid id quantity size color product { sku name } prices { price { value } row_total { value }
    total_item_discount { value } } ... on ConfigurableCartItem { configured_variant { sku }
    configurable_options { option_label value_label configurable_product_option_value_uid } } }
  prices { grand_total { value currency } subtotal_including_tax { value } subtotal_excluding_tax { value }
    discounts { label amount { value } coupon { code } } applied_taxes { label amount { value } } }
  applied_coupons { code } applied_gift_cards { code applied_balance { value } current_balance { value } }
  available_payment_methods { code title } selected_payment_method { code title }
  shipping_addresses { firstname street city postcode region { code label region_id } country { code }
    available_shipping_methods { carrier_code method_code amount { value } }
    selected_shipping_method { carrier_code method_code amount { value } } }
  billing_address { firstname lastname street city postcode telephone companyName }
  is_only_upi total_discount shippingCharges tax estimatedDeliveryDate
  mw_applied_reward_points { points money { value } }`;

export const ADDRESS = {
  firstname: 'Asha',
  lastname: 'Verma',
  street: ['12 Janpath', 'Connaught Place'],
  city: 'New Delhi',
  region: 'DL',
  postcode: '110001',
  telephone: '9876501234',
  country_code: 'IN',
};

type Gql = (query: string, variables?: Record<string, unknown>) => Promise<{ data?: any; errors?: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Calls as a customer (with a token) or as a guest. */
export const caller = (shop: SalesShop, token?: string): Gql =>
  token ? (q, v) => shop.as(token, q, v) : (q, v) => shop.guest(q, v);

export async function newCart(call: Gql, customer = false): Promise<string> {
  const res = customer ? await call('{ customerCart { id } }') : await call('mutation { createEmptyCart }');
  const id = customer ? res.data?.customerCart?.id : res.data?.createEmptyCart;
  if (!id) throw new Error(`no cart: ${JSON.stringify(res.errors)}`);
  return id as string;
}

export const ADD = `mutation($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { code message } cart { ${CART_FIELDS} } }
}`;

export async function add(call: Gql, cartId: string, items: Record<string, unknown>[]) {
  const res = await call(ADD, { cartId, items });
  if (res.errors) throw new Error(`add failed: ${JSON.stringify(res.errors)}`);
  return res.data.addProductsToCart;
}

export const SET_EMAIL = `mutation($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }`;
export const SET_SHIPPING = `mutation($id: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { ${CART_FIELDS} } }
}`;
export const SET_BILLING_SAME = `mutation($id: String!) {
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { billing_address { firstname } } }
}`;
export const SET_METHOD = `mutation($id: String!, $c: String!, $m: String!) {
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $c, method_code: $m }] }) { cart { ${CART_FIELDS} } }
}`;
export const SET_PAYMENT = `mutation($id: String!, $code: String!) {
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) { cart { ${CART_FIELDS} } }
}`;
export const PLACE = `mutation($id: String!) {
  placeOrder(input: { cart_id: $id }) { errors { code message } order { order_number } payment_url
    orderV2 { number status total { grand_total { value } } } }
}`;

async function step(call: Gql, query: string, variables: Record<string, unknown>) {
  const res = await call(query, variables);
  if (res.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(res.errors)}`);
  return res.data;
}

/** Takes a cart with items through email (guests), addresses, shipping method and payment method. */
export async function prepareCheckout(
  call: Gql,
  cartId: string,
  opts: { guestEmail?: string; carrier?: string; payment?: string } = {},
) {
  if (opts.guestEmail) await step(call, SET_EMAIL, { id: cartId, email: opts.guestEmail });
  await step(call, SET_SHIPPING, { id: cartId, address: ADDRESS });
  await step(call, SET_BILLING_SAME, { id: cartId });
  const carrier = opts.carrier ?? 'flatrate';
  await step(call, SET_METHOD, { id: cartId, c: carrier, m: carrier });
  const data = await step(call, SET_PAYMENT, { id: cartId, code: opts.payment ?? 'cashondelivery' });
  return data.setPaymentMethodOnCart.cart;
}

export async function placeOrder(call: Gql, cartId: string) {
  const res = await call(PLACE, { id: cartId });
  if (res.errors) throw new Error(`placeOrder: ${JSON.stringify(res.errors)}`);
  return res.data.placeOrder;
}

/** A guest checkout of `qty` of a product, paid with `payment`; returns the placeOrder output. */
export async function guestOrder(
  shop: SalesShop,
  sku: string,
  opts: { qty?: number; payment?: string } = {},
) {
  const call = caller(shop);
  const cartId = await newCart(call);
  await add(call, cartId, [{ sku, quantity: opts.qty ?? 1 }]);
  await prepareCheckout(call, cartId, { guestEmail: 'guest.shopper@example.in', payment: opts.payment });
  return { cartId, placed: await placeOrder(call, cartId) };
}
