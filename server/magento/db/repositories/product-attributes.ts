// The catalogue's own product attributes (specifications) and their values: Magento's user-defined EAV
// attributes flattened into catalog_attributes and product_attribute_values (migration 012).
import type { Db } from '../connection';
import { prepared } from './statements';

export interface CatalogAttributeRow {
  attribute_code: string;
  label: string;
  frontend_input: 'text' | 'textarea';
  is_visible_on_front: number;
  is_comparable: number;
  is_html_allowed_on_front: number;
  used_in_product_listing: number;
  position: number;
}

export interface AttributeValueRow {
  attribute_code: string;
  value: string;
}

/** Every attribute, in the merchant's order. */
export function listCatalogAttributes(db: Db): CatalogAttributeRow[] {
  return prepared(
    db,
    'SELECT * FROM catalog_attributes ORDER BY position, attribute_code',
  ).all() as CatalogAttributeRow[];
}

/** A product's attribute values (its own: a variant does not inherit its parent's). */
export function findAttributeValues(db: Db, productId: number): AttributeValueRow[] {
  return prepared(db, 'SELECT attribute_code, value FROM product_attribute_values WHERE product_id = ?').all(
    productId,
  ) as AttributeValueRow[];
}
