-- Zepp_StockAlerts: back-in-stock alerts, as Magento_ProductAlert keeps them (product_alert_stock). A customer
-- has at most one alert per product and store view (the store view decides the product link's URL); it waits
-- (notified_at NULL) until the product is back in stock, is then sent once and kept as notified. Subscribing again
-- re-arms the same row, as Magento's resource model resets its status. Times are 'YYYY-MM-DD HH:MM:SS' UTC, as
-- Magento returns them, from the stand-in's clock.
CREATE TABLE product_alert_stock (
  alert_stock_id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers (customer_id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (entity_id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  notified_at TEXT,
  UNIQUE (customer_id, product_id, store_id)
);
CREATE INDEX product_alert_stock_customer ON product_alert_stock (customer_id, store_id, alert_stock_id);
-- The sender reads the waiting alerts only.
CREATE INDEX product_alert_stock_waiting ON product_alert_stock (product_id) WHERE notified_at IS NULL;
