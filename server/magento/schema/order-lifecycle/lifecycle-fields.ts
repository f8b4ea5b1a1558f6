// CustomerOrder's shipments, credit memos, comments and status history. The rows of a whole page of orders are
// read together the first time any order of the page asks (one batch per page, as order-fields.ts reads items).
import type { RequestContext } from '../../context';
import type { Db } from '../../db/connection';
import {
  listCreditMemoItems,
  listCreditMemos,
  listShipmentItems,
  listShipments,
  listShipmentTracks,
  listStatusHistory,
  type CreditMemoItemRow,
  type CreditMemoRow,
  type ShipmentItemRow,
  type ShipmentRow,
  type ShipmentTrackRow,
  type StatusHistoryRow,
} from '../../db/repositories/order-lifecycle';
import type { OrderItemRow } from '../../db/repositories/orders';
import { encodeUid } from '../../graphql/uid';
import { statusLabel } from '../../orders/lifecycle-messages';
import { trackingUrl } from '../../orders/tracking-urls';
import { money, round2 } from '../cart/pricing';
import { orderGstFigures } from '../orders/order-gst';
import type { OrderBatch, OrderView } from '../orders/order-fields';
import type { OrderItemView } from '../orders/order-item-fields';

interface LifecycleBatch {
  history: Map<number, StatusHistoryRow[]>;
  shipments: Map<number, ShipmentRow[]>;
  shipmentItems: Map<number, ShipmentItemRow[]>;
  tracks: Map<number, ShipmentTrackRow[]>;
  memos: Map<number, CreditMemoRow[]>;
  memoItems: Map<number, CreditMemoItemRow[]>;
}

function group<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

const batches = new WeakMap<OrderBatch, LifecycleBatch>();

function lifecycle(db: Db, view: OrderView): LifecycleBatch {
  const cached = batches.get(view.batch);
  if (cached) return cached;
  const orderIds = [...new Set([view.row.entity_id, ...view.batch.items.keys()])];
  const shipments = listShipments(db, orderIds);
  const shipmentIds = shipments.map((s) => s.shipment_id);
  const memos = listCreditMemos(db, orderIds);
  const batch: LifecycleBatch = {
    history: group(listStatusHistory(db, orderIds), (h) => h.order_id),
    shipments: group(shipments, (s) => s.order_id),
    shipmentItems: group(listShipmentItems(db, shipmentIds), (i) => i.shipment_id),
    tracks: group(listShipmentTracks(db, shipmentIds), (t) => t.shipment_id),
    memos: group(memos, (m) => m.order_id),
    memoItems: group(
      listCreditMemoItems(
        db,
        memos.map((m) => m.creditmemo_id),
      ),
      (i) => i.creditmemo_id,
    ),
  };
  batches.set(view.batch, batch);
  return batch;
}

function orderItem(view: OrderView, orderItemId: number): OrderItemView | null {
  const item = view.batch.items.get(view.row.entity_id)?.find((i) => i.item_id === orderItemId);
  return item ? { item, order: view.row } : null;
}

const itemFacts = (item: OrderItemRow | undefined) => ({
  product_name: item?.name ?? null,
  product_sku: item?.sku ?? '',
  product_sale_price: money(item?.price ?? 0),
});

function shipment(view: OrderView, batch: LifecycleBatch, row: ShipmentRow, ctx: RequestContext) {
  return {
    id: encodeUid(row.shipment_id),
    number: row.increment_id,
    shipped_at: row.created_at,
    comments: [],
    items: (batch.shipmentItems.get(row.shipment_id) ?? []).map((line) => {
      const orderItemView = orderItem(view, line.order_item_id);
      return {
        __typename: 'ShipmentItem',
        id: encodeUid(line.shipment_item_id),
        order_item: orderItemView,
        ...itemFacts(orderItemView?.item),
        quantity_shipped: line.qty,
      };
    }),
    tracking: (batch.tracks.get(row.shipment_id) ?? []).map((t) => ({
      carrier: t.carrier_code,
      title: t.title,
      number: t.track_number,
      url: trackingUrl(
        ctx.config.shipmentTrackingUrls,
        ctx.config.publicOrigin,
        t.carrier_code,
        t.track_number,
      ),
    })),
  };
}

/** Magento's credit memo total: the whole order refunded (this shop refunds an order whole), as OrderTotal. */
function memoTotal(ctx: RequestContext, view: OrderView, memo: CreditMemoRow) {
  const order = view.row;
  const gst = orderGstFigures(ctx, view);
  const shipping = round2(order.shipping_amount + order.handling_amount + order.cod_fee);
  return {
    adjustment: money(0),
    base_grand_total: money(memo.amount),
    grand_total: money(memo.amount),
    subtotal: money(gst.subtotalExclTax),
    discounts: [],
    taxes: [],
    total_shipping: money(order.shipping_amount),
    total_tax: money(order.tax_amount),
    shipping_handling: {
      total_amount: money(shipping),
      amount_including_tax: money(shipping),
      amount_excluding_tax: money(gst.chargesExclTax),
      taxes: [],
    },
  };
}

function creditMemo(ctx: RequestContext, view: OrderView, batch: LifecycleBatch, memo: CreditMemoRow) {
  return {
    id: encodeUid(memo.creditmemo_id),
    number: memo.increment_id,
    comments: [{ message: memo.comment, timestamp: memo.created_at }],
    total: memoTotal(ctx, view, memo),
    items: (batch.memoItems.get(memo.creditmemo_id) ?? []).map((line) => {
      const orderItemView = orderItem(view, line.order_item_id);
      return {
        __typename: 'CreditMemoItem',
        id: encodeUid(line.creditmemo_item_id),
        order_item: orderItemView,
        ...itemFacts(orderItemView?.item),
        discounts: [],
        quantity_refunded: line.qty,
      };
    }),
  };
}

type Field = (view: OrderView, args: unknown, ctx: RequestContext) => unknown;

export const lifecycleOrderFields: Record<string, Field> = {
  status_history: (v, _a, ctx) =>
    (lifecycle(ctx.db, v).history.get(v.row.entity_id) ?? []).map((h) => ({
      status: h.status,
      label: statusLabel(h.status),
      date: h.created_at,
    })),
  delivered_at: (v) => v.row.delivered_at,
  // Magento's order comments: what was said with a change (a cancellation's reason).
  comments: (v, _a, ctx) =>
    (lifecycle(ctx.db, v).history.get(v.row.entity_id) ?? []).flatMap((h) =>
      h.comment ? [{ message: h.comment, timestamp: h.created_at }] : [],
    ),
  shipments: (v, _a, ctx) => {
    const batch = lifecycle(ctx.db, v);
    return (batch.shipments.get(v.row.entity_id) ?? []).map((s) => shipment(v, batch, s, ctx));
  },
  credit_memos: (v, _a, ctx) => {
    const batch = lifecycle(ctx.db, v);
    return (batch.memos.get(v.row.entity_id) ?? []).map((m) => creditMemo(ctx, v, batch, m));
  },
};
