// Where the cart meets the catalog domain: configurable option uids (the catalog's, after Magento's
// base64("configurable/{attribute_id}/{value_index}")), the variant chosen values select, and the product
// shapes the catalog's ProductInterface resolvers take.
import type { RequestContext } from '../../context';
import {
  findOptionLabels,
  findSaleProductsByIds,
  findVariant,
  listSuperAttributeCodes,
  type SaleProductRow,
} from '../../db/repositories/cart-products';
import { encodeUid } from '../../graphql/uid';
import { ATTRIBUTE_IDS } from '../catalog/configurable';
import { loadProduct } from '../catalog/loader';
import type { UserError } from './quantity-rules';

/** The Magento attribute ids of the two configurable attributes (the catalog's). */
export const SUPER_ATTRIBUTE_IDS = ATTRIBUTE_IDS;

/** As the catalog's ConfigurableProductOptions.uid and ConfigurableProductOptionsValues.uid. */
export const configurableOptionUid = (parentId: number, attributeId: number) =>
  encodeUid(`configurable/${parentId}/${attributeId}`);
export const configurableValueUid = (attributeId: number, optionId: number) =>
  encodeUid(`configurable/${attributeId}/${optionId}`);

/** The option id a selected-option uid names, when it is a well-formed configurable value uid. */
function decodeValueUid(uid: unknown): { attributeId: number; optionId: number } | null {
  if (typeof uid !== 'string' || uid.length > 64) return null;
  const m = /^configurable\/(\d{1,6})\/(\d{1,9})$/.exec(Buffer.from(uid, 'base64').toString('utf8'));
  return m ? { attributeId: Number(m[1]), optionId: Number(m[2]) } : null;
}

const OPTIONS_NOT_AVAILABLE: UserError = {
  code: 'NOT_SALABLE',
  message: 'The required options you selected are not available.',
};

/** The variant of `parent` the selected option uids choose, or why there is none. */
export function resolveVariant(
  ctx: RequestContext,
  parent: SaleProductRow,
  selected: unknown,
): { product: SaleProductRow; parent: SaleProductRow } | UserError {
  const codes = listSuperAttributeCodes(ctx.db, parent.entity_id);
  const uids = Array.isArray(selected) ? selected.slice(0, 10) : [];
  if (uids.length === 0)
    return { code: 'REQUIRED_PARAMETER_MISSING', message: 'You need to choose options for your item.' };
  const decoded = uids.map(decodeValueUid);
  if (decoded.some((d) => d === null)) return OPTIONS_NOT_AVAILABLE;
  const labels = findOptionLabels(
    ctx.db,
    decoded.map((d) => d!.optionId),
  );
  const chosen: { color_id: number | null; size_id: number | null } = { color_id: null, size_id: null };
  for (const d of decoded as { attributeId: number; optionId: number }[]) {
    const option = labels.get(d.optionId);
    if (!option || SUPER_ATTRIBUTE_IDS[option.attribute_code] !== d.attributeId) return OPTIONS_NOT_AVAILABLE;
    chosen[`${option.attribute_code}_id`] = d.optionId;
  }
  if (codes.some((code) => chosen[`${code}_id`] === null))
    return { code: 'REQUIRED_PARAMETER_MISSING', message: 'You need to choose options for your item.' };
  const variant = findVariant(ctx.db, parent.entity_id, chosen);
  return variant ? { product: variant, parent } : OPTIONS_NOT_AVAILABLE;
}

/** The catalog's product shape (what its ProductInterface resolvers take); null for a disabled product. */
export function productForGraphql(ctx: RequestContext, product: SaleProductRow): unknown {
  return loadProduct(ctx, product.entity_id);
}

/** The product with that id for a ProductInterface field, or null when it left the catalogue. */
export function loadProductForGraphql(ctx: RequestContext, productId: number | null): unknown {
  if (productId === null) return null;
  const product = findSaleProductsByIds(ctx.db, [productId]).get(productId);
  return product ? productForGraphql(ctx, product) : null;
}
