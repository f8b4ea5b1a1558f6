// Invoices an order when its payment is captured: a gateway's approval (payments/settle.ts), a zero-to-pay order
// when placed (checkout/place-order.ts), cash on delivery when delivered (orders/admin.ts). Runs inside the
// caller's transaction; an order already invoiced keeps its one invoice.
import { magentoTime } from '../clock';
import type { Db } from '../db/connection';
import { findInvoiceByOrder, insertInvoice, type InvoiceRow } from '../db/repositories/invoices';
import { findOrderById, listOrderAddresses, listOrderItems } from '../db/repositories/orders';
import { logError } from '../../lib/log';
import { orderItemGstClasses } from './gst-classes';
import { invoiceAmounts } from './invoice-lines';
import { placeOfSupply } from './place-of-supply';

/** Writes the order's invoice at `now` (ms, the server's clock) unless it has one; returns it. */
export function invoiceOrder(db: Db, orderId: number, now: number): InvoiceRow {
  const existing = findInvoiceByOrder(db, orderId);
  if (existing) return existing;
  const order = findOrderById(db, orderId);
  if (!order) throw new Error(`No order ${orderId} to invoice.`);
  const items = listOrderItems(db, [orderId]);
  const amounts = invoiceAmounts(order, items, orderItemGstClasses(db, items));
  // The lines are the order's own amounts re-split, so they add up to its total; if they ever did not, the
  // payment is still captured (the invoice says the order's total) and the cause is logged.
  if (Math.round(amounts.grandTotal * 100) !== Math.round(order.grand_total * 100))
    logError(
      `Invoice of order #${order.increment_id}`,
      new Error('its lines do not add up to the order total'),
    );
  return insertInvoice(
    db,
    {
      order_id: orderId,
      place_of_supply: placeOfSupply(listOrderAddresses(db, [orderId])),
      subtotal: amounts.subtotal,
      discount_amount: amounts.discount,
      shipping_amount: amounts.shipping,
      charges_amount: amounts.charges,
      taxable_amount: amounts.taxable,
      tax_amount: amounts.tax,
      gift_card_amount: amounts.giftCard,
      grand_total: order.grand_total,
      created_at: magentoTime(now),
    },
    amounts.items,
  );
}
