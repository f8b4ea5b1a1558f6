-- Product specifications and search terms (the catalogue's side of issue 25).
--
-- Specifications are Magento's user-defined product attributes (eav_attribute + catalog_eav_attribute), flattened:
-- one row per attribute with the properties custom_attributesV2 and attributesList filter by, and one text value
-- per product and attribute (catalog_product_entity_varchar). The product page shows the attributes visible on
-- the front, in position order, labelled from attributesList.
CREATE TABLE catalog_attributes (
  attribute_code TEXT PRIMARY KEY CHECK (attribute_code GLOB '[a-z]*' AND attribute_code NOT GLOB '*[^a-z0-9_]*'),
  label TEXT NOT NULL,
  -- Magento's frontend_input; only text attributes here (select ones are colour and size: attribute_options)
  frontend_input TEXT NOT NULL DEFAULT 'text' CHECK (frontend_input IN ('text', 'textarea')),
  is_visible_on_front INTEGER NOT NULL DEFAULT 1,
  is_comparable INTEGER NOT NULL DEFAULT 1,
  is_html_allowed_on_front INTEGER NOT NULL DEFAULT 0,
  used_in_product_listing INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE product_attribute_values (
  product_id INTEGER NOT NULL REFERENCES products (entity_id) ON DELETE CASCADE,
  attribute_code TEXT NOT NULL REFERENCES catalog_attributes (attribute_code) ON DELETE CASCADE,
  value TEXT NOT NULL,
  PRIMARY KEY (product_id, attribute_code)
);

CREATE TRIGGER catalog_version_attributes AFTER INSERT ON catalog_attributes
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_attributes_update AFTER UPDATE ON catalog_attributes
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_attributes_delete AFTER DELETE ON catalog_attributes
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_attribute_values AFTER INSERT ON product_attribute_values
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_attribute_values_update AFTER UPDATE ON product_attribute_values
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_attribute_values_delete AFTER DELETE ON product_attribute_values
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;

-- Search terms (Magento's search_query): every search a shopper runs on the search page, per store view, with
-- how often it was run (popularity) and how many products it found the last time (num_results). The popular
-- ones (found something, run most often) are suggested when a search finds nothing. Not part of the catalogue
-- version: a count changes no catalogue answer, and popularSearchTerms is not cached.
CREATE TABLE search_terms (
  query_id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL,
  -- trimmed, lower-cased, inner whitespace collapsed
  query_text TEXT NOT NULL CHECK (length(query_text) BETWEEN 1 AND 128),
  num_results INTEGER NOT NULL DEFAULT 0,
  popularity INTEGER NOT NULL DEFAULT 1,
  -- Magento's display_in_terms: a merchant hides a term from suggestions without deleting its counts
  display_in_terms INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (store_id, query_text)
);
CREATE INDEX search_terms_popular ON search_terms (store_id, popularity DESC);
