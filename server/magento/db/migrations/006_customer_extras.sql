-- Customer extras: sign-in throttling, addresses and regions, wishlists, saved payment methods, reward points,
-- notifications, push tokens, OTPs, sign-in links, pincodes, bills and recharge, referrals.
-- Times stored as INTEGER are ms since the epoch (the server clock, injectable in tests); TEXT times are
-- 'YYYY-MM-DD HH:MM:SS' UTC as Magento returns them.

-- Magento's oauth token throttling (RequestThrottler): failures per e-mail, known or not.
CREATE TABLE login_attempts (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  failures INTEGER NOT NULL DEFAULT 0,
  last_failure_at INTEGER NOT NULL
);

CREATE TABLE password_reset_requests (
  request_id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL COLLATE NOCASE,
  created_at INTEGER NOT NULL
);
CREATE INDEX password_reset_requests_email ON password_reset_requests (email, created_at);

-- Magento's directory_country_region, India only (AddDataForIndia, the ids a stock 2.4 install gives them).
CREATE TABLE directory_regions (
  region_id INTEGER PRIMARY KEY,
  country_id TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  UNIQUE (country_id, code)
);
INSERT INTO directory_regions (region_id, country_id, code, name) VALUES
  (533, 'IN', 'AN', 'Andaman and Nicobar Islands'), (534, 'IN', 'AP', 'Andhra Pradesh'),
  (535, 'IN', 'AR', 'Arunachal Pradesh'), (536, 'IN', 'AS', 'Assam'), (537, 'IN', 'BR', 'Bihar'),
  (538, 'IN', 'CH', 'Chandigarh'), (539, 'IN', 'CT', 'Chhattisgarh'), (540, 'IN', 'DN', 'Dadra and Nagar Haveli'),
  (541, 'IN', 'DD', 'Daman and Diu'), (542, 'IN', 'DL', 'Delhi'), (543, 'IN', 'GA', 'Goa'),
  (544, 'IN', 'GJ', 'Gujarat'), (545, 'IN', 'HR', 'Haryana'), (546, 'IN', 'HP', 'Himachal Pradesh'),
  (547, 'IN', 'JK', 'Jammu and Kashmir'), (548, 'IN', 'JH', 'Jharkhand'), (549, 'IN', 'KA', 'Karnataka'),
  (550, 'IN', 'KL', 'Kerala'), (551, 'IN', 'LD', 'Lakshadweep'), (552, 'IN', 'MP', 'Madhya Pradesh'),
  (553, 'IN', 'MH', 'Maharashtra'), (554, 'IN', 'MN', 'Manipur'), (555, 'IN', 'ML', 'Meghalaya'),
  (556, 'IN', 'MZ', 'Mizoram'), (557, 'IN', 'NL', 'Nagaland'), (558, 'IN', 'OR', 'Odisha'),
  (559, 'IN', 'PY', 'Puducherry'), (560, 'IN', 'PB', 'Punjab'), (561, 'IN', 'RJ', 'Rajasthan'),
  (562, 'IN', 'SK', 'Sikkim'), (563, 'IN', 'TN', 'Tamil Nadu'), (564, 'IN', 'TG', 'Telangana'),
  (565, 'IN', 'TR', 'Tripura'), (566, 'IN', 'UP', 'Uttar Pradesh'), (567, 'IN', 'UT', 'Uttarakhand'),
  (568, 'IN', 'WB', 'West Bengal');

CREATE TABLE pincodes (
  pincode TEXT PRIMARY KEY,
  city TEXT NOT NULL,
  region_id INTEGER NOT NULL REFERENCES directory_regions(region_id)
);

CREATE TABLE customer_addresses (
  address_id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  middlename TEXT,
  prefix TEXT,
  suffix TEXT,
  company TEXT,
  street TEXT NOT NULL, -- JSON array of lines
  city TEXT NOT NULL,
  region TEXT,
  region_code TEXT,
  region_id INTEGER,
  postcode TEXT,
  country_id TEXT NOT NULL DEFAULT 'IN',
  telephone TEXT NOT NULL,
  fax TEXT,
  vat_id TEXT,
  is_default_billing INTEGER NOT NULL DEFAULT 0,
  is_default_shipping INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id);

CREATE TABLE wishlists (
  wishlist_id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL UNIQUE REFERENCES customers(customer_id) ON DELETE CASCADE,
  sharing_code TEXT NOT NULL UNIQUE,
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE wishlist_items (
  wishlist_item_id INTEGER PRIMARY KEY AUTOINCREMENT,
  wishlist_id INTEGER NOT NULL REFERENCES wishlists(wishlist_id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
  qty REAL NOT NULL DEFAULT 1,
  description TEXT,
  added_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (wishlist_id, product_id)
);

-- Magento's vault_payment_token: cards and accounts a payment provider saved for the customer.
CREATE TABLE customer_payment_tokens (
  entity_id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  public_hash TEXT NOT NULL UNIQUE,
  payment_method_code TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('card', 'account')),
  details TEXT, -- JSON, e.g. {"type":"VI","maskedCC":"1111","expirationDate":"12/2030"}
  gateway_token TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

-- MW_RewardPoints: the balance is the sum of complete transactions' points.
CREATE TABLE reward_transactions (
  transaction_id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  points INTEGER NOT NULL,
  balance_after INTEGER NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'COMPLETE' CHECK (status IN ('PENDING', 'COMPLETE', 'CANCELLED', 'EXPIRED')),
  order_number TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  expires_at TEXT
);
CREATE INDEX reward_transactions_customer ON reward_transactions (customer_id, transaction_id);

CREATE TABLE customer_notifications (
  notification_id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  url TEXT,
  is_read INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX customer_notifications_customer ON customer_notifications (customer_id, notification_id);

CREATE TABLE fcm_tokens (
  token TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  updated_at INTEGER NOT NULL
);

CREATE TABLE app_downloads (
  download_id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at INTEGER NOT NULL
);

-- Zepp_MyAccountOtp: one row per OTP sent; the code is stored hashed.
CREATE TABLE otp_requests (
  otp_id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  target TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  consumed_at INTEGER
);
CREATE INDEX otp_requests_customer ON otp_requests (customer_id, type, target);

-- What a customer has verified beyond the custom attributes: institute e-mail, institute code.
CREATE TABLE customer_verifications (
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  value TEXT NOT NULL,
  verified_at INTEGER NOT NULL,
  PRIMARY KEY (customer_id, type)
);

CREATE TABLE institute_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  institute_name TEXT NOT NULL,
  plan TEXT NOT NULL CHECK (plan IN ('student', 'employee')),
  email_domain TEXT,
  is_active INTEGER NOT NULL DEFAULT 1
);

-- Signed sign-in links and magic links are single-use: a link's nonce is recorded when it is used.
CREATE TABLE used_link_nonces (
  nonce TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  used_at INTEGER NOT NULL
);

-- The mail-provider login sandbox: authorisation codes, stored hashed, single-use.
CREATE TABLE oauth_codes (
  code_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  state TEXT,
  email TEXT NOT NULL,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Zepp_Referral
CREATE TABLE referral_codes (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE
);

CREATE TABLE referrals (
  referee_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  referrer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  first_order_number TEXT,
  referrer_points INTEGER NOT NULL DEFAULT 0,
  rewarded_at TEXT
);
CREATE INDEX referrals_referrer ON referrals (referrer_id);

-- Zepp_BillPayments (a sandbox of the Setu BBPS API)
CREATE TABLE biller_categories (
  segment TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  icon TEXT,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE billers (
  biller_id TEXT PRIMARY KEY,
  segment TEXT NOT NULL REFERENCES biller_categories(segment),
  name TEXT NOT NULL,
  logo TEXT,
  fetch_supported INTEGER NOT NULL DEFAULT 1,
  params TEXT NOT NULL -- JSON array of BillerParam
);

CREATE TABLE recharge_plans (
  plan_id TEXT PRIMARY KEY,
  biller_id TEXT NOT NULL REFERENCES billers(biller_id),
  circle TEXT,
  amount REAL NOT NULL,
  validity TEXT NOT NULL,
  description TEXT NOT NULL
);

CREATE TABLE fetched_bills (
  ref_id TEXT PRIMARY KEY,
  biller_id TEXT NOT NULL REFERENCES billers(biller_id),
  params TEXT NOT NULL, -- JSON array of {name, value}, the biller's params in order
  customer_name TEXT NOT NULL,
  bill_number TEXT NOT NULL,
  bill_date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  amount REAL NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE bill_payments (
  payment_id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  biller_id TEXT NOT NULL REFERENCES billers(biller_id),
  ref_id TEXT REFERENCES fetched_bills(ref_id),
  plan_id TEXT,
  bill_number TEXT,
  params TEXT NOT NULL,
  amount REAL NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED', 'REFUNDED')),
  transaction_id TEXT NOT NULL UNIQUE,
  order_number TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX bill_payments_customer ON bill_payments (customer_id, payment_id);
