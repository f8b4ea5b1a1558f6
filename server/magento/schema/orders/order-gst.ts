// The GST figures of an order as placed (OrderTotal): its items and charges re-split with the tax invoice's
// arithmetic (invoices/invoice-lines.ts orderGst), so the order page and the invoice show the same tax, split
// CGST + SGST or IGST by the order's place of supply like the invoice.
import type { RequestContext } from '../../context';
import type { OrderItemRow } from '../../db/repositories/orders';
import { orderItemGstClasses } from '../../invoices/gst-classes';
import type { GstClass } from '../../invoices/gst-rates';
import { paise, rupees, taxInside } from '../../invoices/gst-inside';
import { isIntraState, splitTaxes, type TaxTotal } from '../../invoices/invoice-document';
import { orderGst } from '../../invoices/invoice-lines';
import { placeOfSupply } from '../../invoices/place-of-supply';
import type { OrderBatch, OrderView } from './order-fields';

export interface OrderGstFigures {
  taxes: TaxTotal[];
  /** The items at their prices before discounts, without GST. */
  subtotalExclTax: number;
  /** Shipping, handling and the COD fee without GST. */
  chargesExclTax: number;
}

// One category query for a whole page of orders, made the first time one of them needs it.
const classesByBatch = new WeakMap<OrderBatch, (item: OrderItemRow) => GstClass>();

function classesOf(ctx: RequestContext, batch: OrderBatch) {
  let lookup = classesByBatch.get(batch);
  if (!lookup) {
    lookup = orderItemGstClasses(ctx.db, [...batch.items.values()].flat());
    classesByBatch.set(batch, lookup);
  }
  return lookup;
}

export function orderGstFigures(ctx: RequestContext, view: OrderView): OrderGstFigures {
  const order = view.row;
  // The order as placed: its stored tax_amount was worked out before any item was cancelled.
  const items = (view.batch.items.get(order.entity_id) ?? []).map((item) => ({ ...item, qty_canceled: 0 }));
  const gst = orderGst(order, items, classesOf(ctx, view.batch));
  const lines = [...gst.items, ...gst.charges].map((l) => ({ tax_rate: l.rate, tax_amount: rupees(l.tax) }));
  const place = placeOfSupply(view.batch.addresses.get(order.entity_id) ?? []);
  return {
    taxes: splitTaxes(lines, isIntraState(place, ctx.config.gstSeller)),
    subtotalExclTax: rupees(
      items.reduce(
        (s, item, i) => s + paise(item.row_total) - taxInside(paise(item.row_total), gst.items[i]!.rate),
        0,
      ),
    ),
    chargesExclTax: rupees(gst.charges.reduce((s, l) => s + l.taxable, 0)),
  };
}
