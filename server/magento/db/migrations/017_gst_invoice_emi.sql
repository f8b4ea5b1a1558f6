-- GST invoices and card EMI (Zepp_GstInvoice, Zepp_Emi).
--
-- A business buyer's GSTIN travels as Magento's own vat_id on the cart's and the order's addresses (quote_address
-- and sales_order_address carry vat_id in Magento; the business name is their existing company column). The shop
-- checks it as a GSTIN (common/gst/gstin.ts) before it is stored.
ALTER TABLE cart_addresses ADD COLUMN vat_id TEXT;
ALTER TABLE order_addresses ADD COLUMN vat_id TEXT;

-- The EMI plan the shopper chose on a gateway's hosted page, as the gateway reports it (the months of the card
-- instalment plan); NULL: paid in full. Shown as payment additional_data `emi_months` on the order.
ALTER TABLE payment_transactions ADD COLUMN emi_months INTEGER CHECK (emi_months IS NULL OR emi_months > 0);
