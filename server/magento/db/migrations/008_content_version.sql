-- Every in-memory cache of the server (search results, product shapes, whole answers of catalogue and content
-- queries: server/magento/schema/catalog/cache.ts and response-cache.ts) belongs to one catalog_state.version,
-- so it must move on any change to what those answers are made of: products and their parts (004's triggers),
-- and now also categories, URL rewrites, CMS pages and blocks, brands, attribute options and the store views
-- and their configuration. A write through any path (a repository, a seeder outside bulk load, plain SQL)
-- shows on the next request.

CREATE TRIGGER content_version_category_products_update AFTER UPDATE ON category_products
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_product_media_update AFTER UPDATE ON product_media
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_product_media_delete AFTER DELETE ON product_media
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_product_links_update AFTER UPDATE ON product_links
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_product_links_delete AFTER DELETE ON product_links
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_product_competitor_prices_update AFTER UPDATE ON product_competitor_prices
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_product_competitor_prices_delete AFTER DELETE ON product_competitor_prices
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_product_tier_prices_update AFTER UPDATE ON product_tier_prices
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_product_tier_prices_delete AFTER DELETE ON product_tier_prices
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_product_super_attributes_insert AFTER INSERT ON product_super_attributes
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_product_super_attributes_update AFTER UPDATE ON product_super_attributes
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_product_super_attributes_delete AFTER DELETE ON product_super_attributes
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_brands_insert AFTER INSERT ON brands
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_brands_delete AFTER DELETE ON brands
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_attribute_options_insert AFTER INSERT ON attribute_options
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_attribute_options_update AFTER UPDATE ON attribute_options
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_attribute_options_delete AFTER DELETE ON attribute_options
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_categories_insert AFTER INSERT ON categories
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_categories_update AFTER UPDATE ON categories
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_categories_delete AFTER DELETE ON categories
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_url_rewrites_insert AFTER INSERT ON url_rewrites
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_url_rewrites_update AFTER UPDATE ON url_rewrites
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_url_rewrites_delete AFTER DELETE ON url_rewrites
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_cms_pages_insert AFTER INSERT ON cms_pages
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_cms_pages_update AFTER UPDATE ON cms_pages
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_cms_pages_delete AFTER DELETE ON cms_pages
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_cms_blocks_insert AFTER INSERT ON cms_blocks
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_cms_blocks_update AFTER UPDATE ON cms_blocks
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_cms_blocks_delete AFTER DELETE ON cms_blocks
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_stores_insert AFTER INSERT ON stores
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_stores_update AFTER UPDATE ON stores
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_stores_delete AFTER DELETE ON stores
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_store_config_insert AFTER INSERT ON store_config
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_store_config_update AFTER UPDATE ON store_config
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER content_version_store_config_delete AFTER DELETE ON store_config
WHEN (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
