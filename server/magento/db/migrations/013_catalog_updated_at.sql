-- When each product, category and CMS page last changed (Magento's updated_at of catalog_product_entity,
-- catalog_category_entity and cms_page): the sitemaps' <lastmod> (server/storefront/sitemaps). Products have had
-- the column since 004; categories and CMS pages get it here.
--
-- The seeders write a fixed date (server/magento/seed/catalogue-file.ts, CATALOGUE_UPDATED_AT), so a seeded shop
-- is the same on every run. After that the column moves as Magento's admin moves it: when an editor saves what
-- a shopper or a search engine reads (name, URL, prices, status, visibility, texts), not when a sale changes
-- the stock. A write that sets updated_at itself keeps its value; a bulk load (seeding) is left alone.
-- SQLite's clock here, like 004's defaults: the stand-in's injected clock (clock.ts) is not seen by SQL.

ALTER TABLE categories ADD COLUMN updated_at TEXT;
ALTER TABLE cms_pages ADD COLUMN updated_at TEXT;

-- A database seeded before this migration: its categories and pages date from when its products were loaded.
UPDATE categories SET updated_at = COALESCE((SELECT MIN(updated_at) FROM products), datetime('now'));
UPDATE cms_pages SET updated_at = COALESCE((SELECT MIN(updated_at) FROM products), datetime('now'));

-- A row inserted without a date is new now.
CREATE TRIGGER categories_updated_at_insert AFTER INSERT ON categories WHEN new.updated_at IS NULL BEGIN
  UPDATE categories SET updated_at = datetime('now') WHERE entity_id = new.entity_id;
END;
CREATE TRIGGER cms_pages_updated_at_insert AFTER INSERT ON cms_pages WHEN new.updated_at IS NULL BEGIN
  UPDATE cms_pages SET updated_at = datetime('now') WHERE page_id = new.page_id;
END;

CREATE TRIGGER products_updated_at AFTER UPDATE OF name, url_key, price, special_price, status, visibility,
  brand_code, description, short_description, meta_title, meta_keyword, meta_description, is_top_deal, is_new
ON products WHEN new.updated_at IS old.updated_at AND (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE products SET updated_at = datetime('now') WHERE entity_id = new.entity_id;
END;
CREATE TRIGGER categories_updated_at AFTER UPDATE OF name, url_key, url_path, position, include_in_menu, image,
  description, meta_title, meta_description, display_mode, is_active
ON categories WHEN new.updated_at IS old.updated_at AND (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE categories SET updated_at = datetime('now') WHERE entity_id = new.entity_id;
END;
CREATE TRIGGER cms_pages_updated_at AFTER UPDATE OF identifier, title, content_heading, content, page_layout,
  meta_title, meta_keywords, meta_description, is_active
ON cms_pages WHEN new.updated_at IS old.updated_at AND (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE cms_pages SET updated_at = datetime('now') WHERE page_id = new.page_id;
END;
