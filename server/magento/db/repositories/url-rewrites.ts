import type { Db } from '../connection';
import { prepared } from './statements';

export type UrlRewriteEntityType = 'cms-page' | 'category' | 'product' | 'custom';

export interface UrlRewriteRow {
  url_rewrite_id: number;
  store_id: number;
  request_path: string;
  target_path: string;
  redirect_type: 0 | 301 | 302;
  entity_type: UrlRewriteEntityType;
  entity_id: number;
}

export type NewUrlRewrite = Omit<UrlRewriteRow, 'url_rewrite_id'>;

// A row for the store view itself wins over a row shared by every store view (store_id 0).
const STORE_FIRST = 'ORDER BY CASE store_id WHEN 0 THEN 1 ELSE 0 END LIMIT 1';

export function insertUrlRewrite(db: Db, row: NewUrlRewrite): void {
  prepared(
    db,
    `INSERT INTO url_rewrites (store_id, request_path, target_path, redirect_type, entity_type, entity_id)
     VALUES (@store_id, @request_path, @target_path, @redirect_type, @entity_type, @entity_id)`,
  ).run(row);
}

export function findRewriteByRequestPath(
  db: Db,
  storeId: number,
  requestPath: string,
): UrlRewriteRow | undefined {
  return prepared(
    db,
    `SELECT * FROM url_rewrites WHERE request_path = ? AND store_id IN (0, ?) ${STORE_FIRST}`,
  ).get(requestPath, storeId) as UrlRewriteRow | undefined;
}

/** The canonical (non-redirect) rewrite whose target is `targetPath`, e.g. 'cms/page/view/page_id/2'. */
export function findRewriteByTargetPath(
  db: Db,
  storeId: number,
  targetPath: string,
): UrlRewriteRow | undefined {
  return prepared(
    db,
    `SELECT * FROM url_rewrites WHERE target_path = ? AND redirect_type = 0 AND store_id IN (0, ?) ${STORE_FIRST}`,
  ).get(targetPath, storeId) as UrlRewriteRow | undefined;
}

/** The canonical request path of an entity (e.g. 'audio/headphones.html'), if it has one. */
export function findCanonicalRewrite(
  db: Db,
  storeId: number,
  entityType: UrlRewriteEntityType,
  entityId: number,
): UrlRewriteRow | undefined {
  return prepared(
    db,
    `SELECT * FROM url_rewrites WHERE entity_type = ? AND entity_id = ? AND redirect_type = 0 AND store_id IN (0, ?)
       ${STORE_FIRST}`,
  ).get(entityType, entityId, storeId) as UrlRewriteRow | undefined;
}

const ENTITY_TABLES = {
  'cms-page': 'SELECT 1 FROM cms_pages WHERE page_id = ?',
  category: 'SELECT 1 FROM categories WHERE entity_id = ?',
  product: 'SELECT 1 FROM products WHERE entity_id = ?',
} as const;

/** Whether the entity a rewrite points at exists at all (disabled or not). */
export function rewriteTargetExists(
  db: Db,
  entityType: Exclude<UrlRewriteEntityType, 'custom'>,
  entityId: number,
): boolean {
  return db.prepare(ENTITY_TABLES[entityType]).get(entityId) !== undefined;
}
