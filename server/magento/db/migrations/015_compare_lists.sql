-- Product compare lists (Magento's catalog_compare_list and catalog_compare_item, CompareListGraphQl).
--
-- A list is known to the storefront by its random 32-character uid (Magento's list_id_mask); the numeric id never
-- leaves the server. A guest's list has no customer; a customer has at most one list (Magento loads it by
-- customer_id), which a guest list is merged into when the guest signs in (assignCompareListToCustomer).
-- updated_at moves with every change of the list or its items: guest lists left alone for long are pruned
-- (server/magento/schema/compare/compare-service.ts), as nothing else can ever reach them.
CREATE TABLE compare_lists (
  list_id INTEGER PRIMARY KEY AUTOINCREMENT,
  list_id_mask TEXT NOT NULL UNIQUE CHECK (length(list_id_mask) = 32),
  customer_id INTEGER UNIQUE REFERENCES customers (customer_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX compare_lists_guest_age ON compare_lists (updated_at) WHERE customer_id IS NULL;

-- One row per product in a list, in the order added. store_id is the store view it was added in, as Magento
-- keeps it; the list answers in every store view.
CREATE TABLE compare_items (
  item_id INTEGER PRIMARY KEY AUTOINCREMENT,
  list_id INTEGER NOT NULL REFERENCES compare_lists (list_id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (entity_id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL,
  added_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (list_id, product_id)
);
CREATE INDEX compare_items_product ON compare_items (product_id);
