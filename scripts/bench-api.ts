// API throughput gate: serves the embedded backend from this process on 127.0.0.1 (fresh temporary DATA_DIR,
// seeded), then drives it with autocannon from a child process, so load generation does not share the
// server's event loop. Fails (exit 1) when the products search does fewer than 1,000 req/s or its p99 latency
// is over 100 ms. The cart query is measured when carts exist, and skipped with a message when they do not.
// The server runs as in production (NODE_ENV=production unless set): graphql-js's development-mode checks
// cost about a third of the throughput.
//   npx tsx scripts/bench-api.ts        BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createServerAdapter } from '@whatwg-node/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const MIN_PRODUCTS_RPS = 1000;
const MAX_PRODUCTS_P99_MS = 100;

// The search results page: items with prices, images and the custom fields, layered navigation, sorting.
const PRODUCTS_QUERY = `{ products(search: "phone", pageSize: 12, currentPage: 1) {
  total_count page_info { current_page page_size total_pages } sort_fields { default options { label value } }
  aggregations { attribute_code label count options { label value count } }
  items { __typename uid sku name url_key url_suffix stock_status brand_code is_top_deal productsurcharge_fee
    small_image { url label }
    price_range { minimum_price { regular_price { value currency } final_price { value currency }
      discount { amount_off percent_off } } maximum_price { final_price { value currency } } }
    competitor_prices { platform price { value currency } } } } }`;

const CART_QUERY = (id: string) =>
  `{ cart(cart_id: "${id}") { id total_quantity items { uid quantity product { uid sku name } } } }`;

// The cart page's details query (SPEC 3): items with their products, totals, discounts and the custom fields.
const CART_DETAILS_QUERY = (id: string) => `{ cart(cart_id: "${id}") {
  id total_quantity total_summary_quantity_including_config is_only_upi total_discount shippingCharges tax
  estimatedDeliveryDate mw_applied_reward_points { points money { value } } applied_coupons { code }
  prices { grand_total { value currency } discounts { amount { value } } applied_taxes { label amount { value } } }
  available_payment_methods { code title }
  items { uid id quantity size color prices { price { value } row_total { value } }
    product { uid sku name brand_code productsurcharge_fee thumbnail { url }
      price_range { minimum_price { regular_price { value } final_price { value } } } } } } }`;

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

async function startServer(dataDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  // Loaded only now, after NODE_ENV is settled: graphql-js reads it when it is first imported.
  const { createApp } = await import('../server/src/app');
  const { readConfig } = await import('../server/src/config');
  const { openDatabase } = await import('../server/src/db/connection');
  const { migrate } = await import('../server/src/db/migrate');
  const { seedDatabase } = await import('../server/src/seed');
  const config = { ...readConfig({}), dataDir, port: 0 };
  const db = openDatabase(path.join(dataDir, 'shop.sqlite'));
  migrate(db);
  seedDatabase(db);
  const app = createApp({ db, config });
  const server = http.createServer(createServerAdapter((request: Request) => app.fetch(request)));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const close = () => new Promise<void>((done) => server.close(() => (db.close(), done())));
      resolve({ url: `http://127.0.0.1:${port}/graphql`, close });
    }),
  );
}

/** autocannon's CLI in a child process; its JSON report on stdout. */
function autocannon(url: string): Promise<Result> {
  const cli = require.resolve('autocannon/autocannon.js');
  const args = [cli, '-c', String(CONNECTIONS), '-d', String(SECONDS), '-j', '-H', 'store=default', url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Result) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

async function graphql(url: string, query: string, method: 'GET' | 'POST' = 'POST') {
  const response =
    method === 'GET'
      ? await fetch(`${url}?query=${encodeURIComponent(query)}`)
      : await fetch(url, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

/** A guest cart with one product, or why there is none (carts are another domain's, maybe not built yet). */
async function prepareCart(url: string): Promise<{ id: string } | { skip: string }> {
  const created = await graphql(url, 'mutation { createEmptyCart }');
  const id = created.data?.createEmptyCart;
  if (typeof id !== 'string')
    return { skip: `no cart (${created.errors?.[0]?.message ?? 'createEmptyCart returned nothing'})` };
  const listed = await graphql(
    url,
    '{ products(search: "power bank", pageSize: 10) { items { __typename sku stock_status } } }',
  );
  const items =
    (listed.data?.products as { items?: { __typename: string; sku: string; stock_status: string }[] })
      ?.items ?? [];
  const sku = items.find((i) => i.__typename === 'SimpleProduct' && i.stock_status === 'IN_STOCK')?.sku;
  // Best effort: an empty cart is still a cart query.
  if (sku)
    await graphql(
      url,
      `mutation { addProductsToCart(cartId: "${id}", cartItems: [{ sku: "${sku}", quantity: 1 }]) { cart { id } } }`,
    );
  const probe = await graphql(url, CART_QUERY(id), 'GET');
  return probe.errors ? { skip: `cart query failed (${probe.errors[0]?.message})` } : { id };
}

const row = (name: string, r: Result) =>
  `${name.padEnd(10)} ${r.requests.average.toFixed(0).padStart(7)} ${String(r.latency.p50).padStart(8)} ` +
  `${String(r.latency.p99).padStart(8)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}`;

async function main(): Promise<number> {
  process.env.NODE_ENV ??= 'production';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-api-'));
  const server = await startServer(dataDir);
  try {
    const warm = await graphql(server.url, PRODUCTS_QUERY, 'GET');
    if (warm.errors) throw new Error(`products query failed: ${warm.errors[0]?.message}`);
    console.log(
      `GraphQL GET on 127.0.0.1, ${CONNECTIONS} connections, ${SECONDS} s each, NODE_ENV=${process.env.NODE_ENV}`,
    );
    console.log('query        req/s   p50 ms   p99 ms  non-2xx  errors');
    const products = await autocannon(`${server.url}?query=${encodeURIComponent(PRODUCTS_QUERY)}`);
    console.log(row('products', products));
    const cart = await prepareCart(server.url);
    if ('skip' in cart) console.log(`cart       skipped: ${cart.skip}`);
    else {
      console.log(
        row('cart', await autocannon(`${server.url}?query=${encodeURIComponent(CART_QUERY(cart.id))}`)),
      );
      const details = `${server.url}?query=${encodeURIComponent(CART_DETAILS_QUERY(cart.id))}`;
      console.log(row('cart-full', await autocannon(details)));
    }
    const ok =
      products.requests.average >= MIN_PRODUCTS_RPS &&
      products.latency.p99 <= MAX_PRODUCTS_P99_MS &&
      products.non2xx === 0 &&
      products.errors === 0;
    console.log(
      ok
        ? `products: OK (>= ${MIN_PRODUCTS_RPS} req/s, p99 <= ${MAX_PRODUCTS_P99_MS} ms)`
        : `products: FAILED (needs >= ${MIN_PRODUCTS_RPS} req/s, p99 <= ${MAX_PRODUCTS_P99_MS} ms, no errors)`,
    );
    return ok ? 0 : 1;
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
