-- Category tree, URL rewrites and CMS content (Magento's catalog_category_entity, url_rewrite,
-- cms_page, cms_block), flattened: attributes are global, not per store view.
CREATE TABLE categories (
  entity_id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  url_key TEXT,
  url_path TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  level INTEGER NOT NULL,
  -- ids from the tree root, '/'-separated, ending with this category's id (e.g. '1/2/3')
  path TEXT NOT NULL,
  include_in_menu INTEGER NOT NULL DEFAULT 1,
  -- media path relative to /media (e.g. 'catalog/category/audio.png')
  image TEXT,
  description TEXT,
  meta_title TEXT,
  meta_description TEXT,
  display_mode TEXT NOT NULL DEFAULT 'PRODUCTS',
  is_anchor INTEGER NOT NULL DEFAULT 1,
  is_active INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX categories_parent ON categories (parent_id, position);
CREATE UNIQUE INDEX categories_url_path ON categories (url_path);

-- store_id 0 means "every store view"; a row for a specific store view wins over it.
CREATE TABLE url_rewrites (
  url_rewrite_id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id INTEGER NOT NULL DEFAULT 0,
  request_path TEXT NOT NULL,
  target_path TEXT NOT NULL,
  redirect_type INTEGER NOT NULL DEFAULT 0 CHECK (redirect_type IN (0, 301, 302)),
  entity_type TEXT NOT NULL CHECK (entity_type IN ('cms-page', 'category', 'product', 'custom')),
  entity_id INTEGER NOT NULL DEFAULT 0,
  UNIQUE (store_id, request_path)
);
CREATE INDEX url_rewrites_target ON url_rewrites (target_path);
CREATE INDEX url_rewrites_entity ON url_rewrites (entity_type, entity_id);

CREATE TABLE cms_pages (
  page_id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  content_heading TEXT,
  content TEXT NOT NULL DEFAULT '',
  page_layout TEXT NOT NULL DEFAULT 'cms-full-width',
  meta_title TEXT,
  meta_keywords TEXT,
  meta_description TEXT,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE cms_blocks (
  block_id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  is_active INTEGER NOT NULL DEFAULT 1
);
