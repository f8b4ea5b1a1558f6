// bench:api's scenarios: the storefront's own query shapes, each over many different arguments picked from the
// catalogue being measured (searches, category listings with two filters and a sort, route(url), carts), so a
// run measures the backend's caches and its cold paths, not one memoised answer.
import type { Db } from '../../server/magento/db/connection';

const CARD = `uid sku name url_key url_suffix brand_code is_top_deal small_image { url label }
  price_range { minimum_price { regular_price { value currency } final_price { value currency }
    discount { amount_off percent_off } } }
  competitor_prices { platform url price { value currency } }`;

/** The search results page: a page of cards, layered navigation and sorting in one answer. */
export const SEARCH_QUERY = `query Search($search: String!) {
  products(search: $search, pageSize: 12, currentPage: 1) {
    total_count page_info { current_page page_size total_pages } sort_fields { default options { label value } }
    aggregations { attribute_code label count options { label value count } }
    items { __typename ${CARD} productsurcharge_fee stock_status } } }`;

/** The category page's listing (GetProductList) with a brand and a price filter, sorted by price. */
export const LISTING_QUERY = `query Listing($filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput) {
  products(filter: $filter, sort: $sort, pageSize: 24, currentPage: 1) {
    total_count page_info { current_page total_pages } items { ${CARD} } } }`;

const FILTER_OPTIONS_QUERY = `query Options($filter: ProductAttributeFilterInput) {
  products(filter: $filter, pageSize: 1) { aggregations { attribute_code options { value count } } } }`;

export const ROUTE_QUERY = `query ResolveUrl($url: String!) { route(url: $url) { relative_url redirect_code type
  ... on CmsPage { identifier title } ... on ProductInterface { uid name sku } ... on CategoryInterface { uid name } } }`;

export const CART_QUERY = `query Cart($id: String!) {
  cart(cart_id: $id) { id total_quantity items { uid quantity product { uid sku name } } } }`;

/** The cart page's details query (SPEC 3): items with their products, totals, discounts and the custom fields. */
export const CART_DETAILS_QUERY = `query CartDetails($id: String!) { cart(cart_id: $id) {
  id total_quantity total_summary_quantity_including_config is_only_upi total_discount shippingCharges tax
  estimatedDeliveryDate mw_applied_reward_points { points money { value } } applied_coupons { code }
  prices { grand_total { value currency } discounts { amount { value } } applied_taxes { label amount { value } } }
  available_payment_methods { code title }
  items { uid id quantity size color prices { price { value } row_total { value } }
    product { uid sku name brand_code productsurcharge_fee thumbnail { url }
      price_range { minimum_price { regular_price { value } final_price { value } } } } } } }`;

export const SEARCH_WORDS = [
  'phone',
  'samsung',
  'laptop',
  'shirt',
  'watch',
  'earbuds',
  'speaker',
  'smart tv',
  'camera',
  'refrigerator',
  'mixer',
  'jeans',
  'shoes',
  'headphones',
  'tablet',
  'charger',
  'monitor',
  'keyboard',
  'air conditioner',
  'washing machine',
  'power bank',
  'cover',
  'air fryer',
  'console',
];

type Gql = (
  query: string,
  variables: Record<string, unknown>,
  method?: 'GET' | 'POST',
) => Promise<{
  data?: Record<string, unknown>;
  errors?: { message: string }[];
}>;

/** A GET path for a query and its variables, as the storefront's Apollo link sends them. */
export const getPath = (query: string, variables: Record<string, unknown>) =>
  `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`;

/** `count` items spread evenly over `items` (deterministic). */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

type Options = { attribute_code: string; options: { value: string; count: number }[] }[];

/** Category listings: categories of every level, each filtered by its biggest brand and price bucket. */
export async function listingVariables(db: Db, gql: Gql, count: number) {
  const ids = db
    .prepare('SELECT entity_id FROM categories WHERE level >= 2 AND is_active = 1 ORDER BY entity_id')
    .all() as { entity_id: number }[];
  const out: Record<string, unknown>[] = [];
  for (const { entity_id } of spread(ids, count * 2)) {
    const uid = Buffer.from(String(entity_id)).toString('base64');
    const category = { category_uid: { eq: uid } };
    const { data } = await gql(FILTER_OPTIONS_QUERY, { filter: category });
    const layers = ((data?.products as { aggregations?: Options })?.aggregations ?? []) as Options;
    const top = (code: string) =>
      [...(layers.find((l) => l.attribute_code === code)?.options ?? [])].sort(
        (a, b) => b.count - a.count,
      )[0];
    const brand = top('brand_code');
    const price = top('price');
    if (!brand || !price) continue;
    const [from, to] = price.value.split('_');
    const range = { ...(from !== '*' ? { from } : {}), ...(to !== '*' ? { to } : {}) };
    out.push({
      filter: { ...category, brand_code: { in: [brand.value] }, price: range },
      sort: { price: 'ASC' },
    });
    if (out.length === count) break;
  }
  return out;
}

/** Product and category URLs spread over the whole catalogue. */
export function routeUrls(db: Db, count: number): string[] {
  const rows = db
    .prepare(
      `SELECT request_path FROM url_rewrites WHERE entity_type IN ('product', 'category') AND redirect_type = 0
       ORDER BY url_rewrite_id`,
    )
    .all() as { request_path: string }[];
  return spread(rows, count).map((r) => `/${r.request_path}`);
}

/** Guest carts with three in-stock simple products each. */
export async function prepareCarts(db: Db, gql: Gql, count: number): Promise<string[]> {
  const skus = (
    db
      .prepare(
        `SELECT sku FROM products WHERE type_id = 'simple' AND parent_id IS NULL AND status = 1 AND is_in_stock = 1
         AND qty >= 10 ORDER BY entity_id`,
      )
      .all() as { sku: string }[]
  ).map((r) => r.sku);
  const carts: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await gql('mutation { createEmptyCart }', {}, 'POST');
    const id = created.data?.createEmptyCart;
    if (typeof id !== 'string') throw new Error(`createEmptyCart failed: ${created.errors?.[0]?.message}`);
    const items = [0, 1, 2].map((k) => ({ sku: skus[(i * 37 + k * 101) % skus.length]!, quantity: 1 }));
    const added = await gql(
      'mutation Add($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id } user_errors { message } } }',
      { id, items },
      'POST',
    );
    if (added.errors) throw new Error(`addProductsToCart failed: ${added.errors[0]?.message}`);
    carts.push(id);
  }
  return carts;
}
