-- Zepp_BillPayments through the payment gateways: a bill or recharge is paid on a gateway's hosted page, like a
-- gateway order (payment_transactions), and the gateway's signed callback settles it. One per bill payment.
CREATE TABLE bill_payment_transactions (
  transaction_id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_id INTEGER NOT NULL UNIQUE REFERENCES bill_payments (payment_id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  -- sha256 of the hosted page's token (the token itself is only ever in the payment URL)
  token_hash TEXT NOT NULL UNIQUE,
  amount REAL NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'failed')),
  method TEXT,
  gateway_reference TEXT,
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
