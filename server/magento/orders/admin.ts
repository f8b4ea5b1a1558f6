// What Magento's admin does to an order after it is placed, for the embedded backend: deliver a cash-on-delivery
// order (collected: paid), cancel one, refund a paid one. Each runs in one transaction and checks the order's
// state inside it, so two operators (or a gateway callback) racing on one order cannot both change it.
import { inTransaction, type Db } from '../db/connection';
import { magentoTime } from '../clock';
import { findOrderByNumber, setOrderDelivered, setOrderState, type OrderRow } from '../db/repositories/orders';
import { cancelOrder, payOrderCoins, refundOrder } from '../schema/checkout/order-effects';
import { invoiceOrder } from '../invoices/create-invoice';

export type OrderAction = 'deliver' | 'cancel' | 'refund';

/** A reason the action was refused; nothing was written. */
export class OrderActionRefused extends Error {}

/** The states each action starts from. A gateway order waiting for its payment is settled by the gateway. */
const FROM: Record<OrderAction, readonly OrderRow['state'][]> = {
  deliver: ['new', 'processing'],
  cancel: ['new', 'processing'],
  refund: ['processing', 'complete'],
};

function act(db: Db, order: OrderRow, action: OrderAction, now: number): void {
  if (action === 'deliver') {
    // Cash on delivery is collected now; an order paid online (or with nothing to pay) keeps its status.
    const payment = order.payment_status === 'on_delivery' ? 'paid' : order.payment_status;
    setOrderState(db, order.entity_id, { state: 'complete', status: 'complete', payment_status: payment });
    setOrderDelivered(db, order.entity_id, magentoTime(now));
    payOrderCoins(db, order);
    invoiceOrder(db, order.entity_id, now);
  } else if (action === 'cancel') cancelOrder(db, order);
  else refundOrder(db, order);
}

/** Applies the action to the order with that number (at `now`, ms) and returns the order as it is now. */
export function changeOrder(db: Db, orderNumber: string, action: OrderAction, now = Date.now()): OrderRow {
  return inTransaction(db, () => {
    const order = findOrderByNumber(db, orderNumber);
    if (!order) throw new OrderActionRefused(`No order #${orderNumber}.`);
    if (!FROM[action].includes(order.state))
      throw new OrderActionRefused(
        order.state === 'pending_payment'
          ? `Order #${orderNumber} waits for its online payment; the payment gateway settles it.`
          : `Order #${orderNumber} is ${order.status}: it cannot be ${PAST[action]}.`,
      );
    act(db, order, action, now);
    return findOrderByNumber(db, orderNumber)!;
  });
}

const PAST: Record<OrderAction, string> = { deliver: 'delivered', cancel: 'cancelled', refund: 'refunded' };
