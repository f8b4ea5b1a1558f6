-- When an order was delivered (the operator's `deliver`, the courier's proof of delivery): the return window
-- (requestReturn) and the order's timeline count from it. 'YYYY-MM-DD HH:MM:SS' UTC, as Magento's times; NULL
-- while the order has not been delivered.
ALTER TABLE orders ADD COLUMN delivered_at TEXT;
