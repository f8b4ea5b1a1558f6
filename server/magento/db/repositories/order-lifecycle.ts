// An order's life after placing (migration 019): its status history, shipments (items, tracking numbers),
// credit memos, and the couriers a shipment can go with. Reads take a page of orders at once.
import type { Db } from '../connection';
import { IN_JSON, prepared } from './statements';

export interface StatusHistoryRow {
  history_id: number;
  order_id: number;
  status: string;
  comment: string | null;
  created_at: string;
}

export interface ShipmentRow {
  shipment_id: number;
  increment_id: string;
  order_id: number;
  created_at: string;
}

export interface ShipmentItemRow {
  shipment_item_id: number;
  shipment_id: number;
  order_item_id: number;
  qty: number;
}

export interface ShipmentTrackRow {
  track_id: number;
  shipment_id: number;
  carrier_code: string;
  title: string;
  track_number: string | null;
  created_at: string;
}

export interface CreditMemoRow {
  creditmemo_id: number;
  increment_id: string;
  order_id: number;
  amount: number;
  comment: string;
  created_at: string;
}

export interface CreditMemoItemRow {
  creditmemo_item_id: number;
  creditmemo_id: number;
  order_item_id: number;
  qty: number;
}

export interface ShipmentCarrierRow {
  carrier_code: string;
  title: string;
}

const ids = (values: readonly number[]) => JSON.stringify(values);

export function insertStatusHistory(
  db: Db,
  orderId: number,
  entry: { status: string; at: string; comment?: string | null },
): void {
  prepared(
    db,
    'INSERT INTO order_status_history (order_id, status, comment, created_at) VALUES (?, ?, ?, ?)',
  ).run(orderId, entry.status, entry.comment ?? null, entry.at);
}

export function listStatusHistory(db: Db, orderIds: readonly number[]): StatusHistoryRow[] {
  if (orderIds.length === 0) return [];
  return prepared(db, `SELECT * FROM order_status_history WHERE order_id ${IN_JSON} ORDER BY history_id`).all(
    ids(orderIds),
  ) as StatusHistoryRow[];
}

/** Writes a shipment and numbers it ('000000007'); returns it. */
export function insertShipment(db: Db, orderId: number, at: string): ShipmentRow {
  const { lastInsertRowid } = prepared(db, 'INSERT INTO shipments (order_id, created_at) VALUES (?, ?)').run(
    orderId,
    at,
  );
  const id = Number(lastInsertRowid);
  prepared(db, "UPDATE shipments SET increment_id = printf('%09d', shipment_id) WHERE shipment_id = ?").run(
    id,
  );
  return prepared(db, 'SELECT * FROM shipments WHERE shipment_id = ?').get(id) as ShipmentRow;
}

/** Adds an item to a shipment and counts it shipped on the order's item. */
export function insertShipmentItem(db: Db, shipmentId: number, orderItemId: number, qty: number): void {
  prepared(db, 'INSERT INTO shipment_items (shipment_id, order_item_id, qty) VALUES (?, ?, ?)').run(
    shipmentId,
    orderItemId,
    qty,
  );
  prepared(db, 'UPDATE order_items SET qty_shipped = qty_shipped + ? WHERE item_id = ?').run(
    qty,
    orderItemId,
  );
}

export function insertShipmentTrack(
  db: Db,
  shipmentId: number,
  track: { carrierCode: string; title: string; number: string | null; at: string },
): void {
  prepared(
    db,
    'INSERT INTO shipment_tracks (shipment_id, carrier_code, title, track_number, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(shipmentId, track.carrierCode, track.title, track.number, track.at);
}

export function listShipments(db: Db, orderIds: readonly number[]): ShipmentRow[] {
  if (orderIds.length === 0) return [];
  return prepared(db, `SELECT * FROM shipments WHERE order_id ${IN_JSON} ORDER BY shipment_id`).all(
    ids(orderIds),
  ) as ShipmentRow[];
}

export function listShipmentItems(db: Db, shipmentIds: readonly number[]): ShipmentItemRow[] {
  if (shipmentIds.length === 0) return [];
  return prepared(
    db,
    `SELECT * FROM shipment_items WHERE shipment_id ${IN_JSON} ORDER BY shipment_item_id`,
  ).all(ids(shipmentIds)) as ShipmentItemRow[];
}

export function listShipmentTracks(db: Db, shipmentIds: readonly number[]): ShipmentTrackRow[] {
  if (shipmentIds.length === 0) return [];
  return prepared(db, `SELECT * FROM shipment_tracks WHERE shipment_id ${IN_JSON} ORDER BY track_id`).all(
    ids(shipmentIds),
  ) as ShipmentTrackRow[];
}

/** The track with that carrier and number, with its shipment (the public tracking page's one lookup). */
export function findTrack(
  db: Db,
  carrierCode: string,
  number: string,
): (ShipmentTrackRow & { order_id: number; shipped_at: string }) | undefined {
  return prepared(
    db,
    `SELECT t.*, s.order_id, s.created_at AS shipped_at FROM shipment_tracks t
       JOIN shipments s ON s.shipment_id = t.shipment_id
       WHERE t.carrier_code = ? AND t.track_number = ? ORDER BY t.track_id LIMIT 1`,
  ).get(carrierCode, number) as (ShipmentTrackRow & { order_id: number; shipped_at: string }) | undefined;
}

export function insertCreditMemo(
  db: Db,
  orderId: number,
  memo: { amount: number; comment: string; at: string },
): CreditMemoRow {
  const { lastInsertRowid } = prepared(
    db,
    'INSERT INTO credit_memos (order_id, amount, comment, created_at) VALUES (?, ?, ?, ?)',
  ).run(orderId, memo.amount, memo.comment, memo.at);
  const id = Number(lastInsertRowid);
  prepared(
    db,
    "UPDATE credit_memos SET increment_id = printf('%09d', creditmemo_id) WHERE creditmemo_id = ?",
  ).run(id);
  return prepared(db, 'SELECT * FROM credit_memos WHERE creditmemo_id = ?').get(id) as CreditMemoRow;
}

/** Adds an item to a credit memo and counts it refunded on the order's item. */
export function insertCreditMemoItem(db: Db, memoId: number, orderItemId: number, qty: number): void {
  prepared(db, 'INSERT INTO creditmemo_items (creditmemo_id, order_item_id, qty) VALUES (?, ?, ?)').run(
    memoId,
    orderItemId,
    qty,
  );
  prepared(db, 'UPDATE order_items SET qty_refunded = qty_refunded + ? WHERE item_id = ?').run(
    qty,
    orderItemId,
  );
}

export function listCreditMemos(db: Db, orderIds: readonly number[]): CreditMemoRow[] {
  if (orderIds.length === 0) return [];
  return prepared(db, `SELECT * FROM credit_memos WHERE order_id ${IN_JSON} ORDER BY creditmemo_id`).all(
    ids(orderIds),
  ) as CreditMemoRow[];
}

export function listCreditMemoItems(db: Db, memoIds: readonly number[]): CreditMemoItemRow[] {
  if (memoIds.length === 0) return [];
  return prepared(
    db,
    `SELECT * FROM creditmemo_items WHERE creditmemo_id ${IN_JSON} ORDER BY creditmemo_item_id`,
  ).all(ids(memoIds)) as CreditMemoItemRow[];
}

export function listShipmentCarriers(db: Db): ShipmentCarrierRow[] {
  return prepared(
    db,
    'SELECT carrier_code, title FROM shipment_carriers ORDER BY position',
  ).all() as ShipmentCarrierRow[];
}

export function findShipmentCarrier(db: Db, code: string): ShipmentCarrierRow | undefined {
  return prepared(db, 'SELECT carrier_code, title FROM shipment_carriers WHERE carrier_code = ?').get(
    code,
  ) as ShipmentCarrierRow | undefined;
}
