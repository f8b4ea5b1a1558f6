// The seeded demo's history agrees with itself (issue 25): every order a customer's coins or notifications
// name is one of their orders in My Orders (or, for a referral bonus, the first order of someone they
// referred), the coins match what those orders earned and spent, and a new order takes a number nobody has.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CATALOGUE_DIR } from '../../magento/seed';
import { add, caller, newCart, placeOrder, prepareCheckout, simpleProduct } from '../sales/helpers';
import { customerShop, DEMO, type CustomerTestShop } from './helpers';

const ORDER_NUMBER = /\b\d{9}\b/g;

const seededCustomers = (
  JSON.parse(fs.readFileSync(path.join(DEFAULT_CATALOGUE_DIR, 'customers.json'), 'utf8')) as {
    customers: { email: string; password: string }[];
  }
).customers;

interface History {
  orders: { number: string; grand_total: number; total: { total_reward_points: { value: number } } }[];
  coins: { points: number; description: string; order_number: string | null }[];
  notifications: { title: string; body: string; url: string }[];
}

async function historyOf(shop: CustomerTestShop, credentials: { email: string; password: string }) {
  const token = await shop.signIn(credentials);
  const res = await shop.as(
    token,
    `{ customer { orders(pageSize: 100) { items { number grand_total total { total_reward_points { value } } } }
        mw_reward_points { transactions(pageSize: 100) { items { points description order_number } } } }
       CustomerNotifications { title body url } }`,
  );
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return {
    token,
    history: {
      orders: res.data.customer.orders.items,
      coins: res.data.customer.mw_reward_points.transactions.items,
      notifications: res.data.CustomerNotifications,
    } as History,
  };
}

/** The first orders of the customers this one referred (a referral bonus names the referee's order). */
function refereesOrders(shop: CustomerTestShop, email: string): string[] {
  return (
    shop.db
      .prepare(
        `SELECT o.increment_id FROM orders o JOIN referrals r ON r.first_order_number = o.increment_id
           AND r.referee_id = o.customer_id JOIN customers c ON c.customer_id = r.referrer_id WHERE c.email = ?`,
      )
      .all(email) as { increment_id: string }[]
  ).map((r) => r.increment_id);
}

describe('the seeded demo history', () => {
  it.each(seededCustomers.map((c) => [c.email, c] as const))(
    'names only orders %s has (or a referee’s first order, for a referral bonus)',
    async (email, credentials) => {
      const shop = customerShop();
      const { history } = await historyOf(shop, credentials);
      const own = new Set(history.orders.map((o) => o.number));
      const referees = new Set(refereesOrders(shop, email));
      for (const coin of history.coins) {
        const named = [...coin.description.matchAll(ORDER_NUMBER)].map((m) => m[0]);
        for (const number of [...named, ...(coin.order_number ? [coin.order_number] : [])]) {
          const isReferral = coin.description === 'Referral bonus' && referees.has(number);
          expect({ coin: coin.description, number, isOwn: own.has(number) || isReferral }).toEqual({
            coin: coin.description,
            number,
            isOwn: true,
          });
        }
      }
      for (const n of history.notifications) {
        for (const [number] of `${n.title} ${n.body} ${n.url}`.matchAll(ORDER_NUMBER))
          expect({ notification: n.title, number, isOwn: own.has(number) }).toEqual({
            notification: n.title,
            number,
            isOwn: true,
          });
      }
    },
  );

  it('gives the demo customer orders whose coins match what each earned and spent', async () => {
    const shop = customerShop();
    const { history } = await historyOf(shop, DEMO);
    expect(history.orders.length).toBeGreaterThanOrEqual(3);
    for (const order of history.orders) {
      const lines = history.coins.filter(
        (c) => c.order_number === order.number && c.description !== 'Referral bonus',
      );
      const spent = lines.filter((c) => c.points < 0).reduce((sum, c) => sum - c.points, 0);
      const earned = lines.filter((c) => c.points > 0).reduce((sum, c) => sum + c.points, 0);
      expect({ order: order.number, spent, earned }).toEqual({
        order: order.number,
        spent: order.total.total_reward_points.value,
        earned: Math.floor(order.grand_total / 100),
      });
    }
    const mentioned = history.notifications.flatMap((n) => [
      ...`${n.title} ${n.body}`.matchAll(ORDER_NUMBER),
    ]);
    expect(mentioned.length).toBeGreaterThan(0);
  });

  it('numbers a new order with a number no order, coin line or notification has used', async () => {
    const shop = customerShop();
    const { token, history } = await historyOf(shop, DEMO);
    const call = caller(shop, token);
    const cartId = await newCart(call, true);
    await add(call, cartId, [{ sku: simpleProduct(shop).sku, quantity: 1 }]);
    await prepareCheckout(call, cartId);
    const { orderV2 } = await placeOrder(call, cartId);

    const used = shop.db
      .prepare('SELECT increment_id FROM orders WHERE increment_id != ?')
      .all(orderV2.number);
    expect(used.length).toBeGreaterThan(0);
    expect(used).not.toContainEqual({ increment_id: orderV2.number });
    const texts = [
      ...history.coins.map((c) => `${c.description} ${c.order_number}`),
      ...history.notifications.map((n) => `${n.title} ${n.body} ${n.url}`),
    ];
    expect(texts.filter((t) => t.includes(orderV2.number))).toEqual([]);
  });
});
