-- Tax invoices (Magento's sales_invoice and sales_invoice_item), one per order, written in the transaction that
-- captures the order's payment: a gateway's approval, a zero-to-pay order when placed, cash on delivery when
-- delivered. Each line keeps the HSN code, GST rate and taxable value it was invoiced with (invoices/gst-rates.ts),
-- so a later change to the table or the catalogue never changes an invoice already issued. Money is INR, GST
-- included in every amount except `taxable_amount`.
CREATE TABLE invoices (
  invoice_id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- the invoice number the shopper sees ('000000001'), a sequence of its own as in Magento
  increment_id TEXT UNIQUE,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders (entity_id) ON DELETE CASCADE,
  -- the GST state code of the place of supply (the shipping address's state; the billing one for virtual orders)
  place_of_supply TEXT NOT NULL,
  -- goods before order-level deductions, incl. GST (the order's subtotal)
  subtotal REAL NOT NULL,
  -- the coupon's and the reward coins' money off the goods (positive)
  discount_amount REAL NOT NULL DEFAULT 0,
  shipping_amount REAL NOT NULL DEFAULT 0,
  -- handling charges plus the payment method's fee (cash on delivery)
  charges_amount REAL NOT NULL DEFAULT 0,
  taxable_amount REAL NOT NULL,
  tax_amount REAL NOT NULL,
  -- gift cards are a means of payment: the invoice's value is grand_total + gift_card_amount
  gift_card_amount REAL NOT NULL DEFAULT 0,
  grand_total REAL NOT NULL CHECK (grand_total >= 0),
  -- 'YYYY-MM-DD HH:MM:SS' UTC from the server's clock: the invoice date
  created_at TEXT NOT NULL
);

-- One row per order item (kind 'item') and per charge (shipping, handling, payment fee) the invoice bills.
CREATE TABLE invoice_items (
  invoice_item_id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_id INTEGER NOT NULL REFERENCES invoices (invoice_id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('item', 'shipping', 'handling', 'payment_fee')),
  -- NULL for a charge
  order_item_id INTEGER REFERENCES order_items (item_id) ON DELETE CASCADE,
  description TEXT NOT NULL,
  sku TEXT,
  qty REAL NOT NULL CHECK (qty > 0),
  -- the unit's selling price incl. GST, before discounts
  price REAL NOT NULL,
  -- this line's share of the coupon and reward coins (positive)
  discount_amount REAL NOT NULL DEFAULT 0,
  -- what the line bills incl. GST: price x qty - discount; taxable_amount + tax_amount
  row_total REAL NOT NULL,
  -- HSN (goods) or SAC (services) code
  hsn_code TEXT NOT NULL,
  -- GST rate in percent (CGST + SGST, or IGST)
  tax_rate REAL NOT NULL CHECK (tax_rate >= 0),
  taxable_amount REAL NOT NULL,
  tax_amount REAL NOT NULL
);
CREATE INDEX invoice_items_invoice ON invoice_items (invoice_id);
CREATE INDEX invoice_items_order_item ON invoice_items (order_item_id);
