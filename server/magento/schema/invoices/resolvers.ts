// SalesGraphQl's invoices over the invoice tables: CustomerOrder.invoices, Invoice, InvoiceItem, InvoiceTotal.
// The taxes are split CGST + SGST or IGST as the PDF prints them (invoices/invoice-document.ts).
import type { RequestContext } from '../../context';
import type { InvoiceItemRow, InvoiceRow } from '../../db/repositories/invoices';
import { listInvoiceItems, listOrderInvoices } from '../../db/repositories/invoices';
import { listOrderItems, type OrderRow } from '../../db/repositories/orders';
import { encodeUid } from '../../graphql/uid';
import { invoiceDocument } from '../../invoices/invoice-document';
import type { Resolvers } from '../module';
import { money } from '../cart/pricing';
import { coinName } from '../../../../common/brand';
import type { OrderView } from '../orders/order-fields';

interface InvoiceView {
  row: InvoiceRow;
  order: OrderRow;
}

interface InvoiceItemView {
  row: InvoiceItemRow;
  order: OrderRow;
}

const paise = (n: number) => Math.round(n * 100);
const sumOf = (rows: InvoiceItemRow[], pick: (r: InvoiceItemRow) => number) =>
  rows.reduce((s, r) => s + paise(pick(r)), 0) / 100;

/** A line's money off (its share of the coupon and the coins), under the coupon's label when there is one. */
function discounts(amount: number, order: OrderRow) {
  if (amount <= 0) return [];
  const label = order.coupon_label ?? order.coupon_code ?? coinName();
  return [
    {
      amount: money(amount),
      applied_to: 'ITEM',
      coupon: order.coupon_code ? { code: order.coupon_code } : null,
      label,
    },
  ];
}

/** The invoice's money off: the coupon, and the reward coins spent (as the order's breakdown names them). */
function invoiceDiscounts(order: OrderRow) {
  const coupon = order.coupon_code ? discounts(order.discount_amount, order) : [];
  const coins =
    order.reward_amount > 0
      ? [{ amount: money(order.reward_amount), applied_to: 'ITEM', coupon: null, label: coinName() }]
      : [];
  return [...coupon, ...coins];
}

function total(view: InvoiceView, ctx: RequestContext) {
  const { row, order } = view;
  const lines = listInvoiceItems(ctx.db, [row.invoice_id]);
  const items = lines.filter((l) => l.kind === 'item');
  const charges = lines.filter((l) => l.kind !== 'item');
  // Magento's invoice subtotal: the items at their prices before discounts, without tax.
  const subtotal = items.reduce(
    (s, l) => s + Math.round((paise(l.price) * l.qty * 100) / (100 + l.tax_rate)),
    0,
  );
  const document = invoiceDocument(ctx.db, row, ctx.config.gstSeller);
  return {
    subtotal: money(subtotal / 100),
    discounts: invoiceDiscounts(order),
    total_shipping: money(row.shipping_amount),
    shipping_handling: {
      total_amount: money(sumOf(charges, (l) => l.row_total)),
      amount_including_tax: money(sumOf(charges, (l) => l.row_total)),
      amount_excluding_tax: money(sumOf(charges, (l) => l.taxable_amount)),
      taxes: [],
    },
    total_tax: money(row.tax_amount),
    taxes: document.taxes.map((t) => ({ title: t.title, rate: t.rate, amount: money(t.amount) })),
    grand_total: money(row.grand_total),
    base_grand_total: money(row.grand_total),
  };
}

function orderItemOf(view: InvoiceItemView, ctx: RequestContext) {
  const item = listOrderItems(ctx.db, [view.order.entity_id]).find(
    (i) => i.item_id === view.row.order_item_id,
  );
  return item ? { item, order: view.order } : null;
}

export const resolvers: Resolvers = {
  CustomerOrder: {
    invoices: (parent: OrderView, _args: unknown, ctx: RequestContext): InvoiceView[] =>
      listOrderInvoices(ctx.db, parent.row.entity_id).map((row) => ({ row, order: parent.row })),
  },
  Invoice: {
    id: (v: InvoiceView) => encodeUid(v.row.invoice_id),
    number: (v: InvoiceView) => v.row.increment_id,
    comments: () => [],
    items: (v: InvoiceView, _args: unknown, ctx: RequestContext): InvoiceItemView[] =>
      listInvoiceItems(ctx.db, [v.row.invoice_id])
        .filter((row) => row.kind === 'item')
        .map((row) => ({ row, order: v.order })),
    total: (v: InvoiceView, _args: unknown, ctx: RequestContext) => total(v, ctx),
  },
  InvoiceItemInterface: { __resolveType: () => 'InvoiceItem' },
  InvoiceItem: {
    id: (v: InvoiceItemView) => encodeUid(v.row.invoice_item_id),
    order_item: (v: InvoiceItemView, _args: unknown, ctx: RequestContext) => orderItemOf(v, ctx),
    product_name: (v: InvoiceItemView) => v.row.description,
    product_sku: (v: InvoiceItemView) => v.row.sku ?? '',
    product_sale_price: (v: InvoiceItemView) => money(v.row.price),
    quantity_invoiced: (v: InvoiceItemView) => v.row.qty,
    discounts: (v: InvoiceItemView) => discounts(v.row.discount_amount, v.order),
  },
};
