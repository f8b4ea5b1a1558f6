// API throughput gate: serves the embedded backend from this process on 127.0.0.1 and drives it with
// autocannon from a child process (scripts/lib/autocannon-paths.js), so load generation does not share the
// server's event loop. Four scenarios, each the storefront's own query over many different arguments taken
// in turn (scripts/lib/bench-api-scenarios.ts): a products search, a category listing with a brand and a
// price filter sorted by price, route(url) resolution, and the two cart queries. Each must hold
// >= 1,000 req/s with p99 <= 100 ms and no errors, or the run exits 1. Before the load, every distinct
// request is sent once on its own: its "first" latency is the cold path (nothing cached yet).
// The server runs as in production (NODE_ENV=production unless set): graphql-js's development-mode checks
// cost about a third of the throughput.
//   npx tsx scripts/bench-api.ts   BENCH_SECONDS (10), BENCH_CONNECTIONS (20),
//     BENCH_CATALOG (demo | N: a generated catalogue of N products, `npm run seed -- --generate N`),
//     BENCH_DATA_DIR (an already seeded data folder to measure instead; carts are added to it),
//     BENCH_SCENARIOS (e.g. `cart,cart-full`: only these scenarios)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createServerAdapter } from '@whatwg-node/server';
import type { Db } from '../server/magento/db/connection';
import * as scenarios from './lib/bench-api-scenarios';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CATALOG = process.env.BENCH_CATALOG ?? 'demo';
const ONLY = process.env.BENCH_SCENARIOS?.split(',').map((s) => s.trim());
const MIN_RPS = 1000;
const MAX_P99_MS = 100;
/** Distinct requests per scenario. */
const VARIETY = { search: scenarios.SEARCH_WORDS.length, listing: 24, route: 200, carts: 10 };

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

async function openShop(dataDir: string, existing: boolean) {
  // Loaded only now, after NODE_ENV is settled: graphql-js reads it when it is first imported.
  const { createApp } = await import('../server/app');
  const { readConfig } = await import('../server/config');
  const { withSecret } = await import('../server/magento/auth/server-secret');
  const { openDatabase } = await import('../server/magento/db/connection');
  const { migrate } = await import('../server/magento/db/migrate');
  const { seedDatabase, DEFAULT_CATALOGUE_DIR } = await import('../server/magento/seed');
  const { generatedCatalogue } = await import('../server/magento/seed/scale/generate');
  const file = path.join(dataDir, 'shop.sqlite');
  let db = openDatabase(file);
  migrate(db);
  if (!existing) {
    const started = Date.now();
    const size = CATALOG === 'demo' ? null : Number(CATALOG);
    if (size !== null && !(size > 0))
      throw new Error(`BENCH_CATALOG must be "demo" or a number, got ${CATALOG}`);
    seedDatabase(
      db,
      size ? generatedCatalogue(DEFAULT_CATALOGUE_DIR, { products: size, categories: 2000 }) : undefined,
    );
    console.log(`Seeded the ${CATALOG} catalogue in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Serve it as `npm run seed` then `npm start` would: from a fresh connection, the seed's one big
    // transaction checkpointed out of the WAL (350 MB at 50,000 products) and its objects left to the GC.
    db.close();
    db = openDatabase(file);
  }
  return { db, app: createApp({ db, config: withSecret({ ...readConfig({}), dataDir, port: 0 }) }) };
}

function listen(app: {
  fetch(r: Request): Promise<Response>;
}): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer(createServerAdapter((request: Request) => app.fetch(request)));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

function autocannon(origin: string, paths: string[]): Promise<Result> {
  const job = JSON.stringify({
    origin,
    paths,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: { store: 'default' },
  });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'lib', 'autocannon-paths.js'), job], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Result) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

/** Each path once, in order: the latency of its first (uncached) answer; fails on any GraphQL error. */
async function firstAnswers(origin: string, paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const p of paths) {
    const started = performance.now();
    const response = await fetch(origin + p, { headers: { store: 'default' } });
    const body = (await response.json()) as { errors?: { message: string }[] };
    times.push(performance.now() - started);
    if (!response.ok || body.errors)
      throw new Error(`${p.slice(0, 120)}: ${body.errors?.[0]?.message ?? response.status}`);
  }
  return times.sort((a, b) => a - b);
}

async function prepare(db: Db, origin: string) {
  const gql = async (query: string, variables: Record<string, unknown>, method: 'GET' | 'POST' = 'GET') => {
    const response =
      method === 'GET'
        ? await fetch(origin + scenarios.getPath(query, variables), { headers: { store: 'default' } })
        : await fetch(`${origin}/graphql`, {
            method,
            headers: { 'content-type': 'application/json', store: 'default' },
            body: JSON.stringify({ query, variables }),
          });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  };
  const carts = await scenarios.prepareCarts(db, gql, VARIETY.carts);
  const listings = await scenarios.listingVariables(db, gql, VARIETY.listing);
  // Sending the preparation's queries filled caches: drop them so the first answers are cold.
  db.prepare('UPDATE catalog_state SET version = version + 1').run();
  const cart = (query: string) => carts.map((id) => scenarios.getPath(query, { id }));
  return {
    products: scenarios.SEARCH_WORDS.map((search) => scenarios.getPath(scenarios.SEARCH_QUERY, { search })),
    listing: listings.map((v) => scenarios.getPath(scenarios.LISTING_QUERY, v)),
    route: scenarios
      .routeUrls(db, VARIETY.route)
      .map((url) => scenarios.getPath(scenarios.ROUTE_QUERY, { url })),
    cart: cart(scenarios.CART_QUERY),
    'cart-full': cart(scenarios.CART_DETAILS_QUERY),
  };
}

const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0).padStart(8);

async function main(): Promise<number> {
  process.env.NODE_ENV ??= 'production';
  const existing = process.env.BENCH_DATA_DIR;
  const dataDir = existing
    ? path.resolve(existing)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-api-'));
  const { db, app } = await openShop(dataDir, Boolean(existing));
  const server = await listen(app);
  try {
    const products = (
      db.prepare('SELECT COUNT(*) AS n FROM products WHERE parent_id IS NULL').get() as { n: number }
    ).n;
    const categories = (db.prepare('SELECT COUNT(*) AS n FROM categories').get() as { n: number }).n;
    const runs = await prepare(db, server.origin);
    console.log(
      `${products} products, ${categories} categories; GraphQL GET on 127.0.0.1, ${CONNECTIONS} connections, ` +
        `${SECONDS} s per scenario, NODE_ENV=${process.env.NODE_ENV}, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    console.log('scenario   distinct first p50 first max    req/s   p50 ms   p99 ms  non-2xx  errors');
    let ok = true;
    for (const [name, paths] of Object.entries(runs)) {
      if (ONLY && !ONLY.includes(name)) continue;
      const first = await firstAnswers(server.origin, paths);
      const r = await autocannon(server.origin, paths);
      const passed =
        r.requests.average >= MIN_RPS && r.latency.p99 <= MAX_P99_MS && r.non2xx === 0 && r.errors === 0;
      ok &&= passed;
      console.log(
        `${name.padEnd(10)} ${String(paths.length).padStart(8)} ${ms(first[Math.floor(first.length / 2)]!)}  ` +
          `${ms(first.at(-1)!)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(8)} ` +
          `${String(r.latency.p99).padStart(8)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}` +
          (passed ? '' : '  FAILED'),
      );
    }
    console.log(
      ok
        ? `OK: every scenario >= ${MIN_RPS} req/s, p99 <= ${MAX_P99_MS} ms, no errors`
        : `FAILED: every scenario needs >= ${MIN_RPS} req/s, p99 <= ${MAX_P99_MS} ms and no errors`,
    );
    return ok ? 0 : 1;
  } finally {
    await server.close();
    db.close();
    if (!existing) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
