#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (mobile defaults: emulated phone, simulated slow 4G and 4x CPU
// slowdown) on the six pages of issue 13 against the real server with the seed: home, a category, a product,
// search results, the cart with three items and the checkout's first step. It builds the storefront when
// STATIC_DIR (default dist/) is missing or older than the sources, starts server/main.ts on a free loopback
// port with a fresh temporary DATA_DIR, and finds the pages through the shop's own GraphQL (the first menu
// category's first subcategory, its first product, a search for that product's brand; each checked with
// `route`). For the cart and checkout it creates a customer through the server, puts three in-stock products in
// the customer's cart, signs in through the storefront's own sign-in page (in a separate browser), and hands the
// resulting browser storage to every Lighthouse run of those two pages. Each page is measured BENCH_LH_RUNS
// times (default 3), each run in a fresh browser profile (a cold cache, as Lighthouse's CLI has); it prints the
// median run's four category scores, LCP, TBT and CLS and the /graphql requests started before the largest
// paint, and exits 1 when a median run scores below a threshold or a metric is above its limit (issue 13's).
// Each page's HTML is fetched once before its runs, as a shop that has been serving has built it before. The
// server is stopped in every case.
//
//   BENCH_LH_RUNS                runs per page; the run with the median performance score is reported (default 3)
//   BENCH_LH_MIN_PERFORMANCE     lowest performance score allowed, 0-100 (default 95)
//   BENCH_LH_MIN_ACCESSIBILITY   the same for accessibility, best practices and SEO (default 100 each)
//   BENCH_LH_MIN_BEST_PRACTICES
//   BENCH_LH_MIN_SEO
//   BENCH_LH_MAX_LCP_MS          highest median-run LCP allowed (default 2000), TBT (BENCH_LH_MAX_TBT_MS, 150),
//   BENCH_LH_MAX_CLS             CLS (0.02) and /graphql requests before LCP (BENCH_LH_MAX_GRAPHQL_BEFORE_LCP, 3)
//   BENCH_LH_PAGES               comma-separated labels to measure only some pages (e.g. "cart,checkout")
//   BENCH_LH_PATHS               comma-separated paths to audit instead of the six found (e.g. "/,/about-us")
//   BENCH_LH_REPORT_DIR          also write each median run's full JSON report and its trace into this folder
//   BENCH_LH_TRACE_CATEGORIES    more trace categories for that trace (disabled-by-default-v8.cpu_profiler)
//   STATIC_DIR                   the built storefront to serve (default dist/)
//   CHROME_PATH                  the browser (default /usr/bin/chromium, or CHROMIUM_PATH)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { startServer } = require('./lib/server-process');
const { isBuildStale } = require('./lib/build-freshness');
const { buildEnv } = require('./lib/build-settings');
const { graphql, prepareSignedInCart } = require('./lib/signed-in-cart');
const { CHROME_ARGS, CHROME_PATH } = require('./lib/chromium');

const ROOT = path.join(__dirname, '..');
const STATIC_DIR = path.resolve(ROOT, process.env.STATIC_DIR || 'dist');
const CHROME_FLAGS = ['--headless', ...CHROME_ARGS];
const CATEGORIES = [
  ['performance', 'Performance', 'BENCH_LH_MIN_PERFORMANCE', 95],
  ['accessibility', 'Accessibility', 'BENCH_LH_MIN_ACCESSIBILITY', 100],
  ['best-practices', 'Best practices', 'BENCH_LH_MIN_BEST_PRACTICES', 100],
  ['seo', 'SEO', 'BENCH_LH_MIN_SEO', 100],
].map(([id, title, env, fallback]) => ({ id, title, env, min: Number(process.env[env] ?? fallback) }));
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const METRICS = [
  ['largest-contentful-paint', 'LCP', 'BENCH_LH_MAX_LCP_MS', 2000],
  ['total-blocking-time', 'TBT', 'BENCH_LH_MAX_TBT_MS', 150],
  ['cumulative-layout-shift', 'CLS', 'BENCH_LH_MAX_CLS', 0.02],
].map(([id, name, env, fallback]) => ({ id, name, max: Number(process.env[env] ?? fallback) }));
/** Issue 13: no more than this many /graphql requests before the largest paint. */
const MAX_GRAPHQL_BEFORE_LCP = Number(process.env.BENCH_LH_MAX_GRAPHQL_BEFORE_LCP ?? 3);

function ensureBuild() {
  if (!isBuildStale(STATIC_DIR, buildEnv({ ...process.env, STATIC_DIR }))) return;
  console.log(`Building into ${STATIC_DIR} (missing, or its sources or settings changed)...`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const byPosition = (a, b) => (a.position ?? 0) - (b.position ?? 0);
const inMenu = (c) => c && c.include_in_menu !== 0 && c.url_path;

/**
 * Home, the first menu category's first subcategory, that category's first product, a search for the
 * product's first word, the cart and the checkout (these two signed in: `signedIn`). Each resolved.
 */
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
    { label: 'search', path: `/search.html?query=${encodeURIComponent(product.name.split(/\s+/)[0])}` },
    { label: 'cart (3 items)', path: '/cart', signedIn: true },
    { label: 'checkout (first step)', path: '/checkout', signedIn: true },
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

/** Writes `entries` into the localStorage of `origin` in the browser on `port`, without loading the app. */
async function seedStorage(port, origin, entries) {
  const puppeteer = require('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((pairs) => pairs.forEach(([k, v]) => localStorage.setItem(k, v)), entries);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** /graphql requests Lighthouse saw start before the (observed) largest contentful paint. */
function graphqlBeforeLcp(lhr) {
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  if (observed === undefined) return null;
  return requests.filter(
    (r) => /\/graphql(\?|$)/.test(new URL(r.url).pathname + '?') && r.networkRequestTime < observed,
  ).length;
}

const score = (lhr, id = 'performance') => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The run with the median performance score (ties: the lower LCP). */
function medianRun(lhrs) {
  const sorted = [...lhrs].sort(
    (a, b) =>
      score(a) - score(b) ||
      (b.audits['largest-contentful-paint']?.numericValue ?? 0) -
        (a.audits['largest-contentful-paint']?.numericValue ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function runLighthouse(lighthouse, chromeLauncher, url, storage) {
  // A fresh browser (and profile) per run: every run starts with a cold cache, as Lighthouse's CLI does.
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    if (storage) await seedStorage(chrome.port, new URL(url).origin, storage);
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Keep the signed-in storage just written (the profile is new, so the cache is cold all the same).
      disableStorageReset: Boolean(storage),
      // e.g. disabled-by-default-v8.cpu_profiler: the saved trace then says which functions filled each task.
      ...(process.env.BENCH_LH_TRACE_CATEGORIES && {
        additionalTraceCategories: process.env.BENCH_LH_TRACE_CATEGORIES,
      }),
    });
    if (!runner?.lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (runner.lhr.runtimeError) {
      throw new Error(`${url}: ${runner.lhr.runtimeError.code} ${runner.lhr.runtimeError.message}`);
    }
    return runner;
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
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
    const only = process.env.BENCH_LH_PAGES?.split(',').map((l) => l.trim().toLowerCase());
    const pages = (await findPages(server.origin)).filter(
      (p) => !only || only.some((o) => p.label.toLowerCase().startsWith(o)),
    );
    const searchTerm = decodeURIComponent(
      pages.find((p) => p.label === 'search')?.path.split('query=')[1] ?? 'samsung',
    );
    const storage = pages.some((p) => p.signedIn)
      ? await prepareSignedInCart(server.origin, searchTerm)
      : null;
    for (const page of pages) {
      const url = server.origin + page.path;
      // A shop that has been serving: the server's caches have seen this page once (its hints are built from
      // them). The browser still starts cold on every run.
      await fetch(url).then((response) => response.arrayBuffer());
      const runs = [];
      for (let i = 1; i <= RUNS; i++) {
        console.log(`Lighthouse: ${page.label} (${page.path}), run ${i} of ${RUNS}...`);
        runs.push(await runLighthouse(lighthouse, chromeLauncher, url, page.signedIn ? storage : null));
      }
      const lhr = medianRun(runs.map((r) => r.lhr));
      if (process.env.BENCH_LH_REPORT_DIR) {
        fs.mkdirSync(process.env.BENCH_LH_REPORT_DIR, { recursive: true });
        // 'category', 'home'... or, for BENCH_LH_PATHS, the path as one file name ('/a/b.html' -> 'a_b.html').
        const name =
          page.label
            .split(/[:(]/)[0]
            .trim()
            .replace(/^\/+/, '')
            .replace(/[^\w.-]+/g, '_') || 'root';
        const median = runs.find((r) => r.lhr === lhr);
        fs.writeFileSync(path.join(process.env.BENCH_LH_REPORT_DIR, `${name}.json`), median.report);
        // The trace behind it, for finding what a long task did (open it in DevTools' Performance panel).
        const trace = median.artifacts?.Trace;
        if (trace)
          fs.writeFileSync(
            path.join(process.env.BENCH_LH_REPORT_DIR, `${name}.trace.json`),
            JSON.stringify(trace),
          );
      }
      results.push({ page, lhr, scores: runs.map((r) => score(r.lhr)) });
    }
  } finally {
    await server.stop();
  }

  const failures = [];
  console.log(
    `\nLighthouse ${results[0]?.lhr.lighthouseVersion ?? ''}, mobile defaults, median of ${RUNS}, ${CHROME_PATH}`,
  );
  for (const { page, lhr, scores: runScores } of results) {
    console.log(`\n${page.label}  ${page.path}`);
    const scores = CATEGORIES.map((c) => {
      const value = score(lhr, c.id);
      if (value < c.min) failures.push(`${page.label}: ${c.title} ${value} < ${c.min}`);
      return `${c.title} ${value}`;
    });
    console.log(`  ${scores.join(' · ')}   (performance of the runs: ${runScores.join(', ')})`);
    const graphqlCount = graphqlBeforeLcp(lhr);
    console.log(
      `  ${METRICS.map(({ id, name }) => `${name} ${formatMetric(lhr.audits[id])}`).join(' · ')}` +
        (graphqlCount === null ? '' : ` · /graphql before LCP ${graphqlCount}`),
    );
    for (const { id, name, max } of METRICS) {
      const value = lhr.audits[id]?.numericValue;
      if (value !== undefined && value > max)
        failures.push(`${page.label}: ${name} ${formatMetric(lhr.audits[id])} > ${max}`);
    }
    if (graphqlCount !== null && graphqlCount > MAX_GRAPHQL_BEFORE_LCP)
      failures.push(
        `${page.label}: ${graphqlCount} /graphql requests before LCP > ${MAX_GRAPHQL_BEFORE_LCP}`,
      );
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode),
    );
    for (const c of CATEGORIES.slice(1)) {
      const ids = new Set(lhr.categories[c.id]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id));
      const lost = failing.filter((a) => ids.has(a.id)).map((a) => a.title);
      if (lost.length) console.log(`  ${c.title} lost on: ${lost.join('; ')}`);
    }
    if (score(lhr) < Math.max(CATEGORIES[0].min, 90)) {
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
    console.log('\nAll pages within the thresholds.');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
