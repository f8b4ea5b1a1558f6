-- An order's life after it is placed, as Magento keeps it: every status it passed through
-- (sales_order_status_history), its shipments with their items and tracking numbers (sales_shipment,
-- sales_shipment_item, sales_shipment_track), its credit memos (sales_creditmemo, sales_creditmemo_item), and
-- how much of each item has shipped or been refunded. Times are 'YYYY-MM-DD HH:MM:SS' UTC from the server's
-- clock, as Magento returns them.

CREATE TABLE order_status_history (
  history_id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders (entity_id) ON DELETE CASCADE,
  -- the status the order reached (orders.status's codes)
  status TEXT NOT NULL,
  -- what the shopper or the operator said (a cancellation's reason); NULL for a plain change
  comment TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX order_status_history_order ON order_status_history (order_id, history_id);

-- The couriers a shipment can go with (Magento's carriers' codes and titles on a track).
CREATE TABLE shipment_carriers (
  carrier_code TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
INSERT INTO shipment_carriers (carrier_code, title, position) VALUES
  ('bluedart', 'Blue Dart', 1),
  ('delhivery', 'Delhivery', 2),
  ('indiapost', 'India Post', 3),
  ('ekart', 'Ekart', 4);

CREATE TABLE shipments (
  shipment_id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- the shipment number the shopper sees ('000000001'), set when it is written
  increment_id TEXT UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders (entity_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX shipments_order ON shipments (order_id, shipment_id);

CREATE TABLE shipment_items (
  shipment_item_id INTEGER PRIMARY KEY AUTOINCREMENT,
  shipment_id INTEGER NOT NULL REFERENCES shipments (shipment_id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL REFERENCES order_items (item_id) ON DELETE CASCADE,
  qty REAL NOT NULL CHECK (qty > 0)
);
CREATE INDEX shipment_items_shipment ON shipment_items (shipment_id);

CREATE TABLE shipment_tracks (
  track_id INTEGER PRIMARY KEY AUTOINCREMENT,
  shipment_id INTEGER NOT NULL REFERENCES shipments (shipment_id) ON DELETE CASCADE,
  carrier_code TEXT NOT NULL,
  title TEXT NOT NULL,
  track_number TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX shipment_tracks_shipment ON shipment_tracks (shipment_id);
-- The public tracking page finds a parcel by its carrier and number.
CREATE INDEX shipment_tracks_number ON shipment_tracks (carrier_code, track_number);

CREATE TABLE credit_memos (
  creditmemo_id INTEGER PRIMARY KEY AUTOINCREMENT,
  increment_id TEXT UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders (entity_id) ON DELETE CASCADE,
  amount REAL NOT NULL CHECK (amount >= 0),
  -- for the shopper: where the money went and when it reaches them
  comment TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX credit_memos_order ON credit_memos (order_id, creditmemo_id);

CREATE TABLE creditmemo_items (
  creditmemo_item_id INTEGER PRIMARY KEY AUTOINCREMENT,
  creditmemo_id INTEGER NOT NULL REFERENCES credit_memos (creditmemo_id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL REFERENCES order_items (item_id) ON DELETE CASCADE,
  qty REAL NOT NULL CHECK (qty > 0)
);
CREATE INDEX creditmemo_items_memo ON creditmemo_items (creditmemo_id);

ALTER TABLE order_items ADD COLUMN qty_shipped REAL NOT NULL DEFAULT 0;
ALTER TABLE order_items ADD COLUMN qty_refunded REAL NOT NULL DEFAULT 0;

-- The sandbox gateway's refund of an order's payment (the whole payment, once).
ALTER TABLE payment_transactions ADD COLUMN refunded_amount REAL;
ALTER TABLE payment_transactions ADD COLUMN refund_reference TEXT;
ALTER TABLE payment_transactions ADD COLUMN refunded_at INTEGER;

-- Orders placed before this migration: the status they were placed in, and the one they are in now.
INSERT INTO order_status_history (order_id, status, created_at)
  SELECT o.entity_id,
         CASE WHEN EXISTS (SELECT 1 FROM payment_transactions t WHERE t.order_id = o.entity_id)
              THEN 'pending_payment' ELSE 'pending' END,
         o.created_at
  FROM orders o;
INSERT INTO order_status_history (order_id, status, created_at)
  SELECT o.entity_id, o.status, o.updated_at
  FROM orders o
  WHERE o.status NOT IN ('pending', 'pending_payment');
