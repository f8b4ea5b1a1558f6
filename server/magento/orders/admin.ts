// What Magento's admin does to an order after it is placed, for the embedded backend: ship it (whole or in
// parts, with a courier and tracking number), deliver it (cash on delivery is collected: paid), cancel it
// (a paid one is refunded through its gateway), refund it. Each runs in one transaction and checks the order's
// state inside it, so two operators (or a gateway callback, or the shopper's cancelOrder) racing on one order
// cannot both change it. Each change is on the order's status history and in the customer's drawer; the
// e-mail and push follow once it is committed (order-news.ts).
import { inTransaction, type Db } from '../db/connection';
import { orderTransactions } from '../db/repositories/gateway-transactions';
import { magentoTime, nowMs } from '../clock';
import type { StandInConfig } from '../config';
import type { PushSender } from '../push/test-push';
import {
  findOrderByNumber,
  listOrderItems,
  setOrderDelivered,
  setOrderState,
  type OrderRow,
} from '../db/repositories/orders';
import { payOrderCoins, refundOrder, undoOrder, cancelOrder } from '../schema/checkout/order-effects';
import { REFUSED, statusLabel } from './lifecycle-messages';
import { OrderActionRefused } from './refused';
import { sendOrderNews, writeDrawerNews, type OrderNews, type SentOrderNews } from './order-news';
import { refundPayment } from './refund';
import { remainingToShip, shipItems, type ShipRequest } from './shipping';
import { invoiceOrder } from '../invoices/create-invoice';

export type OrderChange =
  | ({ action: 'ship' } & ShipRequest)
  | { action: 'deliver' }
  /** byShopper: the customer's cancelOrder, which may also drop an order still waiting for its payment. */
  | { action: 'cancel'; reason?: string; byShopper?: boolean }
  | { action: 'refund' };

export type OrderAction = OrderChange['action'];

export { OrderActionRefused };

/** The states each action starts from. A gateway order waiting for its payment is settled by the gateway. */
const FROM: Record<OrderAction, readonly OrderRow['state'][]> = {
  ship: ['new', 'processing'],
  deliver: ['new', 'processing'],
  cancel: ['new', 'processing'],
  refund: ['processing', 'complete'],
};

const PAST: Record<OrderAction, string> = {
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
  refund: 'refunded',
};

function checkFrom(order: OrderRow, change: OrderChange): void {
  const { action } = change;
  if (FROM[action].includes(order.state)) return;
  if (change.action === 'cancel' && change.byShopper && order.state === 'pending_payment') return;
  const n = order.increment_id;
  throw new OrderActionRefused(
    order.state === 'pending_payment'
      ? REFUSED.awaitingPayment(n)
      : REFUSED.wrongState(n, statusLabel(order.status), PAST[action]),
  );
}

type Facts = Pick<OrderNews, 'kind' | 'tracking' | 'refund'>;

function deliver(db: Db, order: OrderRow, now: number): Facts {
  const at = magentoTime(now);
  // Delivered means everything arrived: what has not shipped yet goes now, in one shipment.
  if (remainingToShip(listOrderItems(db, [order.entity_id])).length > 0) shipItems(db, order, {}, at);
  // Cash on delivery is collected now; an order paid online (or with nothing to pay) keeps its status.
  const payment = order.payment_status === 'on_delivery' ? 'paid' : order.payment_status;
  setOrderState(db, order.entity_id, { state: 'complete', status: 'complete', payment_status: payment }, at);
  setOrderDelivered(db, order.entity_id, at);
  payOrderCoins(db, order);
  invoiceOrder(db, order.entity_id, now);
  return { kind: 'delivered' };
}

/** Cancels an order nothing of which has shipped; a paid one's money goes back through its gateway. */
function cancelNotShipped(db: Db, order: OrderRow, now: number, reason: string | null): Facts {
  const at = magentoTime(now);
  if (order.payment_status !== 'paid') {
    // A payment still open on the gateway's page can no longer be made: its callback is then refused.
    const open = orderTransactions.findBySubject(db, order.entity_id);
    if (open?.status === 'pending')
      orderTransactions.settle(db, open.transaction_id, {
        status: 'failed',
        method: null,
        reference: 'canceled',
        now,
      });
    cancelOrder(db, order, at, reason);
    return { kind: 'canceled' };
  }
  // Magento closes a cancelled order whose payment it refunded.
  undoOrder(db, order);
  const memo = refundPayment(db, order, now);
  setOrderState(
    db,
    order.entity_id,
    { state: 'closed', status: 'closed', payment_status: 'paid' },
    at,
    reason,
  );
  return { kind: 'canceled', refund: memo.comment };
}

function act(db: Db, order: OrderRow, change: OrderChange, now: number): Facts {
  const n = order.increment_id;
  switch (change.action) {
    case 'ship':
      return shipItems(db, order, change, magentoTime(now));
    case 'deliver':
      return deliver(db, order, now);
    case 'cancel':
      if (listOrderItems(db, [order.entity_id]).some((i) => i.qty_shipped > 0))
        throw new OrderActionRefused(REFUSED.shippedAlready(n));
      return cancelNotShipped(db, order, now, change.reason ?? null);
    case 'refund': {
      if (order.payment_status !== 'paid') throw new OrderActionRefused(REFUSED.notPaid(n));
      const memo = refundPayment(db, order, now);
      refundOrder(db, order, magentoTime(now));
      return { kind: 'refunded', refund: memo.comment };
    }
  }
}

/**
 * Applies the change to the order with that number at `now` (ms; a test clock may move orders through their
 * states) and writes the customer's drawer notification with it; returns the order as it is now and the news
 * to send once committed (order-news.ts sendOrderNews).
 */
export function changeOrderWithNews(
  db: Db,
  orderNumber: string,
  change: OrderChange,
  now: number,
): { order: OrderRow; news: OrderNews } {
  return inTransaction(db, () => {
    const before = findOrderByNumber(db, orderNumber);
    if (!before) throw new OrderActionRefused(REFUSED.noOrder(orderNumber));
    checkFrom(before, change);
    const facts = act(db, before, change, now);
    const order = findOrderByNumber(db, orderNumber)!;
    return { order, news: writeDrawerNews(db, order, facts, magentoTime(now)) };
  });
}

/** Applies the change (or a bare action: ship everything, cancel without a reason) and returns the order. */
export function changeOrder(
  db: Db,
  orderNumber: string,
  change: OrderAction | OrderChange,
  now = Date.now(),
): OrderRow {
  const asChange = typeof change === 'string' ? ({ action: change } as OrderChange) : change;
  return changeOrderWithNews(db, orderNumber, asChange, now).order;
}

/** Applies the change at the server's clock, then sends its e-mail and push (the orders command, cancelOrder). */
export async function runOrderChange(
  db: Db,
  config: Pick<StandInConfig, 'dataDir' | 'publicOrigin' | 'now'>,
  sender: PushSender | null,
  orderNumber: string,
  change: OrderChange,
): Promise<{ order: OrderRow; news: OrderNews; sent: SentOrderNews }> {
  const { order, news } = changeOrderWithNews(db, orderNumber, change, nowMs(config));
  return { order, news, sent: await sendOrderNews(db, config, sender, news) };
}
