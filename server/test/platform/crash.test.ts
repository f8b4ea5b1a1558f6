// Nothing half-written when the server dies (issue 26): the real server (main.ts, a child process) is killed
// with SIGKILL in the middle of a burst of add-to-cart and place-order calls, then started again on the same
// data folder. Every order a client was told about exists, and nothing is half-written: no order without its
// items or addresses, no cart ended without its order, no stock taken without an order that took it.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { openDatabase } from '../../magento/db/connection';
import { seedCommand } from '../../magento/seed/cli';
import { DEFAULT_CATALOGUE_DIR } from '../../magento/seed';
import { makeTempDir, removeTempDirs } from '../temp-dir';

jest.setTimeout(180_000);
const ROOT = path.resolve(__dirname, '../../..');
const dataDir = makeTempDir('shop-crash-');
const file = path.join(dataDir, 'shop.sqlite');
let server: ChildProcess | null = null;
afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  removeTempDirs();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts main.ts on the data folder (already seeded: no SEED_ON_START) and waits for /health. */
async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${errors}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

const CHECKOUT = [
  'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 2 }]) { user_errors { code } } }',
  'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "crash.test@example.net" }) { cart { email } } }',
  `mutation($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: {
    firstname: "Asha", lastname: "Verma", street: ["12 Janpath"], city: "New Delhi", region: "DL", postcode: "110001",
    telephone: "9876501234", country_code: "IN" } }] }) { cart { id } } }`,
  'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
  'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
  'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }',
];
const PLACE =
  'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } errors { message } } }';

/** A shopper checking out again and again; `told` gets every order number the server answered with. */
async function shopper(origin: string, sku: string, told: string[], stop: { now: boolean }) {
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  try {
    while (!stop.now) {
      const id = (await call('mutation { createEmptyCart }')).data?.createEmptyCart as string;
      for (const step of CHECKOUT) await call(step, { id, sku });
      const number = (await call(PLACE, { id })).data?.placeOrder?.order?.order_number;
      if (number) told.push(number);
    }
  } catch {
    // The server died mid-request: what it answered before is what the shopper was told.
  }
}

const one = <T>(sql: string, ...params: unknown[]) => {
  const db = openDatabase(file);
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
};

/** What must hold in any state of the database, counted so the seed's own past can be subtracted. */
function halfWritten() {
  const db = openDatabase(file);
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      ordersWithoutItems: count(
        'SELECT COUNT(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.entity_id)',
      ),
      ordersWithoutAddresses: count(
        `SELECT COUNT(*) AS n FROM orders o WHERE (SELECT COUNT(*) FROM order_addresses a WHERE a.order_id = o.entity_id) < 2`,
      ),
      cartsEndedWithoutOrder: count(
        'SELECT COUNT(*) AS n FROM carts c WHERE c.is_active = 0 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.cart_id)',
      ),
      coinsWithoutOrder: count(
        `SELECT COUNT(*) AS n FROM reward_transactions t WHERE t.order_number IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.increment_id = t.order_number)`,
      ),
    };
  } finally {
    db.close();
  }
}

it('keeps every order it told a client about, and nothing half-written, when killed mid-burst', async () => {
  seedCommand({ from: DEFAULT_CATALOGUE_DIR, dataDir });
  // Two products with stock enough for the whole burst, so every checkout can succeed.
  const db = openDatabase(file);
  const skus = (
    db
      .prepare(
        `SELECT sku FROM products WHERE type_id = 'simple' AND parent_id IS NULL AND status = 1
           AND productsurcharge_fee IS NULL ORDER BY entity_id LIMIT 2`,
      )
      .all() as { sku: string }[]
  ).map((r) => r.sku);
  db.prepare(`UPDATE products SET qty = 100000, is_in_stock = 1 WHERE sku IN (?, ?)`).run(...skus);
  db.close();
  const before = halfWritten();
  const lastSeeded = one<{ n: number }>('SELECT COALESCE(MAX(entity_id), 0) AS n FROM orders').n;

  const port = await freePort();
  server = await start(port);
  const told: string[] = [];
  const stop = { now: false };
  const shoppers = Array.from({ length: 8 }, (_, i) =>
    shopper(`http://127.0.0.1:${port}`, skus[i % 2]!, told, stop),
  );
  const deadline = Date.now() + 30_000;
  while (told.length < 12 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  server.kill('SIGKILL'); // in the middle of the burst: every shopper has a request in flight
  stop.now = true;
  await Promise.all(shoppers);
  expect(told.length).toBeGreaterThanOrEqual(12);

  server = await start(port);
  const reopened = openDatabase(file);
  const rows = reopened.prepare('SELECT increment_id FROM orders WHERE entity_id > ?').all(lastSeeded);
  reopened.close();
  const stored = new Set((rows as { increment_id: string }[]).map((r) => r.increment_id));
  expect(told.filter((number) => !stored.has(number))).toEqual([]);
  expect(halfWritten()).toEqual(before);
  for (const sku of skus) {
    const { qty, ordered } = one<{ qty: number; ordered: number }>(
      `SELECT p.qty, (SELECT COALESCE(SUM(i.qty_ordered), 0) FROM order_items i
         WHERE i.product_id = p.entity_id AND i.order_id > ?) AS ordered FROM products p WHERE p.sku = ?`,
      lastSeeded,
      sku,
    );
    expect(100000 - qty).toBe(ordered); // stock taken only by orders that exist
  }
  server.kill('SIGTERM');
});
