#!/usr/bin/env node
// `npm run bench:api`: GraphQL throughput and latency of the embedded server, on loopback only.
// Starts server/src/main.ts on a free port with a fresh temporary DATA_DIR (seeded on start), then drives the
// storefront's common GET queries with autocannon from this process and prints req/s and latency per query.
//
//   BENCH_SECONDS       seconds per query (default 10)
//   BENCH_CONNECTIONS   concurrent connections (default 20)
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const autocannon = require('autocannon');

const ROOT = path.join(__dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** The storefront's hottest reads: store config, the mega menu, URL resolution and a product search page. */
const QUERIES = {
  storeConfig: '{ storeConfig { store_code store_name category_url_suffix base_media_url } }',
  megaMenu:
    '{ categoryList { uid name children { uid name include_in_menu position url_path children { uid name include_in_menu position url_path } } } }',
  resolveUrl: '{ route(url: "/mobiles-tablets.html") { relative_url redirect_code type } }',
  productSearch:
    '{ products(search: "phone", pageSize: 6, currentPage: 1) { total_count items { uid sku name price_range { minimum_price { final_price { value currency } } } } } }',
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForServer(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s`);
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers: { store: 'default' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const server = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  });
  const base = `http://127.0.0.1:${port}/graphql`;
  try {
    await waitForServer(`${base}?query=${encodeURIComponent('{ storeConfig { store_code } }')}`, server);
    console.log(
      `GraphQL GET, ${CONNECTIONS} connections, ${SECONDS} s per query (2 cores shared: orientation only)`,
    );
    console.log('query           req/s   p50 ms   p99 ms   non-2xx   errors');
    let failed = false;
    for (const [name, query] of Object.entries(QUERIES)) {
      const r = await run(`${base}?query=${encodeURIComponent(query)}`);
      failed ||= r.non2xx > 0 || r.errors > 0;
      console.log(
        `${name.padEnd(14)} ${r.requests.average.toFixed(0).padStart(6)} ${String(r.latency.p50).padStart(8)} ` +
          `${String(r.latency.p99).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(8)}`,
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
