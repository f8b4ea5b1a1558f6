import type { Db } from '../connection';
import { prepared } from './statements';
import { updateColumns } from './catalog-writer';

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
  /** 'YYYY-MM-DD HH:MM:SS' (UTC): when an editor last saved it (migration 013); omitted on insert = now. */
  updated_at?: string | null;
}

export interface CmsBlockRow {
  block_id: number;
  identifier: string;
  title: string;
  content: string;
  is_active: number;
}

export function insertCmsPage(db: Db, row: CmsPageRow): void {
  prepared(
    db,
    `INSERT INTO cms_pages (page_id, identifier, title, content_heading, content, page_layout, meta_title,
       meta_keywords, meta_description, is_active, updated_at)
     VALUES (@page_id, @identifier, @title, @content_heading, @content, @page_layout, @meta_title,
       @meta_keywords, @meta_description, @is_active, @updated_at)`,
  ).run({ updated_at: null, ...row });
}

export function insertCmsBlock(db: Db, row: CmsBlockRow): void {
  prepared(
    db,
    `INSERT INTO cms_blocks (block_id, identifier, title, content, is_active)
     VALUES (@block_id, @identifier, @title, @content, @is_active)`,
  ).run(row);
}

/** A page whatever its status (Magento tells a disabled page from a missing one). */
export function findPage(db: Db, key: { id: number } | { identifier: string }): CmsPageRow | undefined {
  return (
    'id' in key
      ? db.prepare('SELECT * FROM cms_pages WHERE page_id = ?').get(key.id)
      : db.prepare('SELECT * FROM cms_pages WHERE identifier = ?').get(key.identifier)
  ) as CmsPageRow | undefined;
}

export function findActivePageByIdentifier(db: Db, identifier: string): CmsPageRow | undefined {
  return prepared(db, 'SELECT * FROM cms_pages WHERE identifier = ? AND is_active = 1').get(identifier) as
    CmsPageRow | undefined;
}

export function findActivePageById(db: Db, id: number): CmsPageRow | undefined {
  return prepared(db, 'SELECT * FROM cms_pages WHERE page_id = ? AND is_active = 1').get(id) as
    CmsPageRow | undefined;
}

export function findActiveBlockByIdentifier(db: Db, identifier: string): CmsBlockRow | undefined {
  return prepared(db, 'SELECT * FROM cms_blocks WHERE identifier = ? AND is_active = 1').get(identifier) as
    CmsBlockRow | undefined;
}

export function findActiveBlockById(db: Db, id: number): CmsBlockRow | undefined {
  return prepared(db, 'SELECT * FROM cms_blocks WHERE block_id = ? AND is_active = 1').get(id) as
    CmsBlockRow | undefined;
}

/** A CMS page as a sitemap lists it. */
export interface SitemapPageRow {
  page_id: number;
  identifier: string;
  title: string;
  updated_at: string | null;
}

/** Active pages but `excluded` (the store's 404 page), by id: one page of them and how many there are. */
export function listSitemapPages(
  db: Db,
  excluded: string | null,
  page: { size: number; offset: number },
): { rows: SitemapPageRow[]; total: number } {
  const where = 'FROM cms_pages WHERE is_active = 1 AND identifier IS NOT ?';
  const total = (prepared(db, `SELECT COUNT(*) AS n ${where}`).get(excluded) as { n: number }).n;
  const rows = prepared(
    db,
    `SELECT page_id, identifier, title, updated_at ${where} ORDER BY page_id LIMIT ? OFFSET ?`,
  ).all(excluded, page.size, page.offset) as SitemapPageRow[];
  return { rows, total };
}

export interface WidgetProduct {
  sku: string;
  name: string;
  url_key: string | null;
}

/**
 * Products for the Page Builder products widget: those in the categories or below them (categories are
 * anchors, as in Magento), enabled and visible in the catalog; [] until the catalog tables exist.
 */
export function listWidgetProducts(db: Db, categoryIds: readonly number[], limit: number): WidgetProduct[] {
  const hasCatalog = prepared(
    db,
    "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('products', 'category_products')",
  ).get() as { n: number };
  if (hasCatalog.n < 2 || categoryIds.length === 0) return [];
  const marks = categoryIds.map(() => '?').join(',');
  return prepared(
    db,
    `WITH roots AS (SELECT path FROM categories WHERE entity_id IN (${marks})),
            tree AS (SELECT c.entity_id FROM categories c JOIN roots r ON c.path >= r.path AND c.path < r.path || '0')
       SELECT p.sku, p.name, p.url_key FROM products p
       WHERE p.parent_id IS NULL AND p.status = 1 AND p.visibility IN (2, 4)
         AND p.entity_id IN (SELECT product_id FROM category_products WHERE category_id IN (SELECT entity_id FROM tree))
       ORDER BY p.entity_id LIMIT ?`,
  ).all(...categoryIds, limit) as WidgetProduct[];
}

const PAGE_EDITABLE = [
  'title',
  'content_heading',
  'content',
  'page_layout',
  'meta_title',
  'meta_keywords',
  'meta_description',
  'is_active',
] as const;
const BLOCK_EDITABLE = ['title', 'content', 'is_active'] as const;

/** Edits a CMS page (by identifier); 008's triggers move the catalog version, so caches drop the old page. */
export const updateCmsPage = (
  db: Db,
  identifier: string,
  changes: Partial<Record<(typeof PAGE_EDITABLE)[number], string | number | null>>,
): number =>
  updateColumns(db, 'cms_pages', { column: 'identifier', value: identifier }, changes, PAGE_EDITABLE);

/** Edits a CMS block (by identifier). */
export const updateCmsBlock = (
  db: Db,
  identifier: string,
  changes: Partial<Record<(typeof BLOCK_EDITABLE)[number], string | number | null>>,
): number =>
  updateColumns(db, 'cms_blocks', { column: 'identifier', value: identifier }, changes, BLOCK_EDITABLE);
