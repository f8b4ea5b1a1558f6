// A compare list as Magento's GetCompareList answers it: its products (those a shopper may still see), the
// attributes they are compared by, and each product's value of each, or Magento's 'N/A' where it has none.
// The comparable attributes are the shop's: the price and the brand (system attributes the merchant marked
// comparable) and the specifications marked is_comparable (catalog_attributes, 012) that one of the products
// has, in the specifications table's order, as Magento lists the comparable attributes of the products'
// attribute sets.
import type { RequestContext } from '../../context';
import {
  findComparableProductIds,
  findCompareProductFacts,
  findSpecificationValues,
  listCompareProductIds,
  type CompareListRow,
} from '../../db/repositories/compare-lists';
import { listCatalogAttributes } from '../../db/repositories/product-attributes';
import { catalogCache } from '../catalog/cache';
import { loadProducts } from '../catalog/loader';

/** Magento's ListCompare::getProductAttributeValue for a product without the attribute. */
export const NO_VALUE = 'N/A';

/** The system attributes compared before the specifications: [code, label]. */
const SYSTEM_ATTRIBUTES = [
  ['price', 'Price'],
  ['brand', 'Brand'],
] as const;

type Values = Map<number, Map<string, string>>;

function valuesOf(ctx: RequestContext, productIds: number[]): Values {
  const values: Values = new Map(productIds.map((id) => [id, new Map()]));
  for (const fact of findCompareProductFacts(ctx.db, productIds)) {
    const own = values.get(fact.entity_id)!;
    // Magento's decimal price as stored (catalog_product_entity_decimal): the storefront formats it.
    own.set('price', fact.price.toFixed(6));
    if (fact.brand) own.set('brand', fact.brand);
  }
  for (const row of findSpecificationValues(ctx.db, productIds))
    if (row.value.trim()) values.get(row.product_id)?.set(row.attribute_code, row.value);
  return values;
}

function comparableAttributes(ctx: RequestContext, values: Values) {
  const has = (code: string) => [...values.values()].some((own) => own.has(code));
  const specifications = catalogCache(ctx)
    .once('catalog-attributes', () => listCatalogAttributes(ctx.db))
    .filter((a) => a.is_comparable === 1)
    .map((a) => [a.attribute_code, a.label] as const);
  return [...SYSTEM_ATTRIBUTES, ...specifications]
    .filter(([code]) => has(code))
    .map(([code, label]) => ({ code, label }));
}

/** The CompareList object of a list row. */
export function compareListAnswer(ctx: RequestContext, list: CompareListRow) {
  const productIds = findComparableProductIds(ctx.db, listCompareProductIds(ctx.db, list.list_id));
  const products = new Map(loadProducts(ctx, productIds).map((p) => [p.entity_id, p]));
  const shown = productIds.filter((id) => products.has(id));
  const values = valuesOf(ctx, shown);
  const attributes = comparableAttributes(ctx, values);
  const items = shown.map((id) => ({
    // Magento's item uid is the product's id.
    uid: String(id),
    product: products.get(id),
    attributes: attributes.map(({ code }) => ({ code, value: values.get(id)?.get(code) ?? NO_VALUE })),
  }));
  return { uid: list.list_id_mask, item_count: items.length, attributes, items };
}
