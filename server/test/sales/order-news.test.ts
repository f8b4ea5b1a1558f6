// What the shopper is told when their order changes (drawer, e-mail, push), the operator's `npm run orders`
// command, the couriers' tracking links and the shop's own tracking page.
import fs from 'node:fs';
import path from 'node:path';
import { runOrderChange } from '../../magento/orders/admin';
import { ordersCommand } from '../../magento/orders/cli';
import { readTrackingUrls } from '../../magento/orders/tracking-urls';
import { saveFcmToken } from '../../magento/db/repositories/fcm';
import type { PushMessage, PushSender } from '../../magento/push/test-push';
import { createTestShop, ORIGIN } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';
import { DEMO, PRIYA, salesShop, type SalesShop } from './helpers';
import { drawer, ORDER_LIFE, orderOf, orderPage } from './lifecycle-helpers';

afterAll(removeTempDirs);

const customerIdOf = (shop: SalesShop, email: string) =>
  (shop.db.prepare('SELECT customer_id FROM customers WHERE email = ?').get(email) as { customer_id: number })
    .customer_id;

describe('telling the shopper', () => {
  it('a customer: drawer notification in the change, then e-mail and push, each linking to the order', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number } = await orderOf(shop, token, [[0, 1]]);
    saveFcmToken(shop.db, customerIdOf(shop, PRIYA.email), 'install-1', shop.clock.now);

    const printed = await runOrderChange(shop.db, shop.config, null, number, {
      action: 'ship',
      carrier: 'ekart',
      track: 'EK12345678',
    });
    const [note] = drawer(shop, PRIYA.email);
    expect(note).toEqual({
      notification_id: printed.news.notificationId,
      title: `Order #${number} has shipped`,
      body: 'Your order is on its way with Ekart EK12345678.',
      url: `/order-history/${number}`,
      created_at: new Date(shop.clock.now).toISOString().slice(0, 19).replace('T', ' '),
    });
    expect(printed.sent).toEqual({
      emailed: true,
      push: {
        tokens: 1,
        payload: {
          notification: { title: `Order #${number} has shipped`, body: note!.body },
          data: { url: `/order-history/${number}?nid=${note!.notification_id}` },
        },
      },
    });
    expect(shop.outbox(PRIYA.email).at(-1)).toMatchObject({
      channel: 'email',
      template: 'order_shipment',
      subject: `Order #${number} has shipped`,
      link: orderPage(number),
      text: expect.stringContaining(`See your order: ${orderPage(number)}`),
    });

    const pushed: [string, PushMessage][] = [];
    const sender: PushSender = {
      async send(t, message) {
        pushed.push([t, message]);
      },
    };
    const delivered = await runOrderChange(shop.db, shop.config, sender, number, { action: 'deliver' });
    expect(delivered.sent.push).toEqual({ tokens: 1, sent: 1, failed: 0 });
    expect(pushed).toEqual([
      [
        'install-1',
        {
          title: `Order #${number} was delivered`,
          body: 'Your order was delivered. We hope you enjoy it.',
          url: `/order-history/${number}?nid=${delivered.news.notificationId}`,
        },
      ],
    ]);
  });

  it('a guest: e-mail only, linking to the Track your order page by the order’s token', async () => {
    const shop = salesShop();
    const { number } = await orderOf(shop, undefined, [[0, 1]]);
    const notes = shop.db.prepare('SELECT COUNT(*) AS n FROM customer_notifications').get();
    const { sent } = await runOrderChange(shop.db, shop.config, null, number, { action: 'cancel' });
    expect(sent).toEqual({ emailed: true, push: null });
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM customer_notifications').get()).toEqual(notes);
    const token = (
      shop.db.prepare('SELECT protect_code FROM orders WHERE increment_id = ?').get(number) as {
        protect_code: string;
      }
    ).protect_code;
    expect(shop.outbox('kiran.guest@example.in').at(-1)).toMatchObject({
      subject: `Order #${number} was cancelled`,
      link: `${ORIGIN}/track-order?token=${token}`,
    });
  });

  it('a failing push is reported, never thrown: the order has changed', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number } = await orderOf(shop, token, [[0, 1]]);
    saveFcmToken(shop.db, customerIdOf(shop, PRIYA.email), 'install-1', shop.clock.now);
    const broken: PushSender = {
      send: () => Promise.reject(new Error('down')),
    };
    const { order, sent } = await runOrderChange(shop.db, shop.config, broken, number, { action: 'ship' });
    expect(order.status).toBe('shipped');
    expect(sent).toEqual({ emailed: true, push: { tokens: 1, sent: 0, failed: 1 } });
  });
});

describe('npm run orders', () => {
  async function shopOnDisk() {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const order = await orderOf(shop, token, [
      [0, 2],
      [1, 1],
    ]);
    const dataDir = makeTempDir();
    fs.writeFileSync(path.join(dataDir, 'shop.sqlite'), shop.db.serialize());
    return { order, env: { DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://shop.example.in' }, dataDir };
  }

  it('ships part of an order with a courier, then delivers (shipping the rest), saying what it did', async () => {
    const { order, env, dataDir } = await shopOnDisk();
    const [a] = order.skus;
    const first = await ordersCommand(
      ['ship', `#${order.number}`, `${a}:1`, '--carrier', 'bluedart', '--track', 'BD99887766'],
      env,
    );
    expect(first.split('\n')).toEqual([
      `Order #${order.number}: Partially Shipped, payment on_delivery.`,
      'Tracking: Blue Dart BD99887766.',
      expect.stringMatching(
        /^Customer told: notification #\d+, e-mail in the outbox, push not sent \(no PUSH_SENDER_URL; 0 registered install\(s\)\); payload: \{"notification":/,
      ),
    ]);
    await expect(ordersCommand(['ship', order.number, `${a}:5`], env)).rejects.toThrow(
      `Order #${order.number}: only 1 of ${a} is left to ship.`,
    );
    await expect(ordersCommand(['cancel', order.number], env)).rejects.toThrow(
      `Order #${order.number} has shipped items: it cannot be cancelled.`,
    );
    expect((await ordersCommand(['deliver', order.number], env)).split('\n')[0]).toBe(
      `Order #${order.number}: Delivered, payment paid.`,
    );
    await expect(ordersCommand(['refund', order.number, 'extra'], env)).rejects.toThrow(/^Usage: /);
    const mail = JSON.parse(
      fs.readFileSync(
        path.join(dataDir, 'outbox', fs.readdirSync(path.join(dataDir, 'outbox')).sort().at(-1)!),
        'utf8',
      ),
    );
    expect(mail.link).toBe(`https://shop.example.in/order-history/${order.number}`);
  });

  it('refuses options that are not its own', async () => {
    const { order, env } = await shopOnDisk();
    await expect(ordersCommand(['deliver', order.number, '--track', 'X1234'], env)).rejects.toThrow(
      /^Usage: /,
    );
    await expect(ordersCommand(['ship', order.number, '--carrier'], env)).rejects.toThrow(/^Usage: /);
  });
});

describe('tracking links', () => {
  it('reads couriers’ https URL templates, and refuses anything else', () => {
    expect(
      readTrackingUrls(
        'bluedart=https://www.bluedart.com/track?n={number}, delhivery=https://www.delhivery.com/track/package/{number}',
      ),
    ).toEqual({
      bluedart: 'https://www.bluedart.com/track?n={number}',
      delhivery: 'https://www.delhivery.com/track/package/{number}',
    });
    expect(readTrackingUrls('')).toEqual({});
    expect(() => readTrackingUrls('bluedart=http://bluedart.example/{number}')).toThrow(
      'SHIPMENT_TRACKING_URLS: "bluedart=http://bluedart.example/{number}" is not carrier_code=https://…{number}…',
    );
    expect(() => readTrackingUrls('bluedart=https://bluedart.example/track')).toThrow(
      /SHIPMENT_TRACKING_URLS/,
    );
    expect(() => readTrackingUrls('javascript:alert(1)')).toThrow(/SHIPMENT_TRACKING_URLS/);
  });

  it('points at the courier’s page when configured, else at the shop’s own', async () => {
    const shop = createTestShop({
      shipmentTrackingUrls: { bluedart: 'https://bluedart.example/track?awb={number}' },
    });
    const signIn = await shop.gql<{ generateCustomerToken: { token: string } }>(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: DEMO.email, p: DEMO.password },
    );
    const res = await shop.gql<{
      customer: { orders: { items: { shipments: { tracking: { url: string }[] }[] }[] } };
    }>(
      ORDER_LIFE,
      { n: '000000007' },
      { headers: { authorization: `Bearer ${signIn.data!.generateCustomerToken.token}` } },
    );
    // The seeded order went in two parcels: Blue Dart's configured page, Delhivery's none (the shop's own).
    expect(res.data!.customer.orders.items[0]!.shipments.map((s) => s.tracking[0]!.url)).toEqual([
      'https://bluedart.example/track?awb=BD40021771',
      `${ORIGIN}/tracking/delhivery/DL77120455`,
    ]);
  });
});

describe('the shop’s tracking page', () => {
  const page = (shop: SalesShop, pathname: string, method = 'GET') =>
    shop.app.fetch(new Request(`${ORIGIN}${pathname}`, { method }));

  it('shows a parcel’s events, and nothing about who it is for', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const { number } = await orderOf(shop, token, [[0, 1]]);
    await runOrderChange(shop.db, shop.config, null, number, {
      action: 'ship',
      carrier: 'ekart',
      track: 'EK55501',
    });
    let res = await page(shop, '/tracking/ekart/EK55501');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    let html = await res.text();
    expect(html).toContain('<title>Ekart EK55501</title>');
    expect(html).toContain(
      '<strong>Shipped</strong><time datetime="2026-03-01T10:00:00.000Z">1 Mar 2026, 3:30',
    );
    expect(html).toContain('On its way');
    expect(html).not.toContain('Delivered');
    for (const personal of [number, 'Asha', 'Janpath', PRIYA.email, 'priya'])
      expect(html).not.toContain(personal);

    shop.clock.advance(2 * 24 * 60 * 60 * 1000);
    await runOrderChange(shop.db, shop.config, null, number, { action: 'deliver' });
    html = await (await page(shop, '/tracking/ekart/EK55501')).text();
    expect(html).toContain('<strong>Delivered</strong><time datetime="2026-03-03T10:00:00.000Z">3 Mar 2026');
    expect(html).not.toContain('On its way');

    res = await page(shop, '/tracking/ekart/EK55501', 'POST');
    expect(res.status).toBe(405);
  });

  it('answers 404 for a number it does not know, or a path that is not one', async () => {
    const shop = salesShop();
    for (const pathname of [
      '/tracking/ekart/NOPE1234',
      '/tracking/bluedart/BD40021771x',
      '/tracking/ekart',
      '/tracking/%3Cscript%3E/1234',
      '/tracking/delhivery/DL77120455/extra',
    ]) {
      const res = await page(shop, pathname);
      expect({ pathname, status: res.status }).toEqual({ pathname, status: 404 });
      const html = await res.text();
      expect(html).toContain('Tracking number not found');
      expect(html).not.toContain('<script>');
    }
    // A seeded parcel is found by its courier and number.
    expect((await page(shop, '/tracking/delhivery/DL77120455')).status).toBe(200);
  });
});
