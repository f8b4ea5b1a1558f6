// Magento's custom_attributesV2 (a product's attribute values) and attributesList (the attributes' metadata)
// over the catalogue's own attributes: the product page's specifications. As Magento's GetFilteredAttributes,
// a filter on a property the product entity has narrows the attributes; one it does not have is reported in
// `errors` (FILTER_NOT_FOUND) and ignored.
import type { RequestContext } from '../../context';
import {
  findAttributeValues,
  listCatalogAttributes,
  type CatalogAttributeRow,
} from '../../db/repositories/product-attributes';
import { catalogCache } from './cache';
import type { ProductShape } from './mappers';

/** Magento's eav entity type code for products, named in its filter errors. */
const PRODUCT_ENTITY = 'catalog_product';

type Filters = Record<string, boolean | null | undefined>;

/** The product entity's filterable properties: stored ones, and those no attribute here has. */
const PROPERTIES: Record<string, (a: CatalogAttributeRow) => boolean> = {
  is_visible_on_front: (a) => a.is_visible_on_front === 1,
  is_comparable: (a) => a.is_comparable === 1,
  is_html_allowed_on_front: (a) => a.is_html_allowed_on_front === 1,
  used_in_product_listing: (a) => a.used_in_product_listing === 1,
  is_filterable: () => false,
  is_filterable_in_search: () => false,
  is_searchable: () => false,
  is_used_for_price_rules: () => false,
  is_used_for_promo_rules: () => false,
  is_visible_in_advanced_search: () => false,
  is_wysiwyg_enabled: () => false,
};

interface Filtered {
  attributes: CatalogAttributeRow[];
  errors: { type: 'FILTER_NOT_FOUND'; message: string }[];
}

function filteredAttributes(ctx: RequestContext, filters: Filters | null | undefined): Filtered {
  const given = Object.entries(filters ?? {}).filter(
    (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
  );
  const errors = given
    .filter(([name]) => !(name in PROPERTIES))
    .map(([name]) => ({
      type: 'FILTER_NOT_FOUND' as const,
      message: `Cannot filter by "${name}" as that field does not belong to "${PRODUCT_ENTITY}".`,
    }));
  const applied = given.filter(([name]) => name in PROPERTIES);
  const all = catalogCache(ctx).once('catalog-attributes', () => listCatalogAttributes(ctx.db));
  const attributes = all.filter((a) => applied.every(([name, value]) => PROPERTIES[name]!(a) === value));
  return { attributes, errors };
}

/** ProductInterface.custom_attributesV2: the product's values of the filtered attributes, in their order. */
export function productCustomAttributes(
  product: ProductShape,
  args: { filters?: Filters | null },
  ctx: RequestContext,
) {
  const { attributes, errors } = filteredAttributes(ctx, args.filters);
  const values = catalogCache(ctx).once(`attribute-values:${product.entity_id}`, () =>
    findAttributeValues(ctx.db, product.entity_id),
  );
  const byCode = new Map(values.map((v) => [v.attribute_code, v.value]));
  const items = attributes.flatMap((a) => {
    const value = byCode.get(a.attribute_code);
    return value === undefined ? [] : [{ __typename: 'AttributeValue', code: a.attribute_code, value }];
  });
  return { items, errors };
}

const metadata = (a: CatalogAttributeRow) => ({
  __typename: 'CatalogAttributeMetadata',
  code: a.attribute_code,
  label: a.label,
  entity_type: 'CATALOG_PRODUCT',
  frontend_input: a.frontend_input.toUpperCase(),
  default_value: null,
  frontend_class: null,
  is_required: false,
  is_unique: false,
  options: [],
  ...Object.fromEntries(Object.entries(PROPERTIES).map(([name, has]) => [name, has(a)])),
});

/** Query.attributesList(entityType: CATALOG_PRODUCT, filters). */
export function attributesList(args: { entityType: string; filters?: Filters | null }, ctx: RequestContext) {
  const { attributes, errors } = filteredAttributes(ctx, args.filters);
  return { items: attributes.map(metadata), errors };
}
