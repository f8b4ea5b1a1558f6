// Which of an order's items can still be returned, and how many: Magento's "available quantity" (shipped, less
// refunded, less what earlier returns ask for unless those were rejected or denied), only for a delivered
// order of the shop's returns programme within its window (RETURN_WINDOW_DAYS after orders.delivered_at).
import { nowMs } from '../../clock';
import type { StandInConfig } from '../../config';
import type { Db } from '../../db/connection';
import type { OrderItemRow, OrderRow } from '../../db/repositories/orders';
import { listReturnItemsOfOrderItems, type ReturnItemRow } from '../../db/repositories/returns';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_RETURNS = { enabled: true, windowDays: 7 };

export const returnsSettings = (config: Pick<StandInConfig, 'returns'>) => config.returns ?? DEFAULT_RETURNS;

/** A Magento time ('YYYY-MM-DD HH:MM:SS' UTC) in ms. */
const msOf = (time: string) => Date.parse(`${time.replace(' ', 'T')}Z`);

/** When the order's return window closes (ms), or null while it has not been delivered. */
export function returnWindowEnd(config: Pick<StandInConfig, 'returns'>, order: OrderRow): number | null {
  if (order.delivered_at === null) return null;
  return msOf(order.delivered_at) + returnsSettings(config).windowDays * DAY_MS;
}

export type OrderReturnability = 'ok' | 'disabled' | 'not-delivered' | 'window-closed';

export function orderReturnability(
  config: Pick<StandInConfig, 'returns' | 'now'>,
  order: OrderRow,
): OrderReturnability {
  if (!returnsSettings(config).enabled) return 'disabled';
  const end = returnWindowEnd(config, order);
  // A delivered order that was refunded or closed since is not returnable any more.
  if (end === null || order.state !== 'complete') return 'not-delivered';
  return nowMs(config) > end ? 'window-closed' : 'ok';
}

/** Statuses of return items that no longer hold the quantity they asked for. */
const RELEASED: readonly ReturnItemRow['status'][] = ['rejected', 'denied'];

export interface ItemReturnCounts {
  /** Asked for in returns still open or accepted. */
  requested: number;
  /** Returned: approved by the operator. */
  returned: number;
}

/** How much of each order item earlier returns asked for and got back. */
export function returnCounts(db: Db, items: readonly OrderItemRow[]): Map<number, ItemReturnCounts> {
  const counts = new Map(items.map((i) => [i.item_id, { requested: 0, returned: 0 }]));
  for (const r of listReturnItemsOfOrderItems(
    db,
    items.map((i) => i.item_id),
  )) {
    const count = counts.get(r.order_item_id)!;
    if (!RELEASED.includes(r.status)) count.requested += r.qty_requested;
    if (r.status === 'approved') count.returned += r.qty_authorized;
  }
  return counts;
}

/** The quantity of an item that can still be returned (whole units): only what was shipped can come back. */
export const availableToReturn = (item: OrderItemRow, counts: ItemReturnCounts | undefined) =>
  Math.max(0, Math.floor(item.qty_shipped - item.qty_refunded - (counts?.requested ?? 0)));
