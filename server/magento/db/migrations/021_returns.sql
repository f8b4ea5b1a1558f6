-- Zepp_Returns: returns (Magento_Rma's magento_rma, magento_rma_item_entity and magento_rma_status_history). A
-- customer asks to return items of a delivered order within the return window; the operator then authorizes,
-- receives and approves (or rejects) it, and closes it. Statuses are Magento's ReturnStatus / ReturnItemStatus
-- in lower case. The item's reason, condition and resolution are the option ids of the RMA item attributes
-- (schema/returns/return-attributes.ts), as Magento keeps select attributes. Times are 'YYYY-MM-DD HH:MM:SS' UTC
-- from the stand-in's clock.
CREATE TABLE returns (
  return_id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The human-readable number (Return.number), set right after the row is written: its id, zero-padded.
  increment_id TEXT UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders (entity_id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers (customer_id) ON DELETE SET NULL,
  store_id INTEGER NOT NULL,
  contact_email TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX returns_customer ON returns (customer_id, return_id);
CREATE INDEX returns_order ON returns (order_id);

CREATE TABLE return_items (
  return_item_id INTEGER PRIMARY KEY AUTOINCREMENT,
  return_id INTEGER NOT NULL REFERENCES returns (return_id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL REFERENCES order_items (item_id) ON DELETE CASCADE,
  qty_requested REAL NOT NULL CHECK (qty_requested > 0),
  -- What the operator authorized (ReturnItem.quantity): 0 until then.
  qty_authorized REAL NOT NULL DEFAULT 0,
  status TEXT NOT NULL,
  reason_id INTEGER NOT NULL,
  condition_id INTEGER,
  resolution_id INTEGER NOT NULL
);
CREATE INDEX return_items_return ON return_items (return_id);
CREATE INDEX return_items_order_item ON return_items (order_item_id);

CREATE TABLE return_comments (
  comment_id INTEGER PRIMARY KEY AUTOINCREMENT,
  return_id INTEGER NOT NULL REFERENCES returns (return_id) ON DELETE CASCADE,
  author_name TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX return_comments_return ON return_comments (return_id, comment_id);
