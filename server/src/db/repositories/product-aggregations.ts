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

export function countByCategory(db: Db, productIds: readonly number[]): CategoryCount[] {
  return prepared(
    db,
    `SELECT anc.entity_id AS category_id, anc.parent_id, anc.name, anc.level, COUNT(DISTINCT cp.product_id) AS count
     FROM category_products cp
     JOIN categories leaf ON leaf.entity_id = cp.category_id
     JOIN categories anc ON anc.is_active = 1 AND (leaf.path = anc.path OR leaf.path LIKE anc.path || '/%')
     WHERE cp.product_id ${IN_JSON}
     GROUP BY anc.entity_id ORDER BY anc.level, anc.position, anc.entity_id`,
  ).all(JSON.stringify(productIds)) as CategoryCount[];
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
  return prepared(
    db,
    `SELECT CAST(o.option_id AS TEXT) AS value, o.label, COUNT(DISTINCT COALESCE(c.parent_id, c.entity_id)) AS count
     FROM products c JOIN attribute_options o ON o.option_id = c.${column}
     WHERE c.status = 1 AND COALESCE(c.parent_id, c.entity_id) ${IN_JSON}
     GROUP BY o.option_id ORDER BY o.position, o.option_id`,
  ).all(JSON.stringify(productIds)) as OptionCount[];
}
