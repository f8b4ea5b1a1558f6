// The seeded orders' lives after placing (order-lifecycle.json), so a walkthrough shows every stage: each has
// its status history from the day it was placed, its shipments with couriers and tracking numbers, and its
// delivery date; one demo order shipped in two parts, one is still on its way, one was cancelled. Runs after
// the dated history (activity.ts), which places every order and completes it; this rewinds the few that did
// not end there. Written by the lifecycle's own repository functions, with the files' dates.
import type { Db } from '../db/connection';
import {
  insertShipment,
  insertShipmentItem,
  insertShipmentTrack,
  insertStatusHistory,
  listShipmentCarriers,
} from '../db/repositories/order-lifecycle';
import {
  findOrderByNumber,
  listOrderItems,
  setOrderDelivered,
  setOrderState,
  type OrderRow,
} from '../db/repositories/orders';
import { findGateway } from '../payments/gateways';
import { undoOrder } from '../schema/checkout/order-effects';
import type { CatalogueSource } from './catalogue-file';

interface SeedShipment {
  at: string;
  items?: { sku: string; qty: number }[];
  carrier: string;
  track: string;
}

interface OrderLife {
  shipments?: SeedShipment[];
  delivered?: boolean;
  canceled_at?: string;
  reason?: string;
}

const SEEDED_GATEWAYS = { paymentProviders: { one: 'razorpay', two: 'payu' } };
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const TRACK_PREFIX: Record<string, string> = {
  bluedart: 'BD',
  delhivery: 'DL',
  ekart: 'EK',
  indiapost: 'IP',
};

const utcMs = (time: string) => Date.parse(`${time.replace(' ', 'T')}Z`);
const utcTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

function fail(number: string, problem: string): never {
  throw new Error(`order-lifecycle.json: order ${number} ${problem}`);
}

/** Placed, and for a gateway order paid a few minutes later. */
function placingHistory(db: Db, order: OrderRow): void {
  const prepaid = findGateway(SEEDED_GATEWAYS, order.payment_method) !== undefined;
  insertStatusHistory(db, order.entity_id, {
    status: prepaid ? 'pending_payment' : 'pending',
    at: order.created_at,
  });
  if (prepaid)
    insertStatusHistory(db, order.entity_id, {
      status: 'processing',
      at: utcTime(utcMs(order.created_at) + 5 * MINUTE),
    });
}

/** An order not in the file: one parcel a day after placing (before it completed), couriers taken in turn. */
function defaultShipment(order: OrderRow, carriers: string[]): SeedShipment {
  const placed = utcMs(order.created_at);
  const at = Math.max(placed + 30 * MINUTE, Math.min(placed + DAY, utcMs(order.updated_at) - 60 * MINUTE));
  const carrier = carriers[order.entity_id % carriers.length]!;
  const digits = String(40_000_000 + order.entity_id * 7_919);
  return { at: utcTime(at), carrier, track: `${TRACK_PREFIX[carrier] ?? 'TR'}${digits}` };
}

function ship(db: Db, order: OrderRow, parcel: SeedShipment, titles: Map<string, string>): void {
  const items = listOrderItems(db, [order.entity_id]);
  const shipment = insertShipment(db, order.entity_id, parcel.at);
  const lines = parcel.items
    ? parcel.items.map(({ sku, qty }) => ({
        item: items.find((i) => i.sku === sku) ?? fail(order.increment_id, `has no item ${sku}`),
        qty,
      }))
    : items.map((item) => ({ item, qty: item.qty_ordered - item.qty_shipped })).filter((l) => l.qty > 0);
  for (const { item, qty } of lines) insertShipmentItem(db, shipment.shipment_id, item.item_id, qty);
  const title =
    titles.get(parcel.carrier) ?? fail(order.increment_id, `names unknown carrier ${parcel.carrier}`);
  insertShipmentTrack(db, shipment.shipment_id, {
    carrierCode: parcel.carrier,
    title,
    number: parcel.track,
    at: parcel.at,
  });
  const left = listOrderItems(db, [order.entity_id]).some((i) => i.qty_ordered > i.qty_shipped);
  setOrderState(
    db,
    order.entity_id,
    {
      state: 'processing',
      status: left ? 'partially_shipped' : 'shipped',
      payment_status: order.payment_status,
    },
    parcel.at,
  );
}

function live(db: Db, order: OrderRow, life: OrderLife | undefined, titles: Map<string, string>): void {
  // Where activity.ts left it: complete, paid, its last change when it was delivered.
  const completedAt = order.updated_at;
  placingHistory(db, order);
  if (life?.canceled_at) {
    undoOrder(db, order);
    // The coins it had earned went back on the day it was cancelled, not on the day the shop was seeded.
    db.prepare(
      "UPDATE reward_transactions SET created_at = ? WHERE order_number = ? AND description LIKE 'Taken back:%'",
    ).run(life.canceled_at, order.increment_id);
    setOrderState(
      db,
      order.entity_id,
      { state: 'canceled', status: 'canceled', payment_status: 'failed' },
      life.canceled_at,
      life.reason ?? null,
    );
    return;
  }
  for (const parcel of life?.shipments ?? [defaultShipment(order, [...titles.keys()])])
    ship(db, order, parcel, titles);
  if (life?.delivered === false) return;
  setOrderState(
    db,
    order.entity_id,
    { state: 'complete', status: 'complete', payment_status: 'paid' },
    completedAt,
  );
  setOrderDelivered(db, order.entity_id, completedAt);
}

export function seedOrderLifecycle(db: Db, source: CatalogueSource): void {
  const { orders: lives } = source.read<{ orders: Record<string, OrderLife> }>('order-lifecycle.json');
  const titles = new Map(listShipmentCarriers(db).map((c) => [c.carrier_code, c.title]));
  const numbers = (
    db.prepare('SELECT increment_id FROM orders ORDER BY entity_id').all() as { increment_id: string }[]
  ).map((r) => r.increment_id);
  for (const number of Object.keys(lives))
    if (!numbers.includes(number)) fail(number, 'is not one of the seeded orders');
  for (const number of numbers) live(db, findOrderByNumber(db, number)!, lives[number], titles);
}
