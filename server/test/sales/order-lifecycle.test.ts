// An order's life after placing, moved by the operator (orders/admin.ts) on a test clock: shipments in parts
// with tracking, delivery (shipping what remains), cancel (never once shipped) and refund (paid orders, once,
// through the gateway's sandbox with a credit memo); every change on the status history and in GraphQL.
import { changeOrder, OrderActionRefused } from '../../magento/orders/admin';
import { ORIGIN } from '../test-app';
import { DEMO, PRIYA, rewardBalance, salesShop, stockOf, type SalesShop } from './helpers';
import { ORDER_LIFE, orderOf, paidOrder, statusHistory } from './lifecycle-helpers';

// Small steps: the customer's token outlives them (its lifetime is the shop's, an hour).
const HOUR = 10 * 60 * 1000;
const at = (shop: SalesShop) => new Date(shop.clock.now).toISOString().slice(0, 19).replace('T', ' ');

async function life(shop: SalesShop, token: string, number: string) {
  const res = await shop.as(token, ORDER_LIFE, { n: number });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.customer.orders.items[0];
}

describe('shipping an order', () => {
  it('ships in parts with tracking, never more than remains, then delivers; each step on the timeline', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const placedAt = at(shop);
    const { number, skus } = await orderOf(shop, token, [
      [0, 2],
      [1, 1],
    ]);
    const [a, b] = skus as [string, string];

    shop.clock.advance(HOUR);
    const firstAt = at(shop);
    changeOrder(
      shop.db,
      number,
      { action: 'ship', items: [{ sku: a, qty: 1 }], carrier: 'bluedart', track: 'BD12345678' },
      shop.clock.now,
    );
    expect(() =>
      changeOrder(shop.db, number, { action: 'ship', items: [{ sku: a, qty: 2 }] }, shop.clock.now),
    ).toThrow(`Order #${number}: only 1 of ${a} is left to ship.`);
    expect(() =>
      changeOrder(shop.db, number, { action: 'ship', items: [{ sku: 'NO-SUCH', qty: 1 }] }, shop.clock.now),
    ).toThrow(`Order #${number} has no item NO-SUCH.`);
    expect(() => changeOrder(shop.db, number, 'cancel', shop.clock.now)).toThrow(
      `Order #${number} has shipped items: it cannot be cancelled.`,
    );

    let order = await life(shop, token, number);
    expect(order.status).toBe('Partially Shipped');
    expect(order.items.map((i: { quantity_shipped: number }) => i.quantity_shipped)).toEqual([1, 0]);
    expect(order.shipments).toEqual([
      {
        id: expect.any(String),
        number: expect.stringMatching(/^\d{9}$/),
        shipped_at: firstAt,
        comments: [],
        items: [
          expect.objectContaining({ product_sku: a, quantity_shipped: 1, order_item: { product_sku: a } }),
        ],
        tracking: [
          {
            carrier: 'bluedart',
            title: 'Blue Dart',
            number: 'BD12345678',
            url: `${ORIGIN}/tracking/bluedart/BD12345678`,
          },
        ],
      },
    ]);

    shop.clock.advance(HOUR);
    const secondAt = at(shop);
    changeOrder(
      shop.db,
      number,
      { action: 'ship', carrier: 'delhivery', track: 'DL-998877' },
      shop.clock.now,
    );
    expect(() => changeOrder(shop.db, number, { action: 'ship' }, shop.clock.now)).toThrow(
      `Order #${number} has nothing left to ship.`,
    );
    order = await life(shop, token, number);
    expect(order.status).toBe('Shipped');
    expect(
      order.shipments[1].items.map((i: { product_sku: string; quantity_shipped: number }) => [
        i.product_sku,
        i.quantity_shipped,
      ]),
    ).toEqual([
      [a, 1],
      [b, 1],
    ]);
    expect(order.shipments[1].tracking[0]).toMatchObject({ title: 'Delhivery', number: 'DL-998877' });
    expect(order.available_actions).toEqual([]);

    shop.clock.advance(2 * HOUR);
    const deliveredAt = at(shop);
    const delivered = changeOrder(shop.db, number, 'deliver', shop.clock.now);
    expect(delivered).toMatchObject({ state: 'complete', payment_status: 'paid', delivered_at: deliveredAt });
    order = await life(shop, token, number);
    expect(order.status).toBe('Delivered');
    expect(order.delivered_at).toBe(deliveredAt);
    expect(order.shipments).toHaveLength(2); // nothing remained to ship
    expect(order.status_history).toEqual([
      { status: 'pending', label: 'Pending', date: placedAt },
      { status: 'partially_shipped', label: 'Partially Shipped', date: firstAt },
      { status: 'shipped', label: 'Shipped', date: secondAt },
      { status: 'complete', label: 'Delivered', date: deliveredAt },
    ]);
    expect(order.items.map((i: { status: string }) => i.status)).toEqual(['Shipped', 'Shipped']);
  });

  it('delivering an order not yet shipped ships all of it first, in one shipment, and pays its coins', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number } = await orderOf(shop, token, [
      [0, 1],
      [2, 3],
    ]);
    const coins = rewardBalance(shop, PRIYA.email);
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    const order = await life(shop, token, number);
    expect(order.shipments).toHaveLength(1);
    expect(order.shipments[0].items.map((i: { quantity_shipped: number }) => i.quantity_shipped)).toEqual([
      1, 3,
    ]);
    expect(order.shipments[0].tracking).toEqual([]);
    expect(order.status_history.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'shipped',
      'complete',
    ]);
    expect(rewardBalance(shop, PRIYA.email)).toBeGreaterThan(coins);
  });

  it('refuses a carrier it does not know, a malformed tracking number, and orders that cannot ship', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number } = await orderOf(shop, token, [[0, 1]]);
    expect(() => changeOrder(shop.db, number, { action: 'ship', carrier: 'fedex' }, shop.clock.now)).toThrow(
      'Unknown carrier "fedex". Carriers: bluedart, delhivery, indiapost, ekart.',
    );
    expect(() => changeOrder(shop.db, number, { action: 'ship', track: '<script>' }, shop.clock.now)).toThrow(
      'A tracking number is 4 to 40 letters, digits or dashes.',
    );
    expect(statusHistory(shop, number).map((h) => h.status)).toEqual(['pending']); // nothing written

    const waiting = await orderOf(shop, token, [[0, 1]], 'razorpay');
    expect(() => changeOrder(shop.db, waiting.number, 'ship', shop.clock.now)).toThrow(
      `Order #${waiting.number} waits for its online payment; the payment gateway settles it.`,
    );
    changeOrder(shop.db, number, 'cancel', shop.clock.now);
    expect(() => changeOrder(shop.db, number, 'ship', shop.clock.now)).toThrow(
      `Order #${number} is Canceled: it cannot be shipped.`,
    );
    expect(() => changeOrder(shop.db, 'nope', 'ship', shop.clock.now)).toThrow(OrderActionRefused);
  });
});

describe('cancelling and refunding', () => {
  it('cancels an unshipped cash-on-delivery order: stock back, status Canceled, no credit memo', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number, skus } = await orderOf(shop, token, [[0, 2]]);
    const stock = stockOf(shop, skus[0]!);
    changeOrder(shop.db, number, { action: 'cancel', reason: 'Customer called' }, shop.clock.now);
    expect(stockOf(shop, skus[0]!)).toBe(stock + 2);
    const order = await life(shop, token, number);
    expect(order).toMatchObject({
      status: 'Canceled',
      credit_memos: [],
      comments: [{ message: 'Customer called' }],
    });
    expect(() => changeOrder(shop.db, number, 'refund', shop.clock.now)).toThrow(
      `Order #${number} is Canceled: it cannot be refunded.`,
    );
  });

  it('refunds a paid order once, through its gateway, with a credit memo telling when the money arrives', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number, total } = await paidOrder(shop, token, [[0, 1]]);
    changeOrder(shop.db, number, { action: 'ship', track: 'BD55556666' }, shop.clock.now);
    shop.clock.advance(HOUR);
    const refunded = changeOrder(shop.db, number, 'refund', shop.clock.now);
    expect(refunded).toMatchObject({ state: 'closed', status: 'closed' });
    const payment = shop.db
      .prepare(
        `SELECT refunded_amount, refund_reference, refunded_at FROM payment_transactions t
           JOIN orders o ON o.entity_id = t.order_id WHERE o.increment_id = ?`,
      )
      .get(number);
    expect(payment).toEqual({
      refunded_amount: total,
      refund_reference: expect.stringMatching(/^rfnd_[0-9a-f]{18}$/),
      refunded_at: shop.clock.now,
    });
    const order = await life(shop, token, number);
    const money = `₹${total.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
    expect(order.status).toBe('Refunded');
    expect(order.credit_memos).toEqual([
      {
        id: expect.any(String),
        number: expect.stringMatching(/^\d{9}$/),
        comments: [
          {
            message: `${money} was refunded to your card on 1 Mar 2026; banks take 5–7 working days.`,
            timestamp: at(shop),
          },
        ],
        items: [expect.objectContaining({ quantity_refunded: 1 })],
        total: { grand_total: { value: total }, adjustment: { value: 0 } },
      },
    ]);
    expect(order.items[0]).toMatchObject({ quantity_refunded: 1, status: 'Refunded' });
    expect(() => changeOrder(shop.db, number, 'refund', shop.clock.now)).toThrow(
      `Order #${number} is Refunded: it cannot be refunded.`,
    );
  });

  it('refunds cash collected on delivery by bank transfer, saying so', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number, total } = await orderOf(shop, token, [[0, 1]]);
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    changeOrder(shop.db, number, 'refund', shop.clock.now);
    const memo = (await life(shop, token, number)).credit_memos[0];
    expect(memo.total.grand_total.value).toBe(total);
    expect(memo.comments[0].message).toBe(
      `₹${total.toLocaleString('en-IN', { maximumFractionDigits: 2 })} was refunded on 1 Mar 2026 to your bank account on file; it takes 5–7 working days to arrive.`,
    );
  });

  it('refuses to refund an order nobody has paid for yet', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number } = await orderOf(shop, token, [
      [0, 1],
      [1, 1],
    ]);
    changeOrder(
      shop.db,
      number,
      { action: 'ship', items: [{ sku: (await life(shop, token, number)).items[0].product_sku, qty: 1 }] },
      shop.clock.now,
    );
    expect(() => changeOrder(shop.db, number, 'refund', shop.clock.now)).toThrow(
      `Order #${number} is not paid: there is nothing to refund (cancel it instead).`,
    );
  });

  it('cancelling a paid order refunds it through the gateway and closes it', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number } = await paidOrder(shop, token, [[0, 1]]);
    changeOrder(shop.db, number, 'cancel', shop.clock.now);
    const order = await life(shop, token, number);
    expect(order.status).toBe('Refunded');
    expect(order.credit_memos).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ quantity_canceled: 1, quantity_refunded: 1 });
  });
});

describe('the seeded demo orders', () => {
  const SEEDED = `{ customer { orders(pageSize: 20) { items { number status delivered_at comments { message }
    shipments { items { product_sku } tracking { title number url } } status_history { status date } } } } }`;
  type Seeded = {
    number: string;
    status: string;
    delivered_at: string | null;
    comments: { message: string }[];
    shipments: { items: unknown[]; tracking: { title: string; number: string; url: string }[] }[];
    status_history: { status: string; date: string }[];
  };
  const ordersOf = async (shop: SalesShop, credentials: { email: string; password: string }) =>
    (await shop.as(await shop.signIn(credentials), SEEDED)).data.customer.orders.items as Seeded[];

  it('show every stage: shipped in two parts and delivered, still on its way, cancelled', async () => {
    const shop = salesShop();
    const demo = await ordersOf(shop, DEMO);
    const twoParts = demo.find((o) => o.number === '000000007')!;
    expect(twoParts.status).toBe('Delivered');
    expect(twoParts.shipments.map((s) => s.tracking[0]!.title)).toEqual(['Blue Dart', 'Delhivery']);
    expect(twoParts.shipments[0]!.tracking[0]!.url).toBe(`${ORIGIN}/tracking/bluedart/BD40021771`);
    expect(twoParts.status_history.map((h) => h.status)).toEqual([
      'pending_payment',
      'processing',
      'partially_shipped',
      'shipped',
      'complete',
    ]);
    expect(twoParts.delivered_at).toBe(twoParts.status_history.at(-1)!.date);
    const onItsWay = demo.find((o) => o.number === '000000009')!;
    expect(onItsWay).toMatchObject({ status: 'Partially Shipped', delivered_at: null });
    for (const o of demo) {
      const dates = o.status_history.map((h) => h.date);
      expect(dates).toEqual([...dates].sort());
      if (o.number !== '000000009') expect(o.status).toBe('Delivered');
      expect(o.shipments.length).toBeGreaterThan(0);
    }
    const rohan = await ordersOf(shop, { email: 'rohan.mehta@example.in', password: 'Rohan@2024' });
    expect(rohan.find((o) => o.number === '000000008')).toMatchObject({
      status: 'Canceled',
      shipments: [],
      comments: [{ message: 'Ordered by mistake' }],
    });
  });
});
