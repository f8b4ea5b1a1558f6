// Zepp_Returns: customers' returns, their items and comments (migration 021).
import type { Db } from '../connection';
import { IN_JSON, prepared } from './statements';

/** Magento's ReturnStatus, lower case as stored. */
export type ReturnStatus = 'pending' | 'authorized' | 'received' | 'approved' | 'rejected' | 'closed';
/** Magento's ReturnItemStatus, lower case as stored. */
export type ReturnItemStatus = 'pending' | 'authorized' | 'received' | 'approved' | 'rejected' | 'denied';

export interface ReturnRow {
  return_id: number;
  increment_id: string;
  order_id: number;
  customer_id: number | null;
  store_id: number;
  contact_email: string;
  status: ReturnStatus;
  created_at: string;
  updated_at: string;
}

export interface ReturnItemRow {
  return_item_id: number;
  return_id: number;
  order_item_id: number;
  qty_requested: number;
  qty_authorized: number;
  status: ReturnItemStatus;
  reason_id: number;
  condition_id: number | null;
  resolution_id: number;
}

export interface ReturnCommentRow {
  comment_id: number;
  return_id: number;
  author_name: string;
  text: string;
  created_at: string;
}

export type NewReturnItem = Pick<
  ReturnItemRow,
  'order_item_id' | 'qty_requested' | 'reason_id' | 'condition_id' | 'resolution_id'
>;

/** Writes a pending return with its items; the caller runs it in a transaction. Returns the new row. */
export function insertReturn(
  db: Db,
  ret: Pick<ReturnRow, 'order_id' | 'customer_id' | 'store_id' | 'contact_email' | 'created_at'>,
  items: readonly NewReturnItem[],
): ReturnRow {
  const { lastInsertRowid } = prepared(
    db,
    `INSERT INTO returns (order_id, customer_id, store_id, contact_email, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
  ).run(ret.order_id, ret.customer_id, ret.store_id, ret.contact_email, ret.created_at, ret.created_at);
  const id = Number(lastInsertRowid);
  prepared(db, 'UPDATE returns SET increment_id = ? WHERE return_id = ?').run(
    String(id).padStart(9, '0'),
    id,
  );
  const insertItem = prepared(
    db,
    `INSERT INTO return_items (return_id, order_item_id, qty_requested, status, reason_id, condition_id, resolution_id)
     VALUES (?, ?, ?, 'pending', ?, ?, ?)`,
  );
  for (const item of items)
    insertItem.run(
      id,
      item.order_item_id,
      item.qty_requested,
      item.reason_id,
      item.condition_id,
      item.resolution_id,
    );
  return findReturnById(db, id)!;
}

export function insertReturnComment(db: Db, comment: Omit<ReturnCommentRow, 'comment_id'>): void {
  prepared(
    db,
    'INSERT INTO return_comments (return_id, author_name, text, created_at) VALUES (?, ?, ?, ?)',
  ).run(comment.return_id, comment.author_name, comment.text, comment.created_at);
}

export function findReturnById(db: Db, id: number): ReturnRow | undefined {
  return prepared(db, 'SELECT * FROM returns WHERE return_id = ?').get(id) as ReturnRow | undefined;
}

export function findReturnByNumber(db: Db, number: string): ReturnRow | undefined {
  return prepared(db, 'SELECT * FROM returns WHERE increment_id = ?').get(number) as ReturnRow | undefined;
}

/** A page of a customer's returns (or an order's), newest first, and how many there are. */
export function listReturns(
  db: Db,
  by: { customerId: number } | { orderId: number },
  page: { limit: number; offset: number },
): { rows: ReturnRow[]; total: number } {
  const [where, value] = 'customerId' in by ? ['customer_id', by.customerId] : ['order_id', by.orderId];
  const rows = prepared(
    db,
    `SELECT * FROM returns WHERE ${where} = ? ORDER BY return_id DESC LIMIT ? OFFSET ?`,
  ).all(value, page.limit, page.offset) as ReturnRow[];
  const { n } = prepared(db, `SELECT COUNT(*) AS n FROM returns WHERE ${where} = ?`).get(value) as {
    n: number;
  };
  return { rows, total: n };
}

/** Every return, newest first: the operator's list. */
export function listAllReturns(db: Db, limit = 50): ReturnRow[] {
  return prepared(db, 'SELECT * FROM returns ORDER BY return_id DESC LIMIT ?').all(limit) as ReturnRow[];
}

export function listReturnItems(db: Db, returnId: number): ReturnItemRow[] {
  return prepared(db, 'SELECT * FROM return_items WHERE return_id = ? ORDER BY return_item_id').all(
    returnId,
  ) as ReturnItemRow[];
}

export function listReturnComments(db: Db, returnId: number): ReturnCommentRow[] {
  return prepared(db, 'SELECT * FROM return_comments WHERE return_id = ? ORDER BY comment_id').all(
    returnId,
  ) as ReturnCommentRow[];
}

/** The items of these order lines in any return, so what is left to return (or was returned) can be counted. */
export function listReturnItemsOfOrderItems(db: Db, orderItemIds: readonly number[]): ReturnItemRow[] {
  if (orderItemIds.length === 0) return [];
  return prepared(db, `SELECT * FROM return_items WHERE order_item_id ${IN_JSON}`).all(
    JSON.stringify(orderItemIds),
  ) as ReturnItemRow[];
}

export function setReturnStatus(db: Db, returnId: number, status: ReturnStatus, updatedAt: string): void {
  prepared(db, 'UPDATE returns SET status = ?, updated_at = ? WHERE return_id = ?').run(
    status,
    updatedAt,
    returnId,
  );
}

/** Moves the return's items that are in one of `from` to `to` (authorizing sets the authorized quantity). */
export function setReturnItemsStatus(
  db: Db,
  returnId: number,
  from: readonly ReturnItemStatus[],
  to: ReturnItemStatus,
): void {
  const authorize = to === 'authorized' ? ', qty_authorized = qty_requested' : '';
  prepared(
    db,
    `UPDATE return_items SET status = ?${authorize} WHERE return_id = ? AND status ${IN_JSON}`,
  ).run(to, returnId, JSON.stringify(from));
}
