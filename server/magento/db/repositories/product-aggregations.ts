// Layered-navigation counts over a set of visible products (the products query's matches): how many of them
// are in each category (anchor categories count their descendants' products), of each brand, and available in
// each colour and size (a configurable product counts once per option any of its variants has).
import type { Db } from '../connection';
import { IN_JSON, prepared } from './statements';

export interface OptionCount {
  value: string;
  label: string;
  count: number;
}

export interface CategoryCount {
  category_id: number;
  parent_id: number;
  name: string;
  level: number;
  count: number;
}

/**
 * Counts per category, anchor-style: a product counts once in each active category on the path of any of its
 * categories. The (product, path) pairs come from SQL; the ancestors are read off the paths here, which at
 * 2,000 categories is far cheaper than joining every assignment with every category.
 */
export function countByCategory(db: Db, productIds: readonly number[]): CategoryCount[] {
  const pairs = prepared(
    db,
    `SELECT cp.product_id, leaf.path FROM category_products cp
     JOIN categories leaf ON leaf.entity_id = cp.category_id
     WHERE cp.product_id ${IN_JSON} ORDER BY cp.product_id`,
  ).all(JSON.stringify(productIds)) as { product_id: number; path: string }[];
  const counts = new Map<number, number>();
  let seen = new Set<number>();
  let product = -1;
  for (const { product_id, path } of pairs) {
    if (product_id !== product) [product, seen] = [product_id, new Set()];
    for (const id of path.split('/').map(Number)) {
      if (seen.has(id)) continue;
      seen.add(id);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  const rows = prepared(
    db,
    `SELECT entity_id AS category_id, parent_id, name, level FROM categories
     WHERE is_active = 1 AND entity_id ${IN_JSON} ORDER BY level, position, entity_id`,
  ).all(JSON.stringify([...counts.keys()])) as Omit<CategoryCount, 'count'>[];
  return rows.map((r) => ({ ...r, count: counts.get(r.category_id)! }));
}

export function countByBrand(db: Db, productIds: readonly number[]): OptionCount[] {
  return prepared(
    db,
    `SELECT b.code AS value, b.name AS label, COUNT(*) AS count
     FROM products p JOIN brands b ON b.code = p.brand_code
     WHERE p.entity_id ${IN_JSON}
     GROUP BY b.code ORDER BY b.name COLLATE NOCASE`,
  ).all(JSON.stringify(productIds)) as OptionCount[];
}

export function countByOption(
  db: Db,
  productIds: readonly number[],
  column: 'color_id' | 'size_id',
): OptionCount[] {
  // Products and variants in two indexed lookups (by id, by parent) rather than a scan of every product.
  return prepared(
    db,
    `WITH ids AS (SELECT value AS id FROM json_each(?)),
     owners AS (
       SELECT p.entity_id AS owner, p.${column} AS option_id FROM ids JOIN products p ON p.entity_id = ids.id
         WHERE p.status = 1 AND p.${column} IS NOT NULL
       UNION
       SELECT c.parent_id, c.${column} FROM ids JOIN products c ON c.parent_id = ids.id
         WHERE c.status = 1 AND c.${column} IS NOT NULL)
     SELECT CAST(o.option_id AS TEXT) AS value, o.label, COUNT(DISTINCT owners.owner) AS count
     FROM owners JOIN attribute_options o ON o.option_id = owners.option_id
     GROUP BY o.option_id ORDER BY o.position, o.option_id`,
  ).all(JSON.stringify(productIds)) as OptionCount[];
}
