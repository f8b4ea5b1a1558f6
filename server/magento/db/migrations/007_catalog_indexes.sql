-- The catalogue at scale (50,000 products, 2,000 categories): what 004's views computed on every query is
-- kept in tables instead, the way Magento's indexers keep catalog_product_index_price.
--
-- 1. Final prices: product_price_index was a view (a GROUP BY over every product and variant, run for each
--    search); it is now a table kept in step by triggers, one row per product (configurable products: the
--    range over their enabled variants). A bulk load rebuilds it once at the end (catalog-writer.ts).
DROP VIEW product_price_index;

CREATE VIEW product_price_source AS
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

CREATE TABLE product_price_index (
  entity_id INTEGER PRIMARY KEY REFERENCES products (entity_id) ON DELETE CASCADE,
  min_price REAL NOT NULL,
  max_price REAL NOT NULL,
  min_regular_price REAL NOT NULL,
  max_regular_price REAL NOT NULL
);
INSERT INTO product_price_index SELECT * FROM product_price_source;

-- Recomputes one product's row (a variant's change recomputes its parent's).
CREATE TABLE product_price_queue (entity_id INTEGER PRIMARY KEY);
CREATE TRIGGER product_price_refresh AFTER INSERT ON product_price_queue BEGIN
  DELETE FROM product_price_index WHERE entity_id = new.entity_id;
  INSERT INTO product_price_index
    SELECT * FROM product_price_source WHERE entity_id = new.entity_id
      AND EXISTS (SELECT 1 FROM products WHERE entity_id = new.entity_id);
  DELETE FROM product_price_queue;
END;
CREATE TRIGGER product_price_insert AFTER INSERT ON products
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  INSERT OR IGNORE INTO product_price_queue VALUES (new.entity_id);
  INSERT OR IGNORE INTO product_price_queue SELECT new.parent_id WHERE new.parent_id IS NOT NULL;
END;
CREATE TRIGGER product_price_update AFTER UPDATE OF price, special_price, status, parent_id ON products
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  INSERT OR IGNORE INTO product_price_queue VALUES (new.entity_id);
  INSERT OR IGNORE INTO product_price_queue SELECT new.parent_id WHERE new.parent_id IS NOT NULL;
  INSERT OR IGNORE INTO product_price_queue SELECT old.parent_id
    WHERE old.parent_id IS NOT NULL AND old.parent_id IS NOT new.parent_id;
END;
CREATE TRIGGER product_price_delete AFTER DELETE ON products BEGIN
  DELETE FROM product_price_index WHERE entity_id = old.entity_id;
  INSERT OR IGNORE INTO product_price_queue SELECT old.parent_id WHERE old.parent_id IS NOT NULL;
END;

-- 2. Anchor categories: a category's ancestors are the ids in its path ('1/2/10/43'), so they are found by
--    primary key instead of comparing every category's path with LIKE (2,000 comparisons per assignment).
DROP VIEW catalog_category_product_index;
CREATE VIEW catalog_category_product_index AS
SELECT anc.entity_id AS category_id, cp.product_id, MIN(cp.position) AS position
FROM category_products cp
JOIN categories leaf ON leaf.entity_id = cp.category_id
JOIN json_each('[' || replace(leaf.path, '/', ',') || ']') a
JOIN categories anc ON anc.entity_id = a.value AND anc.is_active = 1
GROUP BY anc.entity_id, cp.product_id;

DROP VIEW products_fts_source;
CREATE VIEW products_fts_source AS
SELECT p.entity_id, p.name,
  p.sku || COALESCE(' ' || (SELECT group_concat(c.sku, ' ') FROM products c WHERE c.parent_id = p.entity_id), '') AS sku,
  COALESCE((SELECT b.name FROM brands b WHERE b.code = p.brand_code), '') AS brand,
  COALESCE(p.meta_keyword, '') || ' ' || COALESCE((SELECT group_concat(anc.name, ' ') FROM category_products cp
    JOIN categories leaf ON leaf.entity_id = cp.category_id
    JOIN json_each('[' || replace(leaf.path, '/', ',') || ']') a
    JOIN categories anc ON anc.entity_id = a.value AND anc.level > 1
    WHERE cp.product_id = p.entity_id), '') AS keywords,
  COALESCE(p.short_description, '') || ' ' || COALESCE(p.description, '') AS description
FROM products p WHERE p.parent_id IS NULL;

-- 3. Indexes the catalogue's queries use at scale.
CREATE INDEX products_visible ON products (parent_id, status, visibility, position);
CREATE INDEX category_products_category_position ON category_products (category_id, position, product_id);
CREATE INDEX categories_path ON categories (path);
