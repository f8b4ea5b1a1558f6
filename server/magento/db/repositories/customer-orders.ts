// A customer's orders, filtered, sorted and paged as Magento's Customer.orders does.
import type { Db } from '../connection';
import { IN_JSON, prepared } from './statements';
import type { OrderRow } from './orders';

export interface CustomerOrderQuery {
  customerId: number;
  /** Store views whose orders count (the request's scope); null: all. */
  storeIds: number[] | null;
  number?: { eq?: string; in?: string[]; match?: string };
  status?: { eq?: string; in?: string[] };
  /** 'YYYY-MM-DD[ HH:MM:SS]' bounds, inclusive. */
  orderDate?: { from?: string; to?: string };
  grandTotal?: { from?: number; to?: number };
  sort: { field: 'NUMBER' | 'CREATED_AT'; direction: 'ASC' | 'DESC' };
  limit: number;
  offset: number;
}

function whereClause(q: CustomerOrderQuery): { sql: string; params: unknown[] } {
  const parts = ['customer_id = ?'];
  const params: unknown[] = [q.customerId];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (q.storeIds) add(`store_id ${IN_JSON}`, JSON.stringify(q.storeIds));
  if (q.number?.eq !== undefined) add('increment_id = ?', q.number.eq);
  if (q.number?.in) add(`increment_id ${IN_JSON}`, JSON.stringify(q.number.in));
  // LIKE with the wildcards escaped: a match is a substring, never a pattern the shopper writes
  if (q.number?.match !== undefined)
    add("increment_id LIKE ? ESCAPE '\\'", `%${escapeLike(q.number.match)}%`);
  if (q.status?.eq !== undefined) add('status = ?', q.status.eq);
  if (q.status?.in) add(`status ${IN_JSON}`, JSON.stringify(q.status.in));
  if (q.orderDate?.from) add('created_at >= ?', q.orderDate.from);
  if (q.orderDate?.to) add('created_at <= ?', widenDate(q.orderDate.to));
  if (q.grandTotal?.from !== undefined) add('grand_total >= ?', q.grandTotal.from);
  if (q.grandTotal?.to !== undefined) add('grand_total <= ?', q.grandTotal.to);
  return { sql: parts.join(' AND '), params };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
// A bare date as an upper bound means the whole of that day.
const widenDate = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d} 23:59:59` : d);

export function listCustomerOrders(db: Db, q: CustomerOrderQuery): { rows: OrderRow[]; total: number } {
  const { sql, params } = whereClause(q);
  const column = q.sort.field === 'NUMBER' ? 'entity_id' : 'created_at';
  const dir = q.sort.direction === 'ASC' ? 'ASC' : 'DESC';
  const rows = prepared(
    db,
    `SELECT * FROM orders WHERE ${sql} ORDER BY ${column} ${dir}, entity_id ${dir} LIMIT ? OFFSET ?`,
  ).all(...params, q.limit, q.offset) as OrderRow[];
  const { n } = prepared(db, `SELECT COUNT(*) AS n FROM orders WHERE ${sql}`).get(...params) as { n: number };
  return { rows, total: n };
}

export function firstOrderDate(db: Db, customerId: number): string | null {
  const row = prepared(db, 'SELECT MIN(created_at) AS d FROM orders WHERE customer_id = ?').get(
    customerId,
  ) as {
    d: string | null;
  };
  return row.d;
}
