import type { Db } from '../connection';
import { prepared } from './statements';

export interface CategoryRow {
  entity_id: number;
  parent_id: number;
  name: string;
  url_key: string | null;
  url_path: string | null;
  position: number;
  level: number;
  path: string;
  include_in_menu: number;
  image: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  display_mode: string;
  is_anchor: number;
  is_active: number;
  /** 'YYYY-MM-DD HH:MM:SS' (UTC): when an editor last saved it (migration 013). */
  updated_at: string | null;
}

type OptionalColumn =
  'display_mode' | 'is_anchor' | 'is_active' | 'meta_title' | 'meta_description' | 'updated_at';
export type NewCategory = Omit<CategoryRow, OptionalColumn> & Partial<Pick<CategoryRow, OptionalColumn>>;

/** Magento's category search filters, already validated by the resolver. */
export interface CategoryFilter {
  ids?: number[];
  parentIds?: number[];
  urlKeys?: string[];
  urlPaths?: string[];
  /** Case-insensitive substring of the name (Magento's "match" is a LIKE %x%). */
  nameLike?: string;
  /** Case-insensitive whole name. */
  nameEquals?: string;
}

export function insertCategory(db: Db, row: NewCategory): void {
  prepared(
    db,
    `INSERT INTO categories (entity_id, parent_id, name, url_key, url_path, position, level, path, include_in_menu,
       image, description, meta_title, meta_description, display_mode, is_anchor, is_active, updated_at)
     VALUES (@entity_id, @parent_id, @name, @url_key, @url_path, @position, @level, @path, @include_in_menu,
       @image, @description, @meta_title, @meta_description, @display_mode, @is_anchor, @is_active, @updated_at)`,
  ).run({
    meta_title: null,
    meta_description: null,
    display_mode: 'PRODUCTS',
    is_anchor: 1,
    is_active: 1,
    updated_at: null,
    ...row,
  });
}

export function findCategory(db: Db, id: number): CategoryRow | undefined {
  return prepared(db, 'SELECT * FROM categories WHERE entity_id = ? AND is_active = 1').get(id) as
    CategoryRow | undefined;
}

export function findCategoriesByIds(db: Db, ids: readonly number[]): CategoryRow[] {
  if (ids.length === 0) return [];
  const marks = ids.map(() => '?').join(',');
  return prepared(
    db,
    `SELECT * FROM categories WHERE is_active = 1 AND entity_id IN (${marks}) ORDER BY level, position`,
  ).all(...ids) as CategoryRow[];
}

/** Active children of a category, in menu order. */
export function listChildCategories(db: Db, parentId: number): CategoryRow[] {
  return prepared(
    db,
    'SELECT * FROM categories WHERE parent_id = ? AND is_active = 1 ORDER BY position, entity_id',
  ).all(parentId) as CategoryRow[];
}

/** Number of active descendants at any depth (Magento's children_count). */
export function countDescendants(db: Db, category: Pick<CategoryRow, 'path'>): number {
  const row = prepared(
    db,
    // Descendants' paths are the range ('1/2/10/', '1/2/10' || '0'): one index range, no LIKE scan.
    "SELECT COUNT(*) AS n FROM categories WHERE is_active = 1 AND path > ? || '/' AND path < ? || '0'",
  ).get(category.path, category.path) as { n: number };
  return row.n;
}

function filterClauses(filter: CategoryFilter): { where: string[]; params: unknown[] } {
  const where: string[] = ['is_active = 1'];
  const params: unknown[] = [];
  const inList = (column: string, values: readonly unknown[] | undefined) => {
    if (!values) return;
    where.push(values.length ? `${column} IN (${values.map(() => '?').join(',')})` : '0');
    params.push(...values);
  };
  inList('entity_id', filter.ids);
  inList('parent_id', filter.parentIds);
  inList('url_key', filter.urlKeys);
  inList('url_path', filter.urlPaths);
  if (filter.nameLike !== undefined) {
    where.push("name LIKE ? ESCAPE '\\'");
    params.push(`%${filter.nameLike.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (filter.nameEquals !== undefined) {
    where.push('name = ? COLLATE NOCASE');
    params.push(filter.nameEquals);
  }
  return { where, params };
}

/** Categories under `rootPath` matching the filter, one page of them plus the total. */
export function searchCategories(
  db: Db,
  rootPath: string,
  filter: CategoryFilter,
  page: { size: number; offset: number },
): { rows: CategoryRow[]; total: number } {
  const { where, params } = filterClauses(filter);
  where.push("path >= ? AND path < ? || '0'");
  params.push(rootPath, rootPath);
  const sql = `FROM categories WHERE ${where.join(' AND ')}`;
  const total = (prepared(db, `SELECT COUNT(*) AS n ${sql}`).get(...params) as { n: number }).n;
  const rows = prepared(db, `SELECT * ${sql} ORDER BY level, position, entity_id LIMIT ? OFFSET ?`).all(
    ...params,
    page.size,
    page.offset,
  ) as CategoryRow[];
  return { rows, total };
}
