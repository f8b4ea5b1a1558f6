// Shared by the catalog tests: a products query helper over the in-process shop, and SQL oracles on the seeded
// database (the expected answers are computed from the rows, never written into the tests).
import type { TestShop } from '../test-app';

export interface Item {
  uid: string;
  sku: string;
  name: string;
  __typename: string;
  brand_code: string | null;
  is_top_deal: boolean;
  price_range: { minimum_price: { final_price: { value: number }; regular_price: { value: number } } };
}

export interface AggregationOption {
  label: string;
  value: string;
  count: number;
}

export interface ProductsData {
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  items: Item[];
  aggregations?: { attribute_code: string; label: string; count: number; options: AggregationOption[] }[];
  suggestions?: { search: string }[];
}

export const ITEM_FIELDS =
  'uid sku name __typename brand_code is_top_deal price_range { minimum_price { final_price { value } regular_price { value } } }';

const QUERY = (
  extra: string,
) => `query P($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int,
  $currentPage: Int, $sort: ProductAttributeSortInput) {
  products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
    total_count page_info { current_page page_size total_pages } items { ${ITEM_FIELDS} } ${extra}
  }
}`;

export interface ProductsArgs {
  search?: string;
  filter?: Record<string, unknown>;
  pageSize?: number;
  currentPage?: number;
  sort?: Record<string, 'ASC' | 'DESC'>;
}

export async function queryProducts(shop: TestShop, args: ProductsArgs, extra = '') {
  return shop.gql<{ products: ProductsData | null }>(QUERY(extra), { ...args } as Record<string, unknown>);
}

/** The products query's data; fails the test on any GraphQL error. */
export async function products(shop: TestShop, args: ProductsArgs, extra = ''): Promise<ProductsData> {
  const { data, errors } = await queryProducts(shop, args, extra);
  if (errors) throw new Error(`GraphQL errors: ${errors.map((e) => e.message).join('; ')}`);
  return data!.products!;
}

/** The error message of a products query that must fail. */
export async function productsError(shop: TestShop, args: ProductsArgs): Promise<string | undefined> {
  const { errors } = await queryProducts(shop, args);
  return errors?.[0]?.message;
}

/** SKUs of visible, enabled products matching a SQL condition on `p` (products) and `pi` (price index). */
export function skusWhere(shop: TestShop, condition: string, ...params: unknown[]): string[] {
  const rows = shop.db
    .prepare(
      `SELECT p.sku FROM products p JOIN product_price_index pi ON pi.entity_id = p.entity_id
       WHERE p.parent_id IS NULL AND p.status = 1 AND (${condition}) ORDER BY p.sku`,
    )
    .all(...params) as { sku: string }[];
  return rows.map((r) => r.sku);
}

export const sorted = (skus: readonly string[]) => [...skus].sort();

/** Every SKU of a products query (the largest page the shop allows: the demo catalogue fits in one). */
export async function allSkus(shop: TestShop, args: ProductsArgs): Promise<string[]> {
  const data = await products(shop, { ...args, pageSize: shop.config.limits.maxPageSize });
  if (data.items.length < data.total_count) throw new Error('allSkus: more than one page');
  return data.items.map((i) => i.sku);
}
