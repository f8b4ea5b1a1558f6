#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (mobile defaults: emulated phone, simulated slow 4G and 4x CPU
// slowdown) on the home page, a category page and a product page of the real server with the seed. It builds
// the storefront when STATIC_DIR (default dist/) is missing or older than the sources, starts server/src/main.ts
// on a free loopback port with a fresh temporary DATA_DIR, finds the category and product URLs through the
// shop's own GraphQL (the first menu category's first subcategory, its first product; each checked with
// `route`), runs Lighthouse once per page in Debian's Chromium, prints the four category scores and LCP, TBT
// and CLS per page, and exits 1 when a page scores below a threshold. The server is stopped in every case.
//
//   BENCH_LH_MIN_PERFORMANCE     lowest performance score allowed, 0-100 (default 95)
//   BENCH_LH_MIN_ACCESSIBILITY   the same for accessibility, best practices and SEO (default: not enforced)
//   BENCH_LH_MIN_BEST_PRACTICES
//   BENCH_LH_MIN_SEO
//   BENCH_LH_PATHS               comma-separated paths to audit instead of the three found (e.g. "/,/about-us")
//   BENCH_LH_REPORT_DIR          also write each page's full JSON report into this folder
//   STATIC_DIR                   the built storefront to serve (default dist/)
//   CHROME_PATH                  the browser (default /usr/bin/chromium, or CHROMIUM_PATH)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { startServer } = require('./lib/server-process');
const { isBuildStale } = require('./lib/build-freshness');

const ROOT = path.join(__dirname, '..');
const STATIC_DIR = path.resolve(ROOT, process.env.STATIC_DIR || 'dist');
const CHROME_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = [
  ['performance', 'Performance', 'BENCH_LH_MIN_PERFORMANCE', 95],
  ['accessibility', 'Accessibility', 'BENCH_LH_MIN_ACCESSIBILITY', 0],
  ['best-practices', 'Best practices', 'BENCH_LH_MIN_BEST_PRACTICES', 0],
  ['seo', 'SEO', 'BENCH_LH_MIN_SEO', 0],
].map(([id, title, env, fallback]) => ({ id, title, env, min: Number(process.env[env] ?? fallback) }));
const METRICS = [
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
];

function ensureBuild() {
  if (!isBuildStale(path.join(STATIC_DIR, 'index.html'))) return;
  console.log(`Building into ${STATIC_DIR} (missing or older than the sources)...`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function graphql(origin, query, variables = {}) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'default' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors?.length) {
    throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? response.status)}`);
  }
  return body.data;
}

const byPosition = (a, b) => (a.position ?? 0) - (b.position ?? 0);
const inMenu = (c) => c && c.include_in_menu !== 0 && c.url_path;

/** Home, the first menu category's first subcategory, and that category's first product; each resolved. */
async function findPages(origin) {
  if (process.env.BENCH_LH_PATHS) {
    return process.env.BENCH_LH_PATHS.split(',').map((p) => ({ label: p.trim(), path: p.trim() }));
  }
  const { storeConfig, categoryList } = await graphql(
    origin,
    `
      query BenchMenu {
        storeConfig {
          store_code
          category_url_suffix
          product_url_suffix
        }
        categoryList {
          uid
          children {
            uid
            name
            url_path
            position
            include_in_menu
            children {
              uid
              name
              url_path
              position
              include_in_menu
            }
          }
        }
      }
    `,
  );
  const top = (categoryList?.[0]?.children ?? []).filter(inMenu).sort(byPosition)[0];
  const category = (top?.children ?? []).filter(inMenu).sort(byPosition)[0] ?? top;
  if (!category) throw new Error('no menu category found');
  const { products } = await graphql(
    origin,
    `
      query BenchProduct($uid: String!) {
        products(filter: { category_uid: { eq: $uid } }, pageSize: 1) {
          items {
            uid
            name
            url_key
            url_suffix
          }
        }
      }
    `,
    { uid: category.uid },
  );
  const product = products?.items?.[0];
  if (!product) throw new Error(`no product in category ${category.name}`);
  const pages = [
    { label: 'home', path: '/' },
    {
      label: `category: ${category.name}`,
      path: `/${category.url_path}${storeConfig?.category_url_suffix ?? ''}`,
      type: 'CATEGORY',
    },
    {
      label: `product: ${product.name}`,
      path: `/${product.url_key}${product.url_suffix ?? storeConfig?.product_url_suffix ?? ''}`,
      type: 'PRODUCT',
    },
  ];
  for (const page of pages.filter((p) => p.type)) {
    const { route } = await graphql(
      origin,
      'query BenchRoute($url: String!) { route(url: $url) { type relative_url redirect_code } }',
      { url: page.path.slice(1) },
    );
    if (route?.type !== page.type || route.redirect_code) {
      throw new Error(`${page.path} resolves to ${JSON.stringify(route)}, not a ${page.type} page`);
    }
  }
  return pages;
}

function formatMetric(audit) {
  if (!audit || audit.numericValue === undefined) return 'n/a';
  if (audit.numericUnit === 'millisecond') return `${Math.round(audit.numericValue)} ms`;
  return audit.numericValue.toFixed(3);
}

/** The LCP element and where its time went (TTFB, load delay, load time, render delay). */
function lcpBreakdown(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const rows = tables.flatMap((t) => t.items ?? []);
  const element = rows.find((r) => r.node)?.node?.selector;
  const phases = rows
    .filter((r) => r.phase)
    .map((r) => `${r.phase} ${Math.round(r.timing)} ms`)
    .join(', ');
  return element ? `${element}${phases ? ` (${phases})` : ''}` : null;
}

/** Lighthouse's opportunities worth reading when performance is low: the biggest estimated savings first. */
function topOpportunities(lhr, count = 5) {
  return Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
    .map((a) => ({ title: a.title, ms: a.metricSavings?.LCP ?? a.details.overallSavingsMs ?? 0, a }))
    .sort((x, y) => y.ms - x.ms)
    .slice(0, count)
    .map(({ title, a }) => `${title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

async function main() {
  if (!fs.existsSync(CHROME_PATH)) {
    console.error(`No browser at ${CHROME_PATH} (npm run setup installs Debian's Chromium).`);
    process.exit(1);
  }
  ensureBuild();
  const { default: lighthouse } = await import('lighthouse');
  // Lighthouse's own launcher (a dependency of the lighthouse package), as its CLI uses it.
  const chromeLauncher = await import('chrome-launcher');

  const server = await startServer({ env: { STATIC_DIR } });
  const results = [];
  try {
    const pages = await findPages(server.origin);
    for (const page of pages) {
      const url = server.origin + page.path;
      // A fresh browser (and profile) per page: every run starts with a cold cache, as Lighthouse's CLI does.
      const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
      const chrome = await chromeLauncher.launch({
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
        userDataDir,
        logLevel: 'silent',
      });
      try {
        console.log(`Lighthouse: ${page.label} (${page.path})...`);
        const runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!runner?.lhr) throw new Error(`no Lighthouse result for ${url}`);
        const { lhr } = runner;
        if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (process.env.BENCH_LH_REPORT_DIR) {
          fs.mkdirSync(process.env.BENCH_LH_REPORT_DIR, { recursive: true });
          // 'category', 'home'... or, for BENCH_LH_PATHS, the path as one file name ('/a/b.html' -> 'a_b.html').
          const name =
            page.label
              .split(':')[0]
              .replace(/^\/+/, '')
              .replace(/[^\w.-]+/g, '_') || 'root';
          const file = `${name}.json`;
          fs.writeFileSync(path.join(process.env.BENCH_LH_REPORT_DIR, file), runner.report);
        }
        results.push({ page, lhr });
      } finally {
        await chrome.kill();
        fs.rmSync(userDataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await server.stop();
  }

  const failures = [];
  console.log(`\nLighthouse ${results[0]?.lhr.lighthouseVersion ?? ''}, mobile defaults, ${CHROME_PATH}`);
  for (const { page, lhr } of results) {
    console.log(`\n${page.label}  ${page.path}`);
    const scores = CATEGORIES.map((c) => {
      const score = Math.round((lhr.categories[c.id]?.score ?? 0) * 100);
      if (score < c.min) failures.push(`${page.label}: ${c.title} ${score} < ${c.min}`);
      return `${c.title} ${score}`;
    });
    console.log(`  ${scores.join(' · ')}`);
    console.log(`  ${METRICS.map(([id, name]) => `${name} ${formatMetric(lhr.audits[id])}`).join(' · ')}`);
    const performance = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const minPerformance = CATEGORIES[0].min;
    if (performance < Math.max(minPerformance, 90)) {
      const opportunities = topOpportunities(lhr);
      if (opportunities.length) console.log(`  opportunities: ${opportunities.join('; ')}`);
      const lcp = lcpBreakdown(lhr);
      if (lcp) console.log(`  LCP element: ${lcp}`);
    }
  }
  if (failures.length) {
    console.log(`\nBELOW THRESHOLD:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll pages at or above the thresholds.');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
