-- Catalog (Magento's catalog_product_entity and friends), flattened: attributes are global, prices are in the
-- base currency (INR). Visible products have parent_id NULL; the variants of a configurable product point at it
-- with parent_id and are not visible on their own (visibility 1).

CREATE TABLE brands (
  brand_id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  -- the brand page's URL key (a url_rewrites row 'brand/{url_key}.html')
  url_key TEXT NOT NULL UNIQUE,
  -- media path relative to /media, e.g. 'brands/samsung.png'
  logo TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  is_featured INTEGER NOT NULL DEFAULT 1
);

-- Options of the configurable (select) attributes color and size: Magento's eav_attribute_option.
CREATE TABLE attribute_options (
  option_id INTEGER PRIMARY KEY,
  attribute_code TEXT NOT NULL CHECK (attribute_code IN ('color', 'size')),
  label TEXT NOT NULL,
  -- '#rrggbb' for colours (the swatch), NULL for sizes
  swatch TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (attribute_code, label)
);

CREATE TABLE products (
  entity_id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE COLLATE NOCASE,
  type_id TEXT NOT NULL CHECK (type_id IN ('simple', 'configurable', 'virtual')),
  parent_id INTEGER REFERENCES products (entity_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  url_key TEXT UNIQUE,
  price REAL NOT NULL CHECK (price >= 0),
  special_price REAL CHECK (special_price IS NULL OR special_price >= 0),
  qty REAL NOT NULL DEFAULT 0,
  is_in_stock INTEGER NOT NULL DEFAULT 1,
  -- 1 enabled, 2 disabled (Magento's status)
  status INTEGER NOT NULL DEFAULT 1,
  -- 1 not visible individually, 2 catalog, 3 search, 4 catalog and search (Magento's visibility)
  visibility INTEGER NOT NULL DEFAULT 4,
  brand_code TEXT REFERENCES brands (code),
  color_id INTEGER REFERENCES attribute_options (option_id),
  size_id INTEGER REFERENCES attribute_options (option_id),
  description TEXT,
  short_description TEXT,
  meta_title TEXT,
  meta_keyword TEXT,
  meta_description TEXT,
  weight REAL,
  country_of_manufacture TEXT,
  min_sale_qty REAL NOT NULL DEFAULT 1,
  max_sale_qty REAL NOT NULL DEFAULT 10,
  -- Zepp_CatalogExtras
  productsurcharge_fee REAL,
  is_top_deal INTEGER NOT NULL DEFAULT 0,
  -- Luma's 'new' attribute (new arrivals) and the units sold (bestsellers)
  is_new INTEGER NOT NULL DEFAULT 0,
  qty_sold INTEGER NOT NULL DEFAULT 0,
  -- merchandiser's pin in the bestseller list (1 first); unpinned products follow by qty_sold
  bestseller_rank INTEGER,
  -- the merchandiser's order when no category gives one
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX products_parent ON products (parent_id);
CREATE INDEX products_brand ON products (brand_code);

-- Explicit assignments (leaf categories); anchor categories see their descendants' products through the view
-- catalog_category_product_index below.
CREATE TABLE category_products (
  category_id INTEGER NOT NULL REFERENCES categories (entity_id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (entity_id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX category_products_product ON category_products (product_id);

CREATE TABLE product_media (
  value_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (entity_id) ON DELETE CASCADE,
  -- Magento's file path under media/catalog/product, e.g. '/s/a/samsung-galaxy-m35-1.jpg'; variants of one
  -- colour in several sizes share their files
  file TEXT NOT NULL,
  label TEXT,
  position INTEGER NOT NULL DEFAULT 1,
  disabled INTEGER NOT NULL DEFAULT 0,
  -- comma-separated roles: image, small_image, thumbnail, swatch_image
  roles TEXT NOT NULL DEFAULT ''
);
CREATE INDEX product_media_product ON product_media (product_id, position);

-- How to draw a media file the demo catalogue has no photograph for (path relative to /media, art = JSON of
-- server/magento/media/art.ts's ArtSpec). The media route renders it on first request and keeps the file.
CREATE TABLE generated_media (
  path TEXT PRIMARY KEY,
  art TEXT NOT NULL
);

CREATE TABLE product_competitor_prices (
  product_id INTEGER NOT NULL REFERENCES products (entity_id) ON DELETE CASCADE,
  platform TEXT NOT NULL,
  price REAL NOT NULL,
  url TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, platform)
);

CREATE TABLE product_tier_prices (
  product_id INTEGER NOT NULL REFERENCES products (entity_id) ON DELETE CASCADE,
  qty REAL NOT NULL,
  value REAL NOT NULL,
  PRIMARY KEY (product_id, qty)
);

CREATE TABLE product_links (
  product_id INTEGER NOT NULL REFERENCES products (entity_id) ON DELETE CASCADE,
  linked_product_id INTEGER NOT NULL REFERENCES products (entity_id) ON DELETE CASCADE,
  link_type TEXT NOT NULL CHECK (link_type IN ('related', 'upsell', 'crosssell')),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, link_type, linked_product_id)
);

-- The attributes a configurable product is configured by (Magento's catalog_product_super_attribute).
CREATE TABLE product_super_attributes (
  product_id INTEGER NOT NULL REFERENCES products (entity_id) ON DELETE CASCADE,
  attribute_code TEXT NOT NULL CHECK (attribute_code IN ('color', 'size')),
  label TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, attribute_code)
);

-- Final prices (special price when lower), and for configurable products the range over enabled variants.
CREATE VIEW product_price_index AS
WITH own AS (
  SELECT entity_id, parent_id, status, price AS regular,
    CASE WHEN special_price IS NOT NULL AND special_price < price THEN special_price ELSE price END AS final
  FROM products
)
SELECT p.entity_id,
  COALESCE(MIN(c.final), p.final) AS min_price,
  COALESCE(MAX(c.final), p.final) AS max_price,
  COALESCE(MIN(c.regular), p.regular) AS min_regular_price,
  COALESCE(MAX(c.regular), p.regular) AS max_regular_price
FROM own p LEFT JOIN own c ON c.parent_id = p.entity_id AND c.status = 1
GROUP BY p.entity_id;

-- Anchor categories: a product belongs to its categories and to all their ancestors (Magento's
-- catalog_category_product_index), at the smallest position it has among them.
CREATE VIEW catalog_category_product_index AS
SELECT anc.entity_id AS category_id, cp.product_id, MIN(cp.position) AS position
FROM category_products cp
JOIN categories leaf ON leaf.entity_id = cp.category_id
JOIN categories anc ON anc.is_active = 1 AND (leaf.path = anc.path OR leaf.path LIKE anc.path || '/%')
GROUP BY anc.entity_id, cp.product_id;

-- Full-text search over visible products: name, SKUs (the product's and its variants'), brand name, keywords
-- (meta keywords and the names of the product's categories, so 'phone' finds what is under Smartphones),
-- description. Kept in step by the triggers below; rowid = products.entity_id.
CREATE VIRTUAL TABLE products_fts USING fts5 (
  name, sku, brand, keywords, description,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
CREATE VIRTUAL TABLE products_fts_vocab USING fts5vocab (products_fts, 'row');

-- What the search index holds for each visible product.
CREATE VIEW products_fts_source AS
SELECT p.entity_id, p.name,
  p.sku || COALESCE(' ' || (SELECT group_concat(c.sku, ' ') FROM products c WHERE c.parent_id = p.entity_id), '') AS sku,
  COALESCE((SELECT b.name FROM brands b WHERE b.code = p.brand_code), '') AS brand,
  COALESCE(p.meta_keyword, '') || ' ' || COALESCE((SELECT group_concat(anc.name, ' ') FROM category_products cp
    JOIN categories leaf ON leaf.entity_id = cp.category_id
    JOIN categories anc ON anc.level > 1 AND (leaf.path = anc.path OR leaf.path LIKE anc.path || '/%')
    WHERE cp.product_id = p.entity_id), '') AS keywords,
  COALESCE(p.short_description, '') || ' ' || COALESCE(p.description, '') AS description
FROM products p WHERE p.parent_id IS NULL;

-- A counter bumped by every catalog write: in-memory caches keyed by it can never serve stale stock or prices.
-- While bulk_load is 1 (a seeder loading thousands of rows) the triggers stand aside and the loader rebuilds
-- the search index and bumps the version once at the end (db/repositories/catalog-writer.ts).
CREATE TABLE catalog_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  bulk_load INTEGER NOT NULL DEFAULT 0
);
INSERT INTO catalog_state (id, version) VALUES (1, 1);

-- Rebuilds the search row of one visible product (a variant's change rebuilds its parent's row).
CREATE TABLE products_fts_queue (entity_id INTEGER PRIMARY KEY);
CREATE TRIGGER products_fts_refresh AFTER INSERT ON products_fts_queue BEGIN
  DELETE FROM products_fts WHERE rowid = new.entity_id;
  INSERT INTO products_fts (rowid, name, sku, brand, keywords, description)
  SELECT entity_id, name, sku, brand, keywords, description FROM products_fts_source WHERE entity_id = new.entity_id;
  DELETE FROM products_fts_queue;
END;
CREATE TRIGGER products_fts_insert AFTER INSERT ON products
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  INSERT INTO products_fts_queue VALUES (COALESCE(new.parent_id, new.entity_id));
END;
CREATE TRIGGER products_fts_update AFTER UPDATE OF name, sku, brand_code, description, short_description, parent_id
ON products WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  INSERT INTO products_fts_queue VALUES (COALESCE(new.parent_id, new.entity_id));
END;
CREATE TRIGGER products_fts_category_insert AFTER INSERT ON category_products
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  INSERT INTO products_fts_queue VALUES (new.product_id);
END;
CREATE TRIGGER products_fts_category_delete AFTER DELETE ON category_products
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  INSERT INTO products_fts_queue VALUES (old.product_id);
END;
CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
  DELETE FROM products_fts WHERE rowid = old.entity_id;
  INSERT INTO products_fts_queue SELECT old.parent_id WHERE old.parent_id IS NOT NULL;
END;

CREATE TRIGGER catalog_version_products_insert AFTER INSERT ON products
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_products_update AFTER UPDATE ON products
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_products_delete AFTER DELETE ON products
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_category_products AFTER INSERT ON category_products
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_category_products_delete AFTER DELETE ON category_products
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_media AFTER INSERT ON product_media
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_links AFTER INSERT ON product_links
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_brands AFTER UPDATE ON brands
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_competitor_prices AFTER INSERT ON product_competitor_prices
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_tier_prices AFTER INSERT ON product_tier_prices
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
