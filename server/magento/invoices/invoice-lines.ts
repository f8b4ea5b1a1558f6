// An order's invoice lines, in paise so that every column adds up exactly: the order's own amounts re-split by
// gst-inside.ts (the arithmetic the cart used for the order's tax), each line with its HSN/SAC code. Pure.
import type { OrderItemRow, OrderRow } from '../db/repositories/orders';
import type { NewInvoiceItem } from '../db/repositories/invoices';
import { CHARGE_SAC, type GstClass } from './gst-rates';
import { gstInside, paise, rupees, type TaxedLine, type TaxedSale } from './gst-inside';
import { INVOICE_TEXT } from './messages';

/** The order's supply re-split (items still ordered, each with its GST class): what its invoice bills. */
export function orderGst(
  order: OrderRow,
  items: OrderItemRow[],
  classOf: (item: OrderItemRow) => GstClass,
): TaxedSale {
  return gstInside({
    items: items.map((item) => ({
      gross: paise(item.row_total),
      coupon: paise(item.discount_amount),
      qty: item.qty_ordered - item.qty_canceled,
      gst: classOf(item),
    })),
    coupon: paise(order.discount_amount),
    reward: paise(order.reward_amount),
    charges: {
      shipping: paise(order.shipping_amount),
      handling: paise(order.handling_amount),
      payment_fee: paise(order.cod_fee),
    },
  });
}

const invoiceItem = (
  line: TaxedLine,
  fields: Pick<NewInvoiceItem, 'kind' | 'order_item_id' | 'description' | 'sku' | 'qty' | 'hsn_code'> & {
    price: number;
  },
): NewInvoiceItem => ({
  ...fields,
  price: rupees(fields.price),
  discount_amount: rupees(line.discount),
  row_total: rupees(line.total),
  tax_rate: line.rate,
  taxable_amount: rupees(line.taxable),
  tax_amount: rupees(line.tax),
});

export interface InvoiceAmounts {
  items: NewInvoiceItem[];
  subtotal: number;
  discount: number;
  shipping: number;
  charges: number;
  taxable: number;
  tax: number;
  giftCard: number;
  grandTotal: number;
}

/**
 * The invoice of an order: its items (each with its GST class, by item id) and its charges. The grand total is
 * the order's (gift cards are a payment, shown under the total, not a discount on the supply).
 */
export function invoiceAmounts(
  order: OrderRow,
  orderItems: OrderItemRow[],
  classOf: (item: OrderItemRow) => GstClass,
): InvoiceAmounts {
  const items = orderItems.filter((item) => item.qty_ordered - item.qty_canceled > 0);
  const gst = orderGst(order, items, classOf);
  const all = [
    ...gst.items.map((line, i) => {
      const item = items[i]!;
      return invoiceItem(line, {
        kind: 'item',
        order_item_id: item.item_id,
        description: item.name,
        sku: item.sku,
        qty: item.qty_ordered - item.qty_canceled,
        price: paise(item.price),
        hsn_code: classOf(item).hsn,
      });
    }),
    ...gst.charges.map((line) =>
      invoiceItem(line, {
        kind: line.kind,
        order_item_id: null,
        description: INVOICE_TEXT.charges[line.kind],
        sku: null,
        qty: 1,
        price: line.total,
        hsn_code: CHARGE_SAC[line.kind],
      }),
    ),
  ];
  const sum = (pick: (l: TaxedLine) => number) =>
    [...gst.items, ...gst.charges].reduce((s, l) => s + pick(l), 0);
  const giftCard = paise(order.gift_card_amount);
  return {
    items: all,
    subtotal: rupees(items.reduce((s, item) => s + paise(item.row_total), 0)),
    discount: rupees(gst.items.reduce((s, l) => s + l.discount, 0)),
    shipping: order.shipping_amount,
    charges: rupees(paise(order.handling_amount) + paise(order.cod_fee)),
    taxable: rupees(sum((l) => l.taxable)),
    tax: rupees(gst.tax),
    giftCard: rupees(giftCard),
    grandTotal: rupees(sum((l) => l.total) - giftCard),
  };
}
