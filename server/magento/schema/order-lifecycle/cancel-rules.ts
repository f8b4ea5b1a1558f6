// OrderCancellation's rules: whether a customer's order can be cancelled now, and if not, Magento's reason.
// CustomerOrder.available_actions and cancelOrder both ask here, so CANCEL is offered exactly when it works.
import type { Db } from '../../db/connection';
import { listOrderItems, type OrderRow } from '../../db/repositories/orders';
import { readStoreConfig } from '../../db/repositories/stores';
import { CANCEL_MESSAGES as M } from './cancel-messages';

/** The store_config path of OrderCancellation's switch (on unless set to 0). */
export const CANCELLATION_ENABLED_PATH = 'sales/cancellation/enabled';

export function cancellationEnabled(db: Db, storeId: number): boolean {
  return (readStoreConfig(db, storeId)[CANCELLATION_ENABLED_PATH] ?? '1') !== '0';
}

/** Magento's CustomerCanCancel: not once closed, complete (delivered), cancelled or on hold. */
const customerCanCancel = (order: OrderRow) =>
  !['closed', 'complete', 'canceled', 'holded'].includes(order.state);

export const hasShipped = (db: Db, order: OrderRow) =>
  listOrderItems(db, [order.entity_id]).some((item) => item.qty_shipped > 0);

/** Why the order cannot be cancelled now, or null when it can (CustomerOrder.available_actions asks too). */
export function cancelRefusal(db: Db, order: OrderRow): string | null {
  if (!cancellationEnabled(db, order.store_id)) return M.disabled;
  if (!customerCanCancel(order)) return M.invalidStatus;
  if (hasShipped(db, order)) return M.shipped;
  return null;
}
