-- Sales: carts (Magento's quote, quote_item, quote_address, quote_id_mask), cart price rules with coupons
-- (salesrule + salesrule_coupon, flattened), gift card accounts, shipping carriers, orders (sales_order,
-- sales_order_item, sales_order_address) and the sandbox payment gateways' transactions.
-- Money is INR; catalogue prices include GST (see schema/cart/totals.ts).

-- Offline shipping methods (Magento's flatrate / freeshipping carriers, configured per shop).
CREATE TABLE shipping_carriers (
  carrier_code TEXT NOT NULL,
  method_code TEXT NOT NULL,
  carrier_title TEXT NOT NULL,
  method_title TEXT NOT NULL,
  amount REAL NOT NULL CHECK (amount >= 0),
  -- the method costs nothing once the discounted subtotal reaches this; NULL: never free
  free_threshold REAL CHECK (free_threshold IS NULL OR free_threshold >= 0),
  -- working days from the order to the door; drives Cart.estimatedDeliveryDate
  delivery_days INTEGER NOT NULL CHECK (delivery_days >= 0),
  position INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (carrier_code, method_code)
);

-- A cart price rule with exactly one coupon code.
CREATE TABLE coupons (
  coupon_id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- the discount's label in Cart.prices.discounts
  label TEXT NOT NULL,
  -- Magento's simple_action: by_percent of the subtotal, or cart_fixed (an amount off the whole cart)
  discount_type TEXT NOT NULL CHECK (discount_type IN ('by_percent', 'cart_fixed')),
  discount_amount REAL NOT NULL CHECK (discount_amount > 0),
  -- cap of a percentage discount; NULL: uncapped
  max_discount REAL CHECK (max_discount IS NULL OR max_discount > 0),
  min_subtotal REAL NOT NULL DEFAULT 0,
  -- Zepp_CartTotals: the rule restricts payment to UPI (Cart.is_only_upi)
  is_only_upi INTEGER NOT NULL DEFAULT 0,
  -- signed-in customers only (Magento's customer groups: NOT LOGGED IN excluded)
  customer_only INTEGER NOT NULL DEFAULT 0,
  -- NULL: unlimited
  uses_per_coupon INTEGER,
  uses_per_customer INTEGER,
  times_used INTEGER NOT NULL DEFAULT 0,
  -- 'YYYY-MM-DD', inclusive; NULL: open-ended
  from_date TEXT,
  to_date TEXT,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE coupon_usage (
  coupon_id INTEGER NOT NULL REFERENCES coupons (coupon_id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (customer_id) ON DELETE CASCADE,
  times_used INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (coupon_id, customer_id)
);

-- Magento's giftcardaccount: a code with a spendable balance.
CREATE TABLE gift_card_accounts (
  giftcard_id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  balance REAL NOT NULL CHECK (balance >= 0),
  initial_balance REAL NOT NULL,
  -- 'YYYY-MM-DD', the last day it can be used; NULL: never expires
  expires_at TEXT,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE carts (
  cart_id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- the only id the storefront sees: 32 random characters, never sequential (Magento's quote_id_mask)
  masked_id TEXT NOT NULL UNIQUE,
  customer_id INTEGER REFERENCES customers (customer_id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  -- the guest's e-mail (setGuestEmailOnCart); customers' carts use the account's
  email TEXT,
  coupon_code TEXT,
  -- MW_RewardPoints: points the customer chose to spend on this cart
  reward_points INTEGER NOT NULL DEFAULT 0 CHECK (reward_points >= 0),
  shipping_carrier_code TEXT,
  shipping_method_code TEXT,
  payment_method TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
-- Magento keeps at most one active quote per customer.
CREATE UNIQUE INDEX carts_customer_active ON carts (customer_id) WHERE is_active = 1 AND customer_id IS NOT NULL;

CREATE TABLE cart_items (
  item_id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id INTEGER NOT NULL REFERENCES carts (cart_id) ON DELETE CASCADE,
  -- what is sold: a simple or virtual product, or the chosen variant of a configurable one
  product_id INTEGER NOT NULL REFERENCES products (entity_id) ON DELETE CASCADE,
  -- the configurable product the variant was chosen from
  parent_product_id INTEGER REFERENCES products (entity_id) ON DELETE CASCADE,
  qty REAL NOT NULL CHECK (qty > 0),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (cart_id, product_id)
);

CREATE TABLE cart_addresses (
  address_id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id INTEGER NOT NULL REFERENCES carts (cart_id) ON DELETE CASCADE,
  address_type TEXT NOT NULL CHECK (address_type IN ('shipping', 'billing')),
  customer_address_id INTEGER,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  company TEXT,
  street TEXT NOT NULL, -- JSON array of lines
  city TEXT NOT NULL,
  region TEXT,
  region_code TEXT,
  region_id INTEGER,
  postcode TEXT NOT NULL,
  country_id TEXT NOT NULL CHECK (country_id = 'IN'),
  telephone TEXT NOT NULL,
  same_as_billing INTEGER NOT NULL DEFAULT 0,
  save_in_address_book INTEGER NOT NULL DEFAULT 0,
  customer_notes TEXT,
  UNIQUE (cart_id, address_type)
);

CREATE TABLE cart_gift_cards (
  cart_id INTEGER NOT NULL REFERENCES carts (cart_id) ON DELETE CASCADE,
  giftcard_id INTEGER NOT NULL REFERENCES gift_card_accounts (giftcard_id) ON DELETE CASCADE,
  applied_at INTEGER NOT NULL,
  PRIMARY KEY (cart_id, giftcard_id)
);

CREATE TABLE orders (
  entity_id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- the order number the shopper sees ('000000001'); set in the placing transaction
  increment_id TEXT UNIQUE,
  -- one cart places at most one order, whatever races: the second insert fails
  cart_id INTEGER NOT NULL UNIQUE REFERENCES carts (cart_id),
  customer_id INTEGER REFERENCES customers (customer_id) ON DELETE SET NULL,
  store_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  customer_firstname TEXT NOT NULL,
  customer_lastname TEXT NOT NULL,
  -- Magento's state and status: new/pending, pending_payment, processing, canceled
  state TEXT NOT NULL,
  status TEXT NOT NULL,
  coupon_code TEXT,
  coupon_label TEXT,
  subtotal REAL NOT NULL,
  -- the catalogue discount (MRP minus selling price) and the coupon's, both positive
  mrp_discount REAL NOT NULL DEFAULT 0,
  discount_amount REAL NOT NULL DEFAULT 0,
  reward_points INTEGER NOT NULL DEFAULT 0,
  reward_amount REAL NOT NULL DEFAULT 0,
  gift_card_amount REAL NOT NULL DEFAULT 0,
  shipping_amount REAL NOT NULL DEFAULT 0,
  -- productsurcharge_fee x qty over the items
  handling_amount REAL NOT NULL DEFAULT 0,
  cod_fee REAL NOT NULL DEFAULT 0,
  tax_amount REAL NOT NULL DEFAULT 0,
  grand_total REAL NOT NULL CHECK (grand_total >= 0),
  shipping_carrier_code TEXT,
  shipping_method_code TEXT,
  shipping_description TEXT,
  payment_method TEXT NOT NULL,
  payment_title TEXT NOT NULL,
  payment_status TEXT NOT NULL CHECK (payment_status IN ('pending', 'paid', 'failed', 'on_delivery', 'not_required')),
  estimated_delivery TEXT,
  -- Magento's protect_code: the token of guestOrderByToken
  protect_code TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX orders_customer ON orders (customer_id, entity_id);

CREATE TABLE order_items (
  item_id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders (entity_id) ON DELETE CASCADE,
  -- no foreign keys to products: an order outlives the catalogue entries it names
  product_id INTEGER,
  parent_product_id INTEGER,
  sku TEXT NOT NULL,
  parent_sku TEXT,
  name TEXT NOT NULL,
  product_type TEXT NOT NULL,
  url_key TEXT,
  qty_ordered REAL NOT NULL,
  qty_canceled REAL NOT NULL DEFAULT 0,
  price REAL NOT NULL,
  original_price REAL NOT NULL,
  row_total REAL NOT NULL,
  discount_amount REAL NOT NULL DEFAULT 0,
  surcharge_amount REAL NOT NULL DEFAULT 0,
  -- JSON [{ "label": "Color", "value": "Blue" }]
  options TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX order_items_order ON order_items (order_id);

CREATE TABLE order_addresses (
  order_id INTEGER NOT NULL REFERENCES orders (entity_id) ON DELETE CASCADE,
  address_type TEXT NOT NULL CHECK (address_type IN ('shipping', 'billing')),
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  company TEXT,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  region TEXT,
  region_code TEXT,
  region_id INTEGER,
  postcode TEXT NOT NULL,
  country_id TEXT NOT NULL,
  telephone TEXT NOT NULL,
  PRIMARY KEY (order_id, address_type)
);

CREATE TABLE order_gift_cards (
  order_id INTEGER NOT NULL REFERENCES orders (entity_id) ON DELETE CASCADE,
  giftcard_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  amount REAL NOT NULL,
  PRIMARY KEY (order_id, giftcard_id)
);

-- The sandbox gateways' payments: one per order paid through a gateway.
CREATE TABLE payment_transactions (
  transaction_id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders (entity_id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  -- sha256 of the hosted page's token (the token itself is only ever in the payment URL)
  token_hash TEXT NOT NULL UNIQUE,
  amount REAL NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'failed')),
  -- the sub-method the shopper paid with on the hosted page: card, upi, netbanking, wallet, emi, bnpl
  method TEXT,
  -- the provider's payment id, from the signed callback
  gateway_reference TEXT,
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
