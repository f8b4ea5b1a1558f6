// An order's invoice lines, in paise so that every column adds up exactly: each item's share of the coupon and
// the reward coins comes off its value, the charges follow at the principal item's rate (gst-rates.ts), and the
// GST inside each GST-inclusive line is split off as taxable value + tax. Pure: no database.
import type { OrderItemRow, OrderRow } from '../db/repositories/orders';
import type { NewInvoiceItem } from '../db/repositories/invoices';
import { CHARGE_SAC, gstRateFor, type GstClass } from './gst-rates';
import { INVOICE_TEXT } from './messages';

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;

/** Splits `total` paise over the weights in proportion; the last weighted entry takes the rounding. */
function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const last = weights.reduce((at, w, i) => (w > 0 ? i : at), -1);
  let left = total;
  return weights.map((w, i) => {
    const share = i === last ? left : Math.min(Math.round((total * w) / sum), left);
    left -= share;
    return share;
  });
}

interface Line {
  kind: NewInvoiceItem['kind'];
  item: OrderItemRow | null;
  description: string;
  qty: number;
  /** Unit price incl. GST, paise. */
  price: number;
  discount: number;
  /** What the line bills incl. GST, paise. */
  total: number;
  hsn: string;
  rate: number;
}

function taxed(line: Line): NewInvoiceItem {
  const taxable = Math.round((line.total * 100) / (100 + line.rate));
  return {
    kind: line.kind,
    order_item_id: line.item?.item_id ?? null,
    description: line.description,
    sku: line.item?.sku ?? null,
    qty: line.qty,
    price: rupees(line.price),
    discount_amount: rupees(line.discount),
    row_total: rupees(line.total),
    hsn_code: line.hsn,
    tax_rate: line.rate,
    taxable_amount: rupees(taxable),
    tax_amount: rupees(line.total - taxable),
  };
}

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
  const gross = items.map((item) => paise(item.row_total));
  // The items' coupon shares as the order kept them, squared with the order's coupon total.
  const coupon = items.map((item) => paise(item.discount_amount));
  const couponGap = paise(order.discount_amount) - coupon.reduce((a, b) => a + b, 0);
  if (couponGap !== 0 && coupon.length > 0) coupon[coupon.length - 1]! += couponGap;
  const reward = allocate(
    paise(order.reward_amount),
    gross.map((g, i) => g - coupon[i]!),
  );
  const lines: Line[] = items.map((item, i) => {
    const discount = coupon[i]! + reward[i]!;
    const total = gross[i]! - discount;
    const qty = item.qty_ordered - item.qty_canceled;
    const gst = classOf(item);
    return {
      kind: 'item',
      item,
      description: item.name,
      qty,
      price: paise(item.price),
      discount,
      total,
      hsn: gst.hsn,
      rate: gstRateFor(gst, rupees(total) / qty),
    };
  });
  const principal = lines.reduce<Line | null>((best, l) => (!best || l.total > best.total ? l : best), null);
  const chargeRate = principal?.rate ?? 18;
  const charge = (kind: 'shipping' | 'handling' | 'payment_fee', amount: number): Line[] =>
    paise(amount) > 0
      ? [
          {
            kind,
            item: null,
            description: INVOICE_TEXT.charges[kind],
            qty: 1,
            price: paise(amount),
            discount: 0,
            total: paise(amount),
            hsn: CHARGE_SAC[kind],
            rate: chargeRate,
          },
        ]
      : [];
  const all = [
    ...lines,
    ...charge('shipping', order.shipping_amount),
    ...charge('handling', order.handling_amount),
    ...charge('payment_fee', order.cod_fee),
  ].map(taxed);
  const sum = (pick: (i: NewInvoiceItem) => number) => rupees(all.reduce((s, i) => s + paise(pick(i)), 0));
  const value = paise(sum((i) => i.row_total));
  const giftCard = paise(order.gift_card_amount);
  return {
    items: all,
    subtotal: rupees(gross.reduce((a, b) => a + b, 0)),
    discount: rupees(lines.reduce((s, l) => s + l.discount, 0)),
    shipping: order.shipping_amount,
    charges: rupees(paise(order.handling_amount) + paise(order.cod_fee)),
    taxable: sum((i) => i.taxable_amount),
    tax: sum((i) => i.tax_amount),
    giftCard: rupees(giftCard),
    grandTotal: rupees(value - giftCard),
  };
}
