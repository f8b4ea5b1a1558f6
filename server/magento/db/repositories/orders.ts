// Orders (Magento's sales_order, sales_order_item, sales_order_address) and the gift cards they spent.
import crypto from 'node:crypto';
import type { Db } from '../connection';
import { IN_JSON, prepared } from './statements';
import type { CartAddressFields } from './cart-addresses';
import { insertStatusHistory } from './order-lifecycle';

export type OrderState = 'new' | 'pending_payment' | 'processing' | 'complete' | 'canceled' | 'closed';
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'on_delivery' | 'not_required';

export interface OrderRow {
  entity_id: number;
  increment_id: string;
  cart_id: number;
  customer_id: number | null;
  store_id: number;
  email: string;
  customer_firstname: string;
  customer_lastname: string;
  state: OrderState;
  status: string;
  coupon_code: string | null;
  coupon_label: string | null;
  subtotal: number;
  mrp_discount: number;
  discount_amount: number;
  reward_points: number;
  reward_amount: number;
  gift_card_amount: number;
  shipping_amount: number;
  handling_amount: number;
  cod_fee: number;
  tax_amount: number;
  grand_total: number;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  shipping_description: string | null;
  payment_method: string;
  payment_title: string;
  payment_status: PaymentStatus;
  estimated_delivery: string | null;
  protect_code: string;
  created_at: string;
  updated_at: string;
  /** When it was delivered ('YYYY-MM-DD HH:MM:SS' UTC); null until then. */
  delivered_at: string | null;
}

export type NewOrder = Omit<
  OrderRow,
  'entity_id' | 'increment_id' | 'protect_code' | 'created_at' | 'updated_at' | 'delivered_at'
>;

export interface OrderItemRow {
  item_id: number;
  order_id: number;
  product_id: number | null;
  parent_product_id: number | null;
  sku: string;
  parent_sku: string | null;
  name: string;
  product_type: string;
  url_key: string | null;
  qty_ordered: number;
  qty_canceled: number;
  /** Shipped and refunded so far (migration 019). */
  qty_shipped: number;
  qty_refunded: number;
  price: number;
  original_price: number;
  row_total: number;
  discount_amount: number;
  surcharge_amount: number;
  options: string;
}

export type NewOrderItem = Omit<
  OrderItemRow,
  'item_id' | 'order_id' | 'qty_canceled' | 'qty_shipped' | 'qty_refunded'
>;

export type OrderAddressRow = Pick<
  CartAddressFields,
  | 'firstname'
  | 'lastname'
  | 'company'
  | 'street'
  | 'city'
  | 'region'
  | 'region_code'
  | 'region_id'
  | 'postcode'
  | 'vat_id'
> & { order_id: number; address_type: 'shipping' | 'billing'; country_id: string; telephone: string };

const insertSql = (table: string, columns: string[]) =>
  `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;

/** Inserts the order and gives it its number ('000000042'); returns the new row. */
/** A new order; `created_at` is the server clock's time of placing (SQLite's own clock when absent). */
export function insertOrder(db: Db, order: NewOrder & Partial<Pick<OrderRow, 'created_at'>>): OrderRow {
  const row = {
    ...order,
    ...(order.created_at ? { updated_at: order.created_at } : {}),
    protect_code: crypto.randomBytes(16).toString('hex'),
  };
  const { lastInsertRowid } = prepared(db, insertSql('orders', Object.keys(row))).run(row);
  const id = Number(lastInsertRowid);
  prepared(db, "UPDATE orders SET increment_id = printf('%09d', entity_id) WHERE entity_id = ?").run(id);
  return findOrderById(db, id) as OrderRow;
}

export function insertOrderItem(db: Db, orderId: number, item: NewOrderItem): void {
  const row = { ...item, order_id: orderId };
  prepared(db, insertSql('order_items', Object.keys(row))).run(row);
}

export function insertOrderAddress(db: Db, address: OrderAddressRow): void {
  prepared(db, insertSql('order_addresses', Object.keys(address))).run(address);
}

export function insertOrderGiftCard(
  db: Db,
  orderId: number,
  card: { giftcardId: number; code: string; amount: number },
) {
  prepared(db, 'INSERT INTO order_gift_cards (order_id, giftcard_id, code, amount) VALUES (?, ?, ?, ?)').run(
    orderId,
    card.giftcardId,
    card.code,
    card.amount,
  );
}

export function findOrderById(db: Db, orderId: number): OrderRow | undefined {
  return prepared(db, 'SELECT * FROM orders WHERE entity_id = ?').get(orderId) as OrderRow | undefined;
}

export function findOrderByNumber(db: Db, number: string): OrderRow | undefined {
  return prepared(db, 'SELECT * FROM orders WHERE increment_id = ?').get(number) as OrderRow | undefined;
}

export function findOrderByProtectCode(db: Db, token: string): OrderRow | undefined {
  return prepared(db, 'SELECT * FROM orders WHERE protect_code = ?').get(token) as OrderRow | undefined;
}

export function listOrderItems(db: Db, orderIds: readonly number[]): OrderItemRow[] {
  if (orderIds.length === 0) return [];
  return prepared(db, `SELECT * FROM order_items WHERE order_id ${IN_JSON} ORDER BY item_id`).all(
    JSON.stringify(orderIds),
  ) as OrderItemRow[];
}

export function listOrderAddresses(db: Db, orderIds: readonly number[]): OrderAddressRow[] {
  if (orderIds.length === 0) return [];
  return prepared(db, `SELECT * FROM order_addresses WHERE order_id ${IN_JSON}`).all(
    JSON.stringify(orderIds),
  ) as OrderAddressRow[];
}

export function listOrderGiftCards(db: Db, orderId: number) {
  return prepared(db, 'SELECT giftcard_id, code, amount FROM order_gift_cards WHERE order_id = ?').all(
    orderId,
  ) as {
    giftcard_id: number;
    code: string;
    amount: number;
  }[];
}

/**
 * Moves the order to a state and status at `at` ('YYYY-MM-DD HH:MM:SS' UTC, the server's clock) and records the
 * status in its history (with the comment, e.g. a cancellation's reason), so every change is on its timeline.
 */
export function setOrderState(
  db: Db,
  orderId: number,
  change: { state: OrderState; status: string; payment_status: PaymentStatus },
  at: string,
  comment: string | null = null,
): void {
  prepared(
    db,
    `UPDATE orders SET state = @state, status = @status, payment_status = @payment_status,
       updated_at = @at WHERE entity_id = @id`,
  ).run({ ...change, at, id: orderId });
  insertStatusHistory(db, orderId, { status: change.status, at, comment });
}

/** Records when the order was delivered (the return window counts from it). */
export function setOrderDelivered(db: Db, orderId: number, deliveredAt: string): void {
  prepared(db, 'UPDATE orders SET delivered_at = ? WHERE entity_id = ?').run(deliveredAt, orderId);
}

export function cancelOrderItems(db: Db, orderId: number): void {
  prepared(db, 'UPDATE order_items SET qty_canceled = qty_ordered WHERE order_id = ?').run(orderId);
}
