#!/usr/bin/env node
// `npm run bench:api`: GraphQL throughput and latency of the embedded server, on loopback only.
// Starts server/src/main.ts on a free port with a fresh temporary DATA_DIR (seeded on start), then drives the
// storefront's common GET queries with autocannon from this process and prints req/s and latency per query.
//
//   BENCH_SECONDS       seconds per query (default 10)
//   BENCH_CONNECTIONS   concurrent connections (default 20)
const autocannon = require('autocannon');
const { startServer } = require('./lib/server-process');

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

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers: { store: 'default' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function main() {
  const server = await startServer({
    readyPath: `/graphql?query=${encodeURIComponent(QUERIES.storeConfig)}`,
  });
  const base = `${server.origin}/graphql`;
  try {
    console.log(
      `GraphQL GET, ${CONNECTIONS} connections, ${SECONDS} s per query (2 cores shared: orientation only)`,
    );
    console.log('query           req/s   p50 ms   p99 ms   non-2xx   errors');
    let failed = false;
    for (const [name, query] of Object.entries(QUERIES)) {
      // A query the server rejects would be measured as a fast error page: check the answer first.
      const once = await (
        await fetch(`${base}?query=${encodeURIComponent(query)}`, { headers: { store: 'default' } })
      ).json();
      if (once.errors || !once.data) {
        console.log(`${name.padEnd(14)} skipped: ${JSON.stringify(once.errors ?? once).slice(0, 200)}`);
        failed = true;
        continue;
      }
      const r = await run(`${base}?query=${encodeURIComponent(query)}`);
      failed ||= r.non2xx > 0 || r.errors > 0;
      console.log(
        `${name.padEnd(14)} ${r.requests.average.toFixed(0).padStart(6)} ${String(r.latency.p50).padStart(8)} ` +
          `${String(r.latency.p99).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(8)}`,
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
