// Compare lists and their products (migration 015): Magento's catalog_compare_list / catalog_compare_item.
import type { Db } from '../connection';
import { IN_JSON, prepared } from './statements';

export interface CompareListRow {
  list_id: number;
  list_id_mask: string;
  customer_id: number | null;
  updated_at: string;
}

export function findCompareListByMask(db: Db, mask: string): CompareListRow | undefined {
  return prepared(db, 'SELECT * FROM compare_lists WHERE list_id_mask = ?').get(mask) as
    CompareListRow | undefined;
}

export function findCompareListById(db: Db, listId: number): CompareListRow | undefined {
  return prepared(db, 'SELECT * FROM compare_lists WHERE list_id = ?').get(listId) as
    CompareListRow | undefined;
}

export function findCustomerCompareList(db: Db, customerId: number): CompareListRow | undefined {
  return prepared(db, 'SELECT * FROM compare_lists WHERE customer_id = ?').get(customerId) as
    CompareListRow | undefined;
}

export function insertCompareList(db: Db, mask: string, customerId: number | null): CompareListRow {
  const { lastInsertRowid } = prepared(
    db,
    'INSERT INTO compare_lists (list_id_mask, customer_id) VALUES (?, ?)',
  ).run(mask, customerId);
  return findCompareListById(db, Number(lastInsertRowid))!;
}

export function setCompareListCustomer(db: Db, listId: number, customerId: number): void {
  prepared(
    db,
    "UPDATE compare_lists SET customer_id = ?, updated_at = datetime('now') WHERE list_id = ?",
  ).run(customerId, listId);
}

export function deleteCompareList(db: Db, listId: number): boolean {
  return prepared(db, 'DELETE FROM compare_lists WHERE list_id = ?').run(listId).changes > 0;
}

/** The list's products, in the order they were added. */
export function listCompareProductIds(db: Db, listId: number): number[] {
  return (
    prepared(db, 'SELECT product_id FROM compare_items WHERE list_id = ? ORDER BY item_id').all(listId) as {
      product_id: number;
    }[]
  ).map((row) => row.product_id);
}

/** Adds the product unless the list has it already; true when it was added. */
export function addCompareItem(db: Db, listId: number, productId: number, storeId: number): boolean {
  const added =
    prepared(db, 'INSERT OR IGNORE INTO compare_items (list_id, product_id, store_id) VALUES (?, ?, ?)').run(
      listId,
      productId,
      storeId,
    ).changes > 0;
  if (added) touchCompareList(db, listId);
  return added;
}

export function removeCompareItems(db: Db, listId: number, productIds: readonly number[]): void {
  const removed = prepared(db, `DELETE FROM compare_items WHERE list_id = ? AND product_id ${IN_JSON}`).run(
    listId,
    JSON.stringify(productIds),
  ).changes;
  if (removed > 0) touchCompareList(db, listId);
}

function touchCompareList(db: Db, listId: number): void {
  prepared(db, "UPDATE compare_lists SET updated_at = datetime('now') WHERE list_id = ?").run(listId);
}

/** Removes guest lists unchanged for `days` days; their uids are lost with the browsers that held them. */
export function pruneGuestCompareLists(db: Db, days: number): number {
  return prepared(
    db,
    `DELETE FROM compare_lists WHERE customer_id IS NULL AND updated_at < datetime('now', ?)`,
  ).run(`-${days} days`).changes;
}

/**
 * Of these product ids, the ones a shopper may compare: enabled and visible in the catalogue (a variant that is
 * not visible on its own is not), in the order asked.
 */
export function findComparableProductIds(db: Db, productIds: readonly number[]): number[] {
  const found = new Set(
    (
      prepared(
        db,
        `SELECT entity_id FROM products WHERE status = 1 AND visibility > 1 AND entity_id ${IN_JSON}`,
      ).all(JSON.stringify(productIds)) as { entity_id: number }[]
    ).map((row) => row.entity_id),
  );
  return productIds.filter((id) => found.has(id));
}

export interface CompareProductFacts {
  entity_id: number;
  price: number;
  brand: string | null;
}

/** The system attributes a list compares besides the specifications: the price and the brand's name. */
export function findCompareProductFacts(db: Db, productIds: readonly number[]): CompareProductFacts[] {
  return prepared(
    db,
    `SELECT p.entity_id, p.price, b.name AS brand FROM products p LEFT JOIN brands b ON b.code = p.brand_code
     WHERE p.entity_id ${IN_JSON}`,
  ).all(JSON.stringify(productIds)) as CompareProductFacts[];
}

/** Every specification value of these products (product_attribute_values, migration 012). */
export function findSpecificationValues(
  db: Db,
  productIds: readonly number[],
): { product_id: number; attribute_code: string; value: string }[] {
  return prepared(
    db,
    `SELECT product_id, attribute_code, value FROM product_attribute_values WHERE product_id ${IN_JSON}`,
  ).all(JSON.stringify(productIds)) as { product_id: number; attribute_code: string; value: string }[];
}
