// What the order types show of returns: CustomerOrder.items_eligible_for_return, .returns, the RETURN action,
// and each OrderItem's eligible_for_return, quantity_return_requested and quantity_returned. An order's counts
// are read once per request (a page of orders asks for them per item).
import type { RequestContext } from '../../context';
import { listOrderItems, type OrderItemRow, type OrderRow } from '../../db/repositories/orders';
import { availableToReturn, orderReturnability, returnCounts, type ItemReturnCounts } from './eligibility';

const perRequest = new WeakMap<RequestContext, Map<number, Map<number, ItemReturnCounts>>>();

function countsOf(ctx: RequestContext, orderId: number, items?: readonly OrderItemRow[]) {
  let orders = perRequest.get(ctx);
  if (!orders) perRequest.set(ctx, (orders = new Map()));
  let counts = orders.get(orderId);
  if (!counts)
    orders.set(orderId, (counts = returnCounts(ctx.db, items ?? listOrderItems(ctx.db, [orderId]))));
  return counts;
}

/** The order's items that can be returned now (none outside the window or before delivery). */
export function itemsEligibleForReturn(ctx: RequestContext, order: OrderRow, items: readonly OrderItemRow[]) {
  if (orderReturnability(ctx.config, order) !== 'ok') return [];
  const counts = countsOf(ctx, order.entity_id, items);
  return items.filter((item) => availableToReturn(item, counts.get(item.item_id)) > 0);
}

/** RETURN when some item can be returned now (Magento's OrderActionType). */
export function returnActions(
  ctx: RequestContext,
  order: OrderRow,
  items: readonly OrderItemRow[],
): 'RETURN'[] {
  return itemsEligibleForReturn(ctx, order, items).length > 0 ? ['RETURN'] : [];
}

export const orderItemReturnFields = {
  eligible_for_return: (v: { item: OrderItemRow; order: OrderRow }, _: unknown, ctx: RequestContext) =>
    orderReturnability(ctx.config, v.order) === 'ok' &&
    availableToReturn(v.item, countsOf(ctx, v.order.entity_id).get(v.item.item_id)) > 0,
  quantity_return_requested: (v: { item: OrderItemRow; order: OrderRow }, _: unknown, ctx: RequestContext) =>
    countsOf(ctx, v.order.entity_id).get(v.item.item_id)?.requested ?? 0,
};

/** OrderItem.quantity_returned: what approved returns took back. */
export const quantityReturned = (ctx: RequestContext, order: OrderRow, item: OrderItemRow) =>
  countsOf(ctx, order.entity_id).get(item.item_id)?.returned ?? 0;
