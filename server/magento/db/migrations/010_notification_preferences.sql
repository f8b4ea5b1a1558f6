-- /communications: which notifications the customer wants besides the newsletter (is_subscribed). Read and
-- written as the custom attributes notify_order_updates and notify_offers ('1' or '0'); both on by default.
ALTER TABLE customers ADD COLUMN notify_order_updates INTEGER NOT NULL DEFAULT 1 CHECK (notify_order_updates IN (0, 1));
ALTER TABLE customers ADD COLUMN notify_offers INTEGER NOT NULL DEFAULT 1 CHECK (notify_offers IN (0, 1));
