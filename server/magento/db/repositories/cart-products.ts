// What carts and orders need from the catalogue (products, 004_catalog.sql): salability, prices, stock and
// the variant chosen by configurable options; and the stock movements of placing and cancelling orders.
import type { Db } from '../connection';
import { IN_JSON, prepared } from './statements';

export interface SaleProductRow {
  entity_id: number;
  sku: string;
  type_id: 'simple' | 'configurable' | 'virtual';
  parent_id: number | null;
  name: string;
  url_key: string | null;
  price: number;
  special_price: number | null;
  qty: number;
  is_in_stock: number;
  status: number;
  visibility: number;
  color_id: number | null;
  size_id: number | null;
  min_sale_qty: number;
  max_sale_qty: number;
  productsurcharge_fee: number | null;
}

const SELECT = `SELECT entity_id, sku, type_id, parent_id, name, url_key, price, special_price, qty, is_in_stock,
  status, visibility, color_id, size_id, min_sale_qty, max_sale_qty, productsurcharge_fee FROM products`;

export function findSaleProductBySku(db: Db, sku: string): SaleProductRow | undefined {
  return prepared(db, `${SELECT} WHERE sku = ?`).get(sku) as SaleProductRow | undefined;
}

export function findSaleProductsByIds(db: Db, ids: readonly number[]): Map<number, SaleProductRow> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = prepared(db, `${SELECT} WHERE entity_id ${IN_JSON}`).all(
    JSON.stringify(unique),
  ) as SaleProductRow[];
  return new Map(rows.map((r) => [r.entity_id, r]));
}

/** The attribute codes a configurable product is configured by, in option order. */
export function listSuperAttributeCodes(db: Db, productId: number): ('color' | 'size')[] {
  const rows = prepared(
    db,
    'SELECT attribute_code FROM product_super_attributes WHERE product_id = ? ORDER BY position, attribute_code',
  ).all(productId) as { attribute_code: 'color' | 'size' }[];
  return rows.map((r) => r.attribute_code);
}

/** The enabled variant of a configurable product with exactly these option values. */
export function findVariant(
  db: Db,
  parentId: number,
  options: { color_id: number | null; size_id: number | null },
): SaleProductRow | undefined {
  return prepared(db, `${SELECT} WHERE parent_id = ? AND color_id IS ? AND size_id IS ? AND status = 1`).get(
    parentId,
    options.color_id,
    options.size_id,
  ) as SaleProductRow | undefined;
}

export interface OptionLabelRow {
  option_id: number;
  attribute_code: 'color' | 'size';
  label: string;
}

export function findOptionLabels(db: Db, optionIds: readonly (number | null)[]): Map<number, OptionLabelRow> {
  const ids = [...new Set(optionIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = prepared(
    db,
    `SELECT option_id, attribute_code, label FROM attribute_options WHERE option_id ${IN_JSON}`,
  ).all(JSON.stringify(ids)) as OptionLabelRow[];
  return new Map(rows.map((r) => [r.option_id, r]));
}

/** The selling price: the special price when it is lower (product_price_index's rule). */
export const finalPrice = (p: Pick<SaleProductRow, 'price' | 'special_price'>): number =>
  p.special_price !== null && p.special_price < p.price ? p.special_price : p.price;

export const isSalable = (p: Pick<SaleProductRow, 'status' | 'is_in_stock' | 'qty'>): boolean =>
  p.status === 1 && p.is_in_stock === 1 && p.qty > 0;

/**
 * Takes `qty` out of stock (and counts it sold) if that much is salable; false, writing nothing, otherwise.
 * The check and the decrement are one statement, so concurrent orders cannot oversell.
 */
export function takeStock(db: Db, productId: number, qty: number): boolean {
  const taken = prepared(
    db,
    `UPDATE products SET qty = qty - @qty, qty_sold = qty_sold + @qty,
         is_in_stock = CASE WHEN qty - @qty > 0 THEN is_in_stock ELSE 0 END, updated_at = datetime('now')
       WHERE entity_id = @id AND status = 1 AND is_in_stock = 1 AND qty >= @qty`,
  ).run({ id: productId, qty });
  return taken.changes === 1;
}

/** Counts a configurable product's variant sale on the configurable too (bestsellers list visible products). */
export function countParentSold(db: Db, parentId: number, qty: number): void {
  prepared(db, 'UPDATE products SET qty_sold = qty_sold + ? WHERE entity_id = ?').run(qty, parentId);
}

/**
 * Puts cancelled quantities back in stock. The product's page (and its sitemap lastmod) changes only when that
 * brings it back in stock, so only then does updated_at move.
 */
export function returnStock(db: Db, productId: number, qty: number): void {
  prepared(
    db,
    `UPDATE products SET qty = qty + @qty, qty_sold = MAX(qty_sold - @qty, 0),
       is_in_stock = CASE WHEN qty + @qty > 0 THEN 1 ELSE is_in_stock END,
       updated_at = CASE WHEN is_in_stock = 0 AND qty + @qty > 0 THEN datetime('now') ELSE updated_at END
     WHERE entity_id = @id`,
  ).run({ id: productId, qty });
}

export function uncountParentSold(db: Db, parentId: number, qty: number): void {
  prepared(db, 'UPDATE products SET qty_sold = MAX(qty_sold - ?, 0) WHERE entity_id = ?').run(qty, parentId);
}
