-- Websites, store groups and store views (Magento's store_website, store_group, store) and their
-- configuration (Magento's core_config_data, scoped per store view).
CREATE TABLE store_websites (
  website_id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  default_group_id INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE store_groups (
  group_id INTEGER PRIMARY KEY,
  website_id INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  root_category_id INTEGER NOT NULL DEFAULT 2,
  default_store_id INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE stores (
  store_id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  website_id INTEGER NOT NULL DEFAULT 1,
  group_id INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1
);

-- store_id 0 holds the defaults; a row for a specific store overrides it.
CREATE TABLE store_config (
  store_id INTEGER NOT NULL,
  path TEXT NOT NULL,
  value TEXT,
  PRIMARY KEY (store_id, path)
);
