// Shipping an order (Magento's shipment): some or all of what remains of its items leaves in one parcel, with
// a courier and tracking number when the operator gives them. Never more than remains of an item; once nothing
// remains the order is shipped, before that partially shipped (both in Magento's processing state).
import type { Db } from '../db/connection';
import {
  findShipmentCarrier,
  insertShipment,
  insertShipmentItem,
  insertShipmentTrack,
  listShipmentCarriers,
} from '../db/repositories/order-lifecycle';
import { listOrderItems, setOrderState, type OrderItemRow, type OrderRow } from '../db/repositories/orders';
import { REFUSED } from './lifecycle-messages';
import type { OrderNews } from './order-news';
import { OrderActionRefused } from './refused';

export interface ShipRequest {
  /** What to ship, by SKU (the item's own, or a configurable item's parent SKU); none: all that remains. */
  items?: { sku: string; qty: number }[];
  /** A shipment_carriers code; with a tracking number and no carrier, the first carrier. */
  carrier?: string;
  track?: string;
}

const TRACK_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

const left = (item: OrderItemRow) => item.qty_ordered - item.qty_canceled - item.qty_shipped;

/** The items with something still to ship, and how much. */
export function remainingToShip(items: OrderItemRow[]): { item: OrderItemRow; qty: number }[] {
  return items.filter((item) => left(item) > 0).map((item) => ({ item, qty: left(item) }));
}

function requested(order: OrderRow, items: OrderItemRow[], wanted: ShipRequest['items']) {
  if (!wanted || wanted.length === 0) return remainingToShip(items);
  const chosen = new Map<OrderItemRow, number>();
  for (const { sku, qty } of wanted) {
    if (!Number.isInteger(qty) || qty <= 0) throw new OrderActionRefused(REFUSED.badQty(sku));
    const item =
      items.find((i) => i.sku.toLowerCase() === sku.toLowerCase()) ??
      items.find((i) => i.parent_sku?.toLowerCase() === sku.toLowerCase());
    if (!item) throw new OrderActionRefused(REFUSED.unknownSku(order.increment_id, sku));
    const total = (chosen.get(item) ?? 0) + qty;
    if (total > left(item))
      throw new OrderActionRefused(REFUSED.overShip(order.increment_id, sku, left(item)));
    chosen.set(item, total);
  }
  return [...chosen].map(([item, qty]) => ({ item, qty }));
}

function tracking(db: Db, req: ShipRequest) {
  if (req.track !== undefined && !TRACK_NUMBER.test(req.track))
    throw new OrderActionRefused(REFUSED.badTrackNumber);
  if (req.carrier === undefined && req.track === undefined) return null;
  const carriers = listShipmentCarriers(db);
  const carrier =
    req.carrier === undefined ? carriers[0] : findShipmentCarrier(db, req.carrier.toLowerCase());
  if (!carrier)
    throw new OrderActionRefused(
      REFUSED.unknownCarrier(
        req.carrier ?? '',
        carriers.map((c) => c.carrier_code),
      ),
    );
  return { carrierCode: carrier.carrier_code, title: carrier.title, number: req.track ?? null };
}

/** Writes one shipment of the requested items at `at`; returns what the shopper is told. */
export function shipItems(
  db: Db,
  order: OrderRow,
  req: ShipRequest,
  at: string,
): Pick<OrderNews, 'kind' | 'tracking'> {
  const items = listOrderItems(db, [order.entity_id]);
  const lines = requested(order, items, req.items);
  if (lines.length === 0) throw new OrderActionRefused(REFUSED.nothingToShip(order.increment_id));
  const track = tracking(db, req);
  const shipment = insertShipment(db, order.entity_id, at);
  for (const { item, qty } of lines) insertShipmentItem(db, shipment.shipment_id, item.item_id, qty);
  if (track) insertShipmentTrack(db, shipment.shipment_id, { ...track, at });
  const done = remainingToShip(listOrderItems(db, [order.entity_id])).length === 0;
  const status = done ? 'shipped' : 'partially_shipped';
  setOrderState(
    db,
    order.entity_id,
    { state: 'processing', status, payment_status: order.payment_status },
    at,
  );
  return {
    kind: status,
    ...(track?.number ? { tracking: `${track.title} ${track.number}` } : {}),
  };
}
