// The products query's search: full-text relevance (FTS5, bm25) and Magento's attribute filters over the
// visible products, in the requested order. Returns every match (a catalogue is a few hundred products);
// the caller pages and aggregates.
import type { Db } from '../connection';
import { containsPattern, IN_JSON, prepared } from './statements';

export type SortField = 'relevance' | 'price' | 'name' | 'position';

export interface ProductSearchQuery {
  /** Words to find in name, SKUs, brand, keywords and description; each matches as a prefix. */
  words?: string[];
  /** When no product has every word, match any of them. */
  anyWord?: boolean;
  /** Each group is "in any of these categories"; every group must hold (category_id AND category_uid). */
  categoryIds?: number[][];
  categoryUrlPaths?: string[];
  /** Final price: from ≤ price < to (to inclusive when equal to from), like Magento's layered navigation. */
  price?: { from?: number; to?: number };
  skus?: string[];
  urlKeys?: string[];
  /** Every word must occur in the attribute (PARTIAL), or the whole phrase (FULL). */
  name?: { match: string; full: boolean };
  description?: { match: string; full: boolean };
  shortDescription?: { match: string; full: boolean };
  brandCodes?: string[];
  colorIds?: number[];
  sizeIds?: number[];
  topDeal?: boolean;
  isNew?: boolean;
  onSale?: boolean;
  sort: { field: SortField; direction: 'ASC' | 'DESC' }[];
}

export interface SearchHit {
  entity_id: number;
  /** Final price (configurable: the cheapest variant's). */
  price: number;
}

interface Sql {
  joins: string[];
  where: string[];
  params: unknown[];
}

/** bm25 weights: name, SKU, brand, keywords, description. */
const RANK = 'bm25(products_fts, 10.0, 8.0, 6.0, 3.0, 1.0)';

export function ftsExpression(words: readonly string[], anyWord: boolean): string {
  return words.map((w) => `"${w.replace(/"/g, '""')}"*`).join(anyWord ? ' OR ' : ' ');
}

function textMatch(sql: Sql, column: string, filter: { match: string; full: boolean }): void {
  const parts = filter.full ? [filter.match.trim()] : filter.match.trim().split(/\s+/);
  for (const part of parts) {
    sql.where.push(`${column} LIKE ? ESCAPE '\\'`);
    sql.params.push(containsPattern(part));
  }
}

/**
 * A category and its descendants, as a condition on `d.path` given `anc.path`: paths are ids joined by '/'
 * ('1/2/10/43'), so the subtree is the range [path, path + '0') ('0' sorts right after '/'), one range scan of
 * the categories_path index instead of a LIKE against every category.
 */
export const SUBTREE = (d: string, anc: string) =>
  `${d}.path >= ${anc}.path AND ${d}.path < ${anc}.path || '0'`;

/** Anchor categories: a category holds its own products and its descendants'. */
function categoryClause(sql: Sql, groups: number[][] | undefined, urlPaths: string[] | undefined): void {
  const lists: [string, unknown[]][] = (groups ?? []).map((ids) => ['entity_id', ids]);
  if (urlPaths) lists.push(['url_path', urlPaths]);
  for (const [column, values] of lists) {
    sql.where.push(
      `p.entity_id IN (SELECT cp.product_id FROM categories anc
         JOIN categories leaf ON ${SUBTREE('leaf', 'anc')}
         JOIN category_products cp ON cp.category_id = leaf.entity_id
         WHERE anc.is_active = 1 AND anc.${column} ${IN_JSON})`,
    );
    sql.params.push(JSON.stringify(values));
  }
}

function optionClause(sql: Sql, column: 'color_id' | 'size_id', ids: number[] | undefined): void {
  if (!ids) return;
  sql.where.push(
    `EXISTS (SELECT 1 FROM products c WHERE (c.entity_id = p.entity_id OR c.parent_id = p.entity_id)
       AND c.status = 1 AND c.${column} ${IN_JSON})`,
  );
  sql.params.push(JSON.stringify(ids));
}

function priceClause(sql: Sql, price: ProductSearchQuery['price']): void {
  if (!price) return;
  const { from, to } = price;
  if (from !== undefined) {
    sql.where.push('pi.min_price >= ?');
    sql.params.push(from);
  }
  if (to !== undefined) {
    sql.where.push(from === to ? 'pi.min_price <= ?' : 'pi.min_price < ?');
    sql.params.push(to);
  }
}

function listClause(sql: Sql, column: string, values: unknown[] | undefined): void {
  if (!values) return;
  sql.where.push(`${column} ${IN_JSON}`);
  sql.params.push(JSON.stringify(values));
}

function flagClause(sql: Sql, condition: string, wanted: boolean | undefined): void {
  if (wanted !== undefined) sql.where.push(wanted ? condition : `NOT (${condition})`);
}

function filters(q: ProductSearchQuery): Sql {
  const sql: Sql = { joins: [], where: ['p.parent_id IS NULL', 'p.status = 1'], params: [] };
  // Search shows products visible in search (3, 4); browsing those visible in the catalog (2, 4).
  sql.where.push(q.words ? 'p.visibility IN (3, 4)' : 'p.visibility IN (2, 4)');
  categoryClause(sql, q.categoryIds, q.categoryUrlPaths);
  priceClause(sql, q.price);
  listClause(sql, 'p.sku', q.skus);
  listClause(sql, 'p.url_key', q.urlKeys);
  listClause(sql, 'p.brand_code', q.brandCodes);
  if (q.name) textMatch(sql, 'p.name', q.name);
  if (q.description) textMatch(sql, 'p.description', q.description);
  if (q.shortDescription) textMatch(sql, 'p.short_description', q.shortDescription);
  optionClause(sql, 'color_id', q.colorIds);
  optionClause(sql, 'size_id', q.sizeIds);
  flagClause(sql, 'p.is_top_deal = 1', q.topDeal);
  flagClause(sql, 'p.is_new = 1', q.isNew);
  flagClause(sql, 'pi.min_price < pi.min_regular_price', q.onSale);
  return sql;
}

/** Position in the filtered category (the smallest among its subcategories), else the catalogue order. */
function positionExpression(q: ProductSearchQuery): { sql: string; params: unknown[] } {
  const groups = q.categoryIds ?? [];
  const single =
    groups.length === 1 && groups[0]!.length === 1 && !q.categoryUrlPaths ? groups[0]![0] : undefined;
  if (single === undefined) return { sql: 'p.position', params: [] };
  return {
    sql: `COALESCE((SELECT MIN(cp.position) FROM category_products cp
      JOIN categories leaf ON leaf.entity_id = cp.category_id JOIN categories anc ON anc.entity_id = ?
      WHERE cp.product_id = p.entity_id AND ${SUBTREE('leaf', 'anc')}), 1e9)`,
    params: [single],
  };
}

function orderBy(q: ProductSearchQuery): string {
  const terms = q.sort.map(({ field, direction }) => {
    if (field === 'relevance')
      // bm25 is smaller for better matches; without search relevance means the merchandiser's order.
      return q.words
        ? `rank ${direction === 'DESC' ? 'ASC' : 'DESC'}`
        : `position ${direction === 'DESC' ? 'ASC' : 'DESC'}`;
    if (field === 'price') return `price ${direction}`;
    if (field === 'name') return `p.name COLLATE NOCASE ${direction}`;
    return `position ${direction}`;
  });
  return [...terms, 'p.position ASC', 'p.entity_id ASC'].join(', ');
}

export function searchProducts(db: Db, q: ProductSearchQuery): SearchHit[] {
  const sql = filters(q);
  const position = positionExpression(q);
  const params: unknown[] = [...position.params];
  let fts = '';
  if (q.words) {
    fts = `JOIN (SELECT rowid, ${RANK} AS rank FROM products_fts WHERE products_fts MATCH ?) f ON f.rowid = p.entity_id`;
    params.push(ftsExpression(q.words, q.anyWord ?? false));
  }
  const text = `SELECT p.entity_id, pi.min_price AS price, ${q.words ? 'f.rank' : '0'} AS rank, ${position.sql} AS position
    FROM products p JOIN product_price_index pi ON pi.entity_id = p.entity_id ${fts}
    WHERE ${sql.where.join(' AND ')} ORDER BY ${orderBy(q)}`;
  const rows = prepared(db, text).all(...params, ...sql.params) as (SearchHit & { rank: number })[];
  return rows.map((r) => ({ entity_id: r.entity_id, price: r.price }));
}

/** Indexed words close to `word` (for "did you mean" suggestions): same first letter, similar length. */
export function vocabularyNear(db: Db, word: string): string[] {
  const rows = prepared(
    db,
    `SELECT term FROM products_fts_vocab WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ?
     ORDER BY doc DESC LIMIT 400`,
  ).all(word[0], String.fromCharCode((word.codePointAt(0) ?? 0) + 1), word.length - 2, word.length + 2) as {
    term: string;
  }[];
  return rows.map((r) => r.term);
}
