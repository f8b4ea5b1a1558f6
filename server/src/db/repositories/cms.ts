import type { Db } from '../connection';

export interface CmsPageRow {
  page_id: number;
  identifier: string;
  title: string;
  content_heading: string | null;
  content: string;
  page_layout: string;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  is_active: number;
}

export interface CmsBlockRow {
  block_id: number;
  identifier: string;
  title: string;
  content: string;
  is_active: number;
}

export function insertCmsPage(db: Db, row: CmsPageRow): void {
  db.prepare(
    `INSERT INTO cms_pages (page_id, identifier, title, content_heading, content, page_layout, meta_title,
       meta_keywords, meta_description, is_active)
     VALUES (@page_id, @identifier, @title, @content_heading, @content, @page_layout, @meta_title,
       @meta_keywords, @meta_description, @is_active)`,
  ).run(row);
}

export function insertCmsBlock(db: Db, row: CmsBlockRow): void {
  db.prepare(
    `INSERT INTO cms_blocks (block_id, identifier, title, content, is_active)
     VALUES (@block_id, @identifier, @title, @content, @is_active)`,
  ).run(row);
}

export function findActivePageByIdentifier(db: Db, identifier: string): CmsPageRow | undefined {
  return db.prepare('SELECT * FROM cms_pages WHERE identifier = ? AND is_active = 1').get(identifier) as
    CmsPageRow | undefined;
}

export function findActivePageById(db: Db, id: number): CmsPageRow | undefined {
  return db.prepare('SELECT * FROM cms_pages WHERE page_id = ? AND is_active = 1').get(id) as
    CmsPageRow | undefined;
}

export function findActiveBlockByIdentifier(db: Db, identifier: string): CmsBlockRow | undefined {
  return db.prepare('SELECT * FROM cms_blocks WHERE identifier = ? AND is_active = 1').get(identifier) as
    CmsBlockRow | undefined;
}

export function findActiveBlockById(db: Db, id: number): CmsBlockRow | undefined {
  return db.prepare('SELECT * FROM cms_blocks WHERE block_id = ? AND is_active = 1').get(id) as
    CmsBlockRow | undefined;
}

/** SKUs of a category's in-stock products for the Page Builder products widget; [] before the catalog exists. */
export function listCategoryProductSkus(db: Db, categoryIds: readonly number[], limit: number): string[] {
  const hasCatalog = db
    .prepare(
      "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('products', 'category_products')",
    )
    .get() as { n: number };
  if (hasCatalog.n < 2 || categoryIds.length === 0) return [];
  const marks = categoryIds.map(() => '?').join(',');
  const rows = db
    .prepare(
      `SELECT DISTINCT p.sku FROM category_products cp JOIN products p ON p.entity_id = cp.product_id
       WHERE cp.category_id IN (${marks}) AND p.parent_id IS NULL ORDER BY cp.position, p.entity_id LIMIT ?`,
    )
    .all(...categoryIds, limit) as { sku: string }[];
  return rows.map((r) => r.sku);
}
