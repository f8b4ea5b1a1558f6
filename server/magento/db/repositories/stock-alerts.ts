// Zepp_StockAlerts: customers' back-in-stock alerts (product_alert_stock, migration 016).
import type { Db } from '../connection';
import { prepared } from './statements';

export interface StockAlertRow {
  alert_stock_id: number;
  customer_id: number;
  product_id: number;
  store_id: number;
  created_at: string;
  notified_at: string | null;
}

/**
 * Subscribes: a new waiting alert, or the customer's existing one for the product in that store view made to
 * wait again (Magento resets a re-saved alert's status and keeps its add date). Returns the alert.
 */
export function upsertStockAlert(
  db: Db,
  alert: { customerId: number; productId: number; storeId: number; createdAt: string },
): StockAlertRow {
  return prepared(
    db,
    `INSERT INTO product_alert_stock (customer_id, product_id, store_id, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (customer_id, product_id, store_id) DO UPDATE SET notified_at = NULL
     RETURNING *`,
  ).get(alert.customerId, alert.productId, alert.storeId, alert.createdAt) as StockAlertRow;
}

export function findStockAlert(db: Db, alertId: number): StockAlertRow | undefined {
  return prepared(db, 'SELECT * FROM product_alert_stock WHERE alert_stock_id = ?').get(alertId) as
    StockAlertRow | undefined;
}

/** Deletes the customer's own alerts matching the id or product (in a store view); how many went. */
export function deleteStockAlert(
  db: Db,
  customerId: number,
  which: { alertId: number } | { productId: number; storeId: number },
): number {
  if ('alertId' in which)
    return prepared(db, 'DELETE FROM product_alert_stock WHERE alert_stock_id = ? AND customer_id = ?').run(
      which.alertId,
      customerId,
    ).changes;
  return prepared(
    db,
    'DELETE FROM product_alert_stock WHERE customer_id = ? AND product_id = ? AND store_id = ?',
  ).run(customerId, which.productId, which.storeId).changes;
}

/** A page of a customer's alerts in a store view (optionally for some products only), newest first. */
export function listStockAlerts(
  db: Db,
  filter: { customerId: number; storeId: number; productIds?: readonly number[] },
  page: { limit: number; offset: number },
): { rows: StockAlertRow[]; total: number } {
  const products = filter.productIds ? JSON.stringify(filter.productIds) : null;
  const where = `customer_id = @customer AND store_id = @store
    AND (@products IS NULL OR product_id IN (SELECT value FROM json_each(@products)))`;
  const params = { customer: filter.customerId, store: filter.storeId, products };
  const rows = prepared(
    db,
    `SELECT * FROM product_alert_stock WHERE ${where} ORDER BY alert_stock_id DESC LIMIT @limit OFFSET @offset`,
  ).all({ ...params, limit: page.limit, offset: page.offset }) as StockAlertRow[];
  const { total } = prepared(db, `SELECT COUNT(*) AS total FROM product_alert_stock WHERE ${where}`).get(
    params,
  ) as { total: number };
  return { rows, total };
}

/** Every alert still waiting for its product, oldest first (the sender's work list). */
export function listWaitingStockAlerts(db: Db): StockAlertRow[] {
  return prepared(
    db,
    'SELECT * FROM product_alert_stock WHERE notified_at IS NULL ORDER BY alert_stock_id',
  ).all() as StockAlertRow[];
}

/** Marks a waiting alert sent; false when it was not waiting any more (another run sent it first). */
export function markStockAlertNotified(db: Db, alertId: number, notifiedAt: string): boolean {
  return (
    prepared(
      db,
      'UPDATE product_alert_stock SET notified_at = ? WHERE alert_stock_id = ? AND notified_at IS NULL',
    ).run(notifiedAt, alertId).changes === 1
  );
}
