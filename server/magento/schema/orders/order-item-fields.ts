// OrderItem / ConfigurableOrderItem fields over an order item row.
import type { RequestContext } from '../../context';
import type { OrderItemRow, OrderRow } from '../../db/repositories/orders';
import { encodeUid } from '../../graphql/uid';
import { money, round2 } from '../cart/pricing';
import { loadProductForGraphql } from '../cart/product-ref';
import { quantityReturned } from '../returns/order-returns';
import { invoicedQty } from '../../db/repositories/invoices';

export interface OrderItemView {
  item: OrderItemRow;
  order: OrderRow;
}

type Field = (view: OrderItemView, args: unknown, ctx: RequestContext) => unknown;

function discounts(view: OrderItemView) {
  const { item, order } = view;
  if (item.discount_amount <= 0 || !order.coupon_code) return null;
  const label = order.coupon_label ?? order.coupon_code;
  return [
    { amount: money(item.discount_amount), applied_to: 'ITEM', coupon: { code: order.coupon_code }, label },
  ];
}

const paid = (order: OrderRow) => order.payment_status === 'paid';

/** Magento's item statuses, the furthest the item got. */
function itemStatus(item: OrderItemRow, order: OrderRow): string {
  if (item.qty_refunded > 0) return 'Refunded';
  if (item.qty_canceled > 0) return 'Canceled';
  if (item.qty_shipped >= item.qty_ordered) return 'Shipped';
  return paid(order) ? 'Invoiced' : 'Ordered';
}

export const orderItemFields: Record<string, Field> = {
  id: (v) => encodeUid(v.item.item_id),
  product_name: (v) => v.item.name,
  product_sku: (v) => v.item.sku,
  product_type: (v) => v.item.product_type,
  product_url_key: (v) => v.item.url_key,
  product_sale_price: (v) => money(v.item.price),
  product: (v, _args, ctx) => loadProductForGraphql(ctx, v.item.parent_product_id ?? v.item.product_id),
  quantity_ordered: (v) => v.item.qty_ordered,
  quantity_canceled: (v) => v.item.qty_canceled,
  quantity_invoiced: (v, _args, ctx) => invoicedQty(ctx.db, v.item.item_id),
  quantity_shipped: (v) => v.item.qty_shipped,
  quantity_refunded: (v) => v.item.qty_refunded,
  quantity_returned: (v, _args, ctx) => quantityReturned(ctx, v.order, v.item),
  selected_options: (v) => JSON.parse(v.item.options) as { label: string; value: string }[],
  status: (v) => itemStatus(v.item, v.order),
  discounts: (v) => discounts(v),
  prices: (v) => ({
    price: money(v.item.price),
    price_including_tax: money(v.item.price),
    row_total: money(v.item.row_total),
    row_total_including_tax: money(v.item.row_total),
    original_price: money(v.item.original_price),
    original_row_total: money(round2(v.item.original_price * v.item.qty_ordered)),
    total_item_discount: money(v.item.discount_amount),
    discounts: discounts(v),
  }),
};

export const configurableOrderItemFields: Record<string, Field> = {
  ...orderItemFields,
  parent_sku: (v) => v.item.parent_sku,
};

export const orderItemType = (v: OrderItemView) =>
  v.item.product_type === 'configurable' ? 'ConfigurableOrderItem' : 'OrderItem';
