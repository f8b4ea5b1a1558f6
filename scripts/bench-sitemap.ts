// Sitemaps at scale: serves the shop (the storefront's server in front of the embedded stand-in) from this
// process on 127.0.0.1 and times robots.txt, the sitemap index and every shard as a crawler reads them (gzip
// accepted): the first read (the catalogue read from the backend's GraphQL, each shard streamed as it is
// written), the same files again (from memory), a rebuild after SITEMAP_TTL with the catalogue unchanged, and
// one after a catalogue change (the backend's caches dropped). Prints sizes (plain and gzip) and times, and
// exits 1 when a file breaks the protocol's limits (50,000 URLs, 50 MB) or a product is missing.
//   npx tsx scripts/bench-sitemap.ts   BENCH_CATALOG (50000 | demo | N: a generated catalogue of N products,
//     `npm run seed -- --generate N`), BENCH_DATA_DIR (an already seeded data folder to measure instead)
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createServerAdapter } from '@whatwg-node/server';

const CATALOG = process.env.BENCH_CATALOG ?? '50000';
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

async function openShop(dataDir: string, existing: boolean, now: () => number) {
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
    // As `npm run seed` then `npm start` would serve it: a fresh connection after the seed's big transaction.
    db.close();
    db = openDatabase(file);
  }
  const config = withSecret({ ...readConfig({}), dataDir, port: 0, now });
  return { db, config, app: createApp({ db, config }) };
}

function listen(app: { fetch(r: Request): Promise<Response> }) {
  const server = http.createServer(createServerAdapter((request: Request) => app.fetch(request)));
  return new Promise<{ origin: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

interface Read {
  path: string;
  ms: number;
  gzipBytes: number;
  bytes: number;
  urls: number;
  locs: string[];
}

/** One file as a crawler reads it (gzip accepted; fetch does not decode it here: the bytes are counted). */
async function read(origin: string, pathname: string): Promise<Read> {
  const started = performance.now();
  const response = await new Promise<{ status: number; body: Buffer; encoding?: string }>((resolve, reject) =>
    http
      .get(origin + pathname, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'],
          }),
        );
      })
      .on('error', reject),
  );
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
  const plain = response.encoding === 'gzip' ? zlib.gunzipSync(response.body) : response.body;
  const text = plain.toString();
  const locs = [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  return {
    path: pathname,
    ms,
    gzipBytes: response.body.byteLength,
    bytes: plain.byteLength,
    urls: locs.length,
    locs,
  };
}

/** The index and every shard it names, in order. */
async function readAll(origin: string): Promise<Read[]> {
  const index = await read(origin, '/sitemap.xml');
  const shards = [];
  for (const loc of index.locs) shards.push(await read(origin, new URL(loc).pathname));
  return [index, ...shards];
}

const kib = (n: number) => `${(n / 1024).toFixed(n < 10240 ? 1 : 0).padStart(7)} KiB`;
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0).padStart(7)} ms`;
const total = (reads: Read[]) => reads.reduce((sum, r) => sum + r.ms, 0);

function table(title: string, reads: Read[]) {
  console.log(`\n${title}: ${ms(total(reads)).trim()} in all`);
  console.log('file                              URLs       plain        gzip       time');
  for (const r of reads)
    console.log(
      `${r.path.padEnd(30)} ${String(r.urls).padStart(7)} ${kib(r.bytes)} ${kib(r.gzipBytes)} ${ms(r.ms)}`,
    );
}

async function main(): Promise<number> {
  process.env.NODE_ENV ??= 'production';
  const existing = process.env.BENCH_DATA_DIR;
  const dataDir = existing
    ? path.resolve(existing)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-sitemap-'));
  let clock = Date.now();
  const { db, config, app } = await openShop(dataDir, Boolean(existing), () => clock);
  const server = await listen(app);
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const products = count(
      'SELECT COUNT(*) AS n FROM products WHERE parent_id IS NULL AND status = 1 AND visibility IN (2, 4)',
    );
    const categories = count('SELECT COUNT(*) AS n FROM categories WHERE is_active = 1 AND level > 1');
    console.log(
      `${products} listed products, ${categories} categories; HTTP on 127.0.0.1, gzip accepted, ` +
        `NODE_ENV=${process.env.NODE_ENV}, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    const robots = await read(server.origin, '/robots.txt');
    console.log(`robots.txt: ${robots.bytes} bytes, ${ms(robots.ms).trim()}`);

    const cold = await readAll(server.origin);
    table('First read (catalogue read from GraphQL, shards streamed)', cold);
    const warm = await readAll(server.origin);
    table('Again (from memory)', warm);

    clock += config.sitemapTtlMs;
    const unchanged = await readAll(server.origin);
    table('After SITEMAP_TTL, catalogue unchanged (backend caches answer)', unchanged);

    db.prepare(
      'UPDATE products SET name = name || ? WHERE entity_id = (SELECT MIN(entity_id) FROM products)',
    ).run(' ');
    clock += config.sitemapTtlMs;
    const changed = await readAll(server.origin);
    table('After SITEMAP_TTL and a catalogue change (backend caches dropped)', changed);
    const memory = process.memoryUsage();
    console.log(
      `\nMemory: rss ${(memory.rss / 1048576).toFixed(0)} MiB, heap used ${(memory.heapUsed / 1048576).toFixed(0)} MiB`,
    );

    const problems: string[] = [];
    for (const r of cold)
      if (r.urls > MAX_URLS || r.bytes > MAX_BYTES)
        problems.push(`${r.path}: ${r.urls} URLs, ${r.bytes} bytes`);
    const productUrls = cold.filter((r) => r.path.includes('/products-')).reduce((n, r) => n + r.urls, 0);
    if (productUrls !== products)
      problems.push(`${productUrls} product URLs listed for ${products} products`);
    for (const p of problems) console.error(`FAILED: ${p}`);
    return problems.length ? 1 : 0;
  } finally {
    await server.close();
    db.close();
    if (!existing) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
