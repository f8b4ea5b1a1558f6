// The demo's dated history, replayed in the order it happened: the customers' coins and notifications that no
// order caused (customers.json) and the past orders with theirs (orders.json). Coins are a ledger (each line
// holds the balance after it) and both lists show newest first by id, so what happened first is written
// first; an order's number is its id, so orders.json lists them by date.
import type { Db } from '../db/connection';
import { findCustomerByEmail } from '../db/repositories/customers';
import { insertNotification } from '../db/repositories/notifications';
import { addRewardPoints } from '../db/repositories/rewards';
import type { CatalogueSource } from './catalogue-file';
import type { SeedCustomer, SeedNotification } from './customers';
import { placePastOrder, type PastOrderSpec } from './orders';

interface OrderNotification extends SeedNotification {
  /** Whom it is for, when not the order's customer (a referrer). */
  customer?: string;
}

interface OrdersFile {
  orders: (PastOrderSpec & { notifications?: OrderNotification[] })[];
}

interface Event {
  at: string;
  apply: () => void;
}

function customerId(db: Db, email: string | undefined, where: string): number {
  const customer = email ? findCustomerByEmail(db, email) : undefined;
  if (!customer) throw new Error(`${where}: no customer ${email ?? '(none named)'}`);
  return customer.customer_id;
}

function notify(db: Db, id: number, n: SeedNotification): void {
  insertNotification(db, id, {
    title: n.title,
    body: n.body,
    url: n.url,
    isRead: n.is_read,
    createdAt: n.created_at,
  });
}

function customerEvents(db: Db, c: SeedCustomer): Event[] {
  const id = () => customerId(db, c.email, 'customers.json');
  return [
    ...c.reward_transactions.map((t) => ({
      at: t.created_at,
      apply: () =>
        addRewardPoints(db, id(), {
          points: t.points,
          description: t.description,
          createdAt: t.created_at,
          expiresAt: t.expires_at ?? null,
        }),
    })),
    ...c.notifications.map((n) => ({ at: n.created_at, apply: () => notify(db, id(), n) })),
  ];
}

function orderEvents(db: Db, spec: OrdersFile['orders'][number]): Event[] {
  let pointsEarned = 0;
  const fill = (text: string) =>
    text.replaceAll('{number}', spec.number).replaceAll('{points}', String(pointsEarned));
  const where = `orders.json (order ${spec.number})`;
  const placing = { at: spec.created_at, apply: () => ({ pointsEarned } = placePastOrder(db, spec)) };
  const notices = (spec.notifications ?? []).map((n) => {
    if (n.created_at < spec.created_at) throw new Error(`${where}: a notification predates the order`);
    const apply = () =>
      notify(db, customerId(db, n.customer ?? spec.customer, where), {
        ...n,
        title: fill(n.title),
        body: fill(n.body),
        url: fill(n.url),
      });
    return { at: n.created_at, apply };
  });
  return [placing, ...notices];
}

export function seedActivity(db: Db, source: CatalogueSource): void {
  const { customers } = source.read<{ customers: SeedCustomer[] }>('customers.json');
  const { orders } = source.read<OrdersFile>('orders.json');
  orders.forEach((o, i) => {
    const previous = orders[i - 1];
    if (previous && o.created_at < previous.created_at)
      throw new Error(`orders.json: order ${o.number} is dated before order ${previous.number}`);
  });
  const events = [
    ...customers.flatMap((c) => customerEvents(db, c)),
    ...orders.flatMap((o) => orderEvents(db, o)),
  ];
  // A stable sort: events at the same time keep their order in the files.
  for (const event of events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))) event.apply();
}
