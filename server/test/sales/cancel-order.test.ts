// cancelOrder (Magento's OrderCancellation): the customer's own order only, only before anything shipped, with
// a reason from the store's list; Magento's messages and error codes; a paid order refunded through its
// gateway; CANCEL in available_actions exactly when it would work.
import { changeOrder } from '../../magento/orders/admin';
import { encodeUid } from '../../magento/graphql/uid';
import { DEMO, errorsOf, PRIYA, salesShop, stockOf, type SalesShop } from './helpers';
import { drawer, orderOf, orderPage, paidOrder, payOnHostedPage, statusHistory } from './lifecycle-helpers';

const CANCEL = `mutation($id: ID!, $reason: String!) { cancelOrder(input: { order_id: $id, reason: $reason }) {
  error errorV2 { code message } order { number status available_actions comments { message }
    credit_memos { comments { message } } } } }`;
const ACTIONS = `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
  number status available_actions } } } }`;

const idOf = (shop: SalesShop, number: string) =>
  encodeUid(
    (
      shop.db.prepare('SELECT entity_id FROM orders WHERE increment_id = ?').get(number) as {
        entity_id: number;
      }
    ).entity_id,
  );

async function cancel(shop: SalesShop, token: string, number: string, reason = 'Ordered by mistake') {
  const res = await shop.as(token, CANCEL, { id: idOf(shop, number), reason });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.cancelOrder;
}

const actionsOf = async (shop: SalesShop, token: string, number: string) =>
  (await shop.as(token, ACTIONS, { n: number })).data.customer.orders.items[0]?.available_actions;

describe('cancelOrder', () => {
  it('offers its reasons in storeConfig, and is on unless the store turns it off', async () => {
    const shop = salesShop();
    const res = await shop.guest(
      '{ storeConfig { order_cancellation_enabled order_cancellation_reasons { description } } }',
    );
    expect(res.data.storeConfig.order_cancellation_enabled).toBe(true);
    expect(res.data.storeConfig.order_cancellation_reasons).toContainEqual({
      description: 'Ordered by mistake',
    });
    expect(res.data.storeConfig.order_cancellation_reasons.at(-1)).toEqual({ description: 'Other' });

    const token = await shop.signIn(PRIYA);
    const { number } = await orderOf(shop, token, [[0, 1]]);
    shop.db
      .prepare(
        "INSERT INTO store_config (store_id, path, value) VALUES (0, 'sales/cancellation/enabled', '0')",
      )
      .run();
    expect(await actionsOf(shop, token, number)).toEqual([]);
    expect(await cancel(shop, token, number)).toEqual({
      error: 'Order cancellation is not enabled for requested store.',
      errorV2: {
        code: 'ORDER_CANCELLATION_DISABLED',
        message: 'Order cancellation is not enabled for requested store.',
      },
      order: null,
    });
  });

  it('cancels the customer’s unshipped cash-on-delivery order, with the reason, once', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number, skus } = await orderOf(shop, token, [[0, 2]]);
    const stock = stockOf(shop, skus[0]!);
    expect(await actionsOf(shop, token, number)).toEqual(['CANCEL']);
    expect(await cancel(shop, token, number, ' ordered BY mistake ')).toEqual({
      error: null,
      errorV2: null,
      order: {
        number,
        status: 'Canceled',
        available_actions: [],
        comments: [{ message: 'Ordered by mistake' }],
        credit_memos: [],
      },
    });
    expect(stockOf(shop, skus[0]!)).toBe(stock + 2);
    expect(statusHistory(shop, number).at(-1)).toMatchObject({
      status: 'canceled',
      comment: 'Ordered by mistake',
    });
    // The shopper is told in the drawer and by e-mail, linked to the order.
    expect(drawer(shop, PRIYA.email)[0]).toMatchObject({
      title: `Order #${number} was cancelled`,
      url: `/order-history/${number}`,
    });
    expect(shop.outbox(PRIYA.email).at(-1)).toMatchObject({
      template: 'order_canceled',
      subject: `Order #${number} was cancelled`,
      link: orderPage(number),
    });

    const again = await cancel(shop, token, number);
    expect(again).toMatchObject({
      error: 'Order already closed, complete, cancelled or on hold',
      errorV2: { code: 'INVALID_ORDER_STATUS' },
      order: { status: 'Canceled' },
    });
  });

  it('refunds a paid order through its gateway and closes it, as Magento does', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number } = await paidOrder(shop, token, [[0, 1]]);
    const out = await cancel(shop, token, number, 'Found a better price elsewhere');
    expect(out.error).toBeNull();
    expect(out.order.status).toBe('Refunded');
    expect(out.order.credit_memos[0].comments[0].message).toMatch(
      / was refunded to your card on 1 Mar 2026; /,
    );
    expect(shop.outbox(PRIYA.email).at(-1)!.text).toContain('was refunded to your card');
  });

  it('refuses once anything has shipped, and for delivered orders', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number, skus } = await orderOf(shop, token, [
      [0, 1],
      [1, 1],
    ]);
    changeOrder(shop.db, number, { action: 'ship', items: [{ sku: skus[0]!, qty: 1 }] }, shop.clock.now);
    expect(await actionsOf(shop, token, number)).toEqual([]);
    expect(await cancel(shop, token, number)).toEqual({
      error: 'Order with one or more items shipped cannot be cancelled',
      errorV2: {
        code: 'PARTIAL_ORDER_ITEM_SHIPPED',
        message: 'Order with one or more items shipped cannot be cancelled',
      },
      order: expect.objectContaining({ status: 'Partially Shipped' }),
    });
    changeOrder(shop.db, number, 'deliver', shop.clock.now);
    expect(await cancel(shop, token, number)).toMatchObject({
      errorV2: { code: 'INVALID_ORDER_STATUS' },
      order: { status: 'Delivered' },
    });
  });

  it('drops an order still waiting for its online payment: the payment page can no longer pay it', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number, paymentUrl } = await orderOf(shop, token, [[0, 1]], 'razorpay');
    expect(await actionsOf(shop, token, number)).toEqual(['CANCEL']);
    expect((await cancel(shop, token, number)).order.status).toBe('Canceled');
    await payOnHostedPage(shop, paymentUrl!);
    expect(shop.db.prepare('SELECT status FROM orders WHERE increment_id = ?').get(number)).toEqual({
      status: 'canceled',
    });
  });

  it('is for the customer’s own orders, with a known reason, and signed-in customers only', async () => {
    const shop = salesShop();
    const priya = await shop.signIn(PRIYA);
    const { number } = await orderOf(shop, priya, [[0, 1]]);
    const demo = await shop.signIn(DEMO);
    expect(await cancel(shop, demo, number)).toEqual({
      error: 'Current user is not authorized to cancel this order',
      errorV2: { code: 'UNAUTHORISED', message: 'Current user is not authorized to cancel this order' },
      order: null,
    });
    // Nor can the other customer read it.
    expect(await actionsOf(shop, demo, number)).toBeUndefined();
    expect(await cancel(shop, priya, number, '<script>alert(1)</script>')).toMatchObject({
      error: 'Order cancellation reason is invalid.',
      errorV2: { code: 'UNDEFINED' },
      order: null,
    });
    expect(await shop.as(priya, CANCEL, { id: encodeUid(999999), reason: 'Other' })).toMatchObject({
      data: {
        cancelOrder: {
          error: "The entity that was requested doesn't exist. Verify the entity and try again.",
          errorV2: { code: 'ORDER_NOT_FOUND' },
          order: null,
        },
      },
    });
    expect(errorsOf(await shop.as(priya, CANCEL, { id: idOf(shop, number), reason: ' ' }))).toEqual([
      { message: 'Required parameter "reason" is missing or incorrect.', category: 'graphql-input' },
    ]);
    expect(errorsOf(await shop.guest(CANCEL, { id: idOf(shop, number), reason: 'Other' }))).toEqual([
      { message: "The current customer isn't authorized.", category: 'graphql-authorization' },
    ]);
    expect(statusHistory(shop, number).map((h) => h.status)).toEqual(['pending']);
  });
});
