// The after-purchase events in the data layer (RETURN_EVENTS; shop-events.ts lists them for the contract test).
import { track } from '../analytics';
import { RETURN_EVENTS } from './constants';

export function trackReorder(orderNumber: string, notAdded: number): void {
  track(RETURN_EVENTS.reorder, { order_number: orderNumber, items_not_added: notAdded });
}

export function trackReturnRequested(
  orderNumber: string,
  returnNumber: string,
  items: { sku: string; quantity: number; reason: string; resolution: string }[],
): void {
  track(RETURN_EVENTS.returnRequested, { order_number: orderNumber, return_number: returnNumber, items });
}
