-- Customers (Magento's customer_entity) and their bearer tokens (Magento's oauth_token for customers).
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  middlename TEXT,
  prefix TEXT,
  suffix TEXT,
  dob TEXT,
  gender INTEGER,
  taxvat TEXT,
  is_subscribed INTEGER NOT NULL DEFAULT 0,
  -- The shop's custom customer attributes (custom_attributes codes), each saved once verified by OTP.
  mobile_number TEXT,
  secondary_email TEXT COLLATE NOCASE,
  -- scrypt$N$r$p$salt$hash (see server/magento/auth/passwords.ts); '' when the account has no password yet
  -- (created by a mail-provider login), so no password can match it.
  password_hash TEXT NOT NULL,
  store_id INTEGER NOT NULL DEFAULT 1,
  is_active INTEGER NOT NULL DEFAULT 1,
  -- Password-reset token, stored hashed like bearer tokens; cleared once used.
  rp_token_hash TEXT,
  rp_token_created_at INTEGER,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);

-- A phone signs in one account (/autosignin/phone/{phone}), so a verified number belongs to one customer.
CREATE UNIQUE INDEX customers_mobile_number ON customers (mobile_number) WHERE mobile_number IS NOT NULL;

-- Tokens are stored hashed (sha256) so a leaked database does not leak sessions.
CREATE TABLE customer_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX customer_tokens_customer ON customer_tokens (customer_id);
