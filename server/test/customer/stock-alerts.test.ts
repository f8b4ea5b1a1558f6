// Zepp_StockAlerts through the real schema: signed-in customers only, only for products that are out of stock,
// subscribing twice is one alert, a customer removes only their own; and when the operator puts a product back
// in stock, every subscriber is told once, in the drawer, by push and by e-mail, and never again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogCommand } from '../../magento/catalog-admin/cli';
import { changeStock, setProductStock, StockChangeRefused } from '../../magento/catalog-admin/stock';
import type { PushMessage, PushSender } from '../../magento/push/test-push';
import { sendStockAlerts } from '../../magento/schema/stock-alerts/send-stock-alerts';
import { ORIGIN } from '../test-app';
import { customerShop, DEMO, errorsOf, PRIYA, type CustomerTestShop } from './helpers';

/** A new customer of each test's shop: the kavya customer has a seeded alert of their own. */
const KAVYA = { email: 'kavya.rao@example.in', password: 'Kavya@2026' };

const NORD = { sku: 'ZS-ONE-10037', name: 'OnePlus Nord CE4 5G (8GB RAM, 128GB)' };
const NORD_PATH = '/oneplus-nord-ce4-5g-8gb-ram-128gb.html';
const REALME = 'ZS-REA-10038';
const SOUNDBAR = { sku: 'ZS-SAM-10167', name: 'Samsung HW-B550 2.1ch Soundbar' };
const S24_FE = 'ZS-SAM-10002';

const ALERT = 'id status created_at notified_at product { sku name }';
const SUBSCRIBE = `mutation($sku: String!) { subscribeProductStockAlert(sku: $sku) { alert { ${ALERT} } } }`;
const UNSUBSCRIBE = `mutation($id: ID, $sku: String) { unsubscribeProductStockAlert(id: $id, sku: $sku) { success } }`;
const LIST = `query($sku: String) { customer { stock_alerts(filter: { sku: { eq: $sku } }) {
  total_count page_info { current_page total_pages } items { ${ALERT} } } } }`;
const NOTIFICATIONS = '{ CustomerNotifications { id title body url is_read } }';
const FCM = 'mutation($token: String!) { SaveFcmToken(token: $token) { status } }';
const CREATE = `mutation($email: String!, $password: String!) { createCustomerV2(input: {
  email: $email, password: $password, firstname: "Kavya", lastname: "Rao" }) { customer { email } } }`;
const FCM_TOKEN = 'stock-alert-install:APA91bHabcdefghijklmnop';

/** A push sender that keeps what it was asked to send (the configured sender's interface). */
function recordingSender() {
  const sent: { token: string; message: PushMessage }[] = [];
  const sender: PushSender = { send: async (token, message) => void sent.push({ token, message }) };
  return { sender, sent };
}

async function signedIn(shop: CustomerTestShop, who = KAVYA) {
  if (who === KAVYA) await shop.guest(CREATE, who);
  const token = await shop.signIn(who);
  return {
    token,
    list: async (sku?: string) => (await shop.as(token, LIST, { sku })).data.customer.stock_alerts,
    subscribe: (sku: string) => shop.as(token, SUBSCRIBE, { sku }),
    unsubscribe: (which: { id?: string; sku?: string }) => shop.as(token, UNSUBSCRIBE, which),
  };
}

describe('subscribing', () => {
  it('is refused to guests with Magento authorization error, and their list cannot be read', async () => {
    const shop = customerShop();
    const refused = { message: "The current customer isn't authorized.", category: 'graphql-authorization' };
    expect(errorsOf(await shop.guest(SUBSCRIBE, { sku: NORD.sku }))).toEqual([refused]);
    expect(errorsOf(await shop.guest(UNSUBSCRIBE, { sku: NORD.sku }))).toEqual([refused]);
    expect(errorsOf(await shop.guest(LIST))).toEqual([refused]);
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM product_alert_stock').get()).toEqual({ n: 1 }); // the seed's
  });

  it('is refused for a product in stock, an unknown SKU and a variant, writing nothing', async () => {
    const shop = customerShop();
    const kavya = await signedIn(shop);
    expect(errorsOf(await kavya.subscribe(SOUNDBAR.sku))).toEqual([
      {
        message: `The product "${SOUNDBAR.name}" is in stock. Stock alerts are only for products that are out of stock.`,
        category: 'graphql-input',
      },
    ]);
    expect(errorsOf(await kavya.subscribe('NO-SUCH-SKU'))).toEqual([
      { message: 'Could not find a product with SKU "NO-SUCH-SKU"', category: 'graphql-no-such-entity' },
    ]);
    const huge = (await kavya.subscribe('X'.repeat(100_000))).errors ?? [];
    expect(huge.map((e) => [e.message.length <= 100, e.extensions?.category])).toEqual([
      [true, 'graphql-no-such-entity'],
    ]);
    // A variant is not sold on its own: the alert is for its configurable product.
    expect(errorsOf(await kavya.subscribe(`${S24_FE}-GREEN`))[0]?.category).toBe('graphql-no-such-entity');
    expect(await kavya.list()).toEqual({
      total_count: 0,
      page_info: { current_page: 1, total_pages: 0 },
      items: [],
    });
  });

  it('is idempotent: subscribing again answers the same alert', async () => {
    const shop = customerShop();
    const kavya = await signedIn(shop);
    const first = (await kavya.subscribe(NORD.sku)).data.subscribeProductStockAlert.alert;
    expect(first).toEqual({
      id: expect.stringMatching(/^\d+$/),
      status: 'PENDING',
      created_at: '2026-03-01 10:00:00',
      notified_at: null,
      product: NORD,
    });
    shop.clock.advance(60_000);
    expect((await kavya.subscribe(NORD.sku.toLowerCase())).data.subscribeProductStockAlert.alert).toEqual(
      first,
    );
    expect((await kavya.list()).items).toEqual([first]);
  });

  it('lists only the signed-in customer’s alerts in the store view, newest first, filtered by SKU', async () => {
    const shop = customerShop();
    const kavya = await signedIn(shop);
    const priya = await signedIn(shop, PRIYA);
    await kavya.subscribe(NORD.sku);
    await kavya.subscribe(REALME);
    await priya.subscribe(NORD.sku);
    expect((await kavya.list()).items.map((a: { product: { sku: string } }) => a.product.sku)).toEqual([
      REALME,
      NORD.sku,
    ]);
    expect((await kavya.list(REALME)).total_count).toBe(1);
    expect((await priya.list()).items.map((a: { product: { sku: string } }) => a.product.sku)).toEqual([
      NORD.sku,
    ]);
    const inStudentStore = await shop.gql<{ customer: { stock_alerts: { total_count: number } } }>(
      LIST,
      {},
      {
        headers: { authorization: `Bearer ${kavya.token}`, store: 'apple_student' },
      },
    );
    expect(inStudentStore.data?.customer.stock_alerts.total_count).toBe(0);
  });

  it("shows the demo customer's seeded alert, waiting for the controller", async () => {
    const shop = customerShop();
    const token = await shop.signIn(DEMO);
    const { items } = (await shop.as(token, LIST, {})).data.customer.stock_alerts;
    expect(items).toEqual([
      {
        id: expect.any(String),
        status: 'PENDING',
        created_at: '2026-02-20 18:05:00',
        notified_at: null,
        product: { sku: 'ZS-PLA-10318', name: 'PlayStation DualSense Wireless Controller' },
      },
    ]);
  });
});

describe('unsubscribing', () => {
  it('removes the customer’s own alert by id or by SKU', async () => {
    const shop = customerShop();
    const kavya = await signedIn(shop);
    const { id } = (await kavya.subscribe(NORD.sku)).data.subscribeProductStockAlert.alert;
    await kavya.subscribe(REALME);
    expect((await kavya.unsubscribe({ id })).data).toEqual({
      unsubscribeProductStockAlert: { success: true },
    });
    expect((await kavya.unsubscribe({ sku: REALME })).data.unsubscribeProductStockAlert.success).toBe(true);
    expect((await kavya.list()).total_count).toBe(0);
    // As Magento's unsubscribe: done, whether or not there was an alert.
    expect((await kavya.unsubscribe({ sku: REALME })).data.unsubscribeProductStockAlert.success).toBe(true);
  });

  it('never touches another customer’s alert: its id is "not found"', async () => {
    const shop = customerShop();
    const kavya = await signedIn(shop);
    const priya = await signedIn(shop, PRIYA);
    const { id } = (await kavya.subscribe(NORD.sku)).data.subscribeProductStockAlert.alert;
    expect(errorsOf(await priya.unsubscribe({ id }))).toEqual([
      { message: `Could not find a stock alert with ID "${id}"`, category: 'graphql-no-such-entity' },
    ]);
    await priya.unsubscribe({ sku: NORD.sku });
    expect((await kavya.list()).items).toHaveLength(1);
  });

  it('wants exactly one of id and SKU', async () => {
    const shop = customerShop();
    const kavya = await signedIn(shop);
    const message = 'Specify either the "id" or the "sku" of the stock alert to remove, not both.';
    expect(errorsOf(await kavya.unsubscribe({}))).toEqual([{ message, category: 'graphql-input' }]);
    expect(errorsOf(await kavya.unsubscribe({ id: '1', sku: NORD.sku }))).toEqual([
      { message, category: 'graphql-input' },
    ]);
    expect(errorsOf(await kavya.unsubscribe({ id: 'abc' }))[0]?.category).toBe('graphql-no-such-entity');
  });
});

describe('back in stock', () => {
  it('tells every subscriber once: drawer, push and e-mail, each linking to the product and the alerts page', async () => {
    const shop = customerShop();
    const kavya = await signedIn(shop);
    const priya = await signedIn(shop, PRIYA);
    await shop.as(kavya.token, FCM, { token: FCM_TOKEN });
    await kavya.subscribe(NORD.sku);
    await priya.subscribe(NORD.sku);
    await kavya.subscribe(REALME); // stays out of stock: stays waiting
    const push = recordingSender();
    shop.clock.advance(600_000);

    const { product, alerts } = await changeStock(shop.db, shop.config, push.sender, NORD.sku, 25);
    expect(product).toMatchObject({ qty: 25, is_in_stock: 1 });
    expect(alerts.map((a) => a.customer.email).sort()).toEqual([KAVYA.email, PRIYA.email]);

    // The drawer.
    const [note] = (await shop.as(kavya.token, NOTIFICATIONS)).data.CustomerNotifications;
    expect(note).toEqual({
      id: expect.any(Number),
      title: 'Back in stock',
      body: `${NORD.name} is back in stock. Order it before it sells out again. Stop stock alerts in My Stock Alerts (/stock-alerts).`,
      url: NORD_PATH,
      is_read: false,
    });
    // The push: to the one install Kavya registered, opening the product and marking the note read.
    expect(push.sent).toEqual([
      {
        token: FCM_TOKEN,
        message: { title: 'Back in stock', body: note.body, url: `${NORD_PATH}?nid=${note.id}` },
      },
    ]);
    expect(alerts.find((a) => a.customer.email === PRIYA.email)?.push).toEqual({
      tokens: 0,
      sent: 0,
      failed: 0,
    });
    // The e-mail.
    const [mail] = shop.outbox(KAVYA.email).filter((m) => m.template === 'product_alert_stock');
    expect(mail).toMatchObject({ subject: `${NORD.name} is back in stock`, link: `${ORIGIN}${NORD_PATH}` });
    expect(mail!.text).toContain(`See it and order it: ${ORIGIN}${NORD_PATH}`);
    expect(mail!.text).toContain(`remove them in My Stock Alerts: ${ORIGIN}/stock-alerts`);
    expect(shop.outbox(PRIYA.email).filter((m) => m.template === 'product_alert_stock')).toHaveLength(1);

    // Kept in the list as notified; the other alert still waits.
    const items = (await kavya.list()).items;
    expect(items.map((a: { product: { sku: string }; status: string }) => [a.product.sku, a.status])).toEqual(
      [
        [REALME, 'PENDING'],
        [NORD.sku, 'NOTIFIED'],
      ],
    );
    expect(items[1].notified_at).toBe('2026-03-01 10:10:00');

    // Never twice: another run, or more stock, sends nothing.
    expect(await sendStockAlerts(shop.db, shop.config, push.sender)).toEqual([]);
    expect((await changeStock(shop.db, shop.config, push.sender, NORD.sku, 40)).alerts).toEqual([]);
    expect(push.sent).toHaveLength(1);
    expect(shop.outbox(KAVYA.email).filter((m) => m.template === 'product_alert_stock')).toHaveLength(1);
    const titles = (await shop.as(kavya.token, NOTIFICATIONS)).data.CustomerNotifications.map(
      (n: { title: string }) => n.title,
    );
    expect(titles.filter((t: string) => t === 'Back in stock')).toHaveLength(1);
  });

  it('sends nothing while the product stays out of stock; a sold-out product can be asked for again', async () => {
    const shop = customerShop();
    const kavya = await signedIn(shop);
    await kavya.subscribe(NORD.sku);
    expect(await sendStockAlerts(shop.db, shop.config, null)).toEqual([]);
    expect((await changeStock(shop.db, shop.config, null, NORD.sku, 0)).alerts).toEqual([]);

    const [sent] = (await changeStock(shop.db, shop.config, null, NORD.sku, 1)).alerts;
    // No sender configured: the payload the sandbox prints.
    expect(sent?.push).toEqual({
      tokens: 0,
      payload: {
        notification: expect.objectContaining({ title: 'Back in stock' }),
        data: { url: `${NORD_PATH}?nid=${sent!.notificationId}` },
      },
    });
    setProductStock(shop.db, NORD.sku, 0);
    const again = (await kavya.subscribe(NORD.sku)).data.subscribeProductStockAlert.alert;
    expect(again).toMatchObject({ status: 'PENDING', notified_at: null });
    expect((await changeStock(shop.db, shop.config, null, NORD.sku, 3)).alerts).toHaveLength(1);
  });

  it('links to the product in the store view the customer subscribed in', async () => {
    const shop = customerShop();
    await shop.guest(CREATE, KAVYA);
    const token = await shop.signIn(KAVYA);
    await shop.gql(
      SUBSCRIBE,
      { sku: NORD.sku },
      { headers: { authorization: `Bearer ${token}`, store: 'samsung' } },
    );
    const [sent] = (await changeStock(shop.db, shop.config, null, NORD.sku, 2)).alerts;
    expect(sent?.productPath).toBe(`/samsung${NORD_PATH}`);
  });

  it('counts a configurable product in stock when one of its variants is', async () => {
    const shop = customerShop();
    const kavya = await signedIn(shop);
    for (const colour of ['SILVER', 'WHITE']) setProductStock(shop.db, `${S24_FE}-${colour}`, 0);
    expect((await kavya.subscribe(S24_FE)).data.subscribeProductStockAlert.alert.status).toBe('PENDING');
    const { alerts } = await changeStock(shop.db, shop.config, null, `${S24_FE}-GREEN`, 5);
    expect(alerts.map((a) => a.sku)).toEqual([S24_FE]);
  });

  it('refuses a stock change it cannot make, changing nothing', () => {
    const shop = customerShop();
    expect(() => setProductStock(shop.db, S24_FE, 5)).toThrow(StockChangeRefused);
    expect(() => setProductStock(shop.db, 'NO-SUCH-SKU', 5)).toThrow('No product with the SKU NO-SUCH-SKU.');
    for (const qty of [-1, 1.5, 2_000_000])
      expect(() => setProductStock(shop.db, NORD.sku, qty)).toThrow(StockChangeRefused);
    expect(shop.db.prepare('SELECT qty, is_in_stock FROM products WHERE sku = ?').get(NORD.sku)).toEqual({
      qty: 0,
      is_in_stock: 0,
    });
  });
});

describe('npm run catalog', () => {
  it('sets the stock beside a running shop and reports the alerts it sent, printing pushes with no sender', async () => {
    const shop = customerShop();
    const kavya = await signedIn(shop);
    await kavya.subscribe(NORD.sku);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-catalog-cli-'));
    try {
      fs.writeFileSync(path.join(dataDir, 'shop.sqlite'), shop.db.serialize());
      const env = { DATA_DIR: dataDir, PUBLIC_ORIGIN: ORIGIN };
      await expect(catalogCommand(['stock', NORD.sku], env)).rejects.toThrow(
        'Usage: npm run catalog -- stock SKU QTY | stock-alerts',
      );
      const output = await catalogCommand(['stock', NORD.sku, '12'], env);
      expect(output).toMatch(
        new RegExp(`^${NORD.sku} \\(${NORD.name.replace(/[()]/g, '\\$&')}\\): 12 in stock\\.`),
      );
      expect(output).toContain('Stock alerts sent: 1.');
      expect(output).toContain(`- ${KAVYA.email}: ${NORD.sku} (${NORD_PATH}): notification #`);
      expect(output).toContain('push not sent (no PUSH_SENDER_URL; 0 registered install(s)); payload: {');
      expect(await catalogCommand(['stock-alerts'], env)).toBe('No stock alerts were due.');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
