#!/usr/bin/env node
// `npm run bench:bundle`: the JavaScript the home page (/) loads to paint, gzip-compressed.
// It reads webpack's stats (reports/webpack-stats.json, written by every production build; builds first when
// the stats are missing or older than the sources) and takes the entry chunks plus the chunks of the home
// route's lazy chunk group. The home page may load more chunks as it renders (its CMS content, say), which the
// chunk graph cannot tell apart from on-demand ones, so it also opens / in Debian's Chromium against the real
// server, as a phone (the device Lighthouse's mobile run emulates) and as a desktop, and adds every further JS
// file requested before the page's load event, or before React's first render has replaced the server's
// skeleton when that is later: what the first route needs to paint. Files requested later (the deferred
// shell, a guest's cart) are not the first route's. Skip the browser with --static.
// It prints the gzip size of each file and the phone's total, and exits 1 above the budget; the files only a
// desktop requests by then (its header's chunk, and its mega menu's and footer's, which its first render asks
// for; a phone never loads them) are printed beside it, with the desktop's total, not budgeted. It also
// checks every chunk loaded on demand (each page's and each deferred part's) against the route-chunk limit,
// and exits 1 when one is above.
//
//   BENCH_BUDGET_KIB   budget in KiB (default 175)
//   BENCH_CHUNK_KIB    limit for each on-demand chunk in KiB gzip (default 30)
//   BENCH_HOME_MATCH   regular expression for the home route's chunk or import request (default below)
/* global window, document, MutationObserver -- used in functions that run in the page */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { spawnSync } = require('node:child_process');
const { startServer } = require('./lib/server-process');
const { isBuildStale } = require('./lib/build-freshness');
const { buildEnv, outputDir } = require('./lib/build-settings');

const ROOT = path.join(__dirname, '..');
const STATS = path.join(ROOT, 'reports', 'webpack-stats.json');
const BUDGET_KIB = Number(process.env.BENCH_BUDGET_KIB ?? 175);
const CHUNK_KIB = Number(process.env.BENCH_CHUNK_KIB ?? 30);
const HOME = new RegExp(process.env.BENCH_HOME_MATCH ?? '(^|[\\\\/_.-])home([\\\\/_.-]|-?page|$)', 'i');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The stats describe the current build of STATIC_DIR (default dist/): another folder's build does not count. */
function statsAreCurrent() {
  const env = buildEnv();
  if (isBuildStale(outputDir(env), env) || !fs.existsSync(STATS)) return false;
  return JSON.parse(fs.readFileSync(STATS, 'utf8')).outputPath === outputDir(env);
}

function ensureBuild() {
  if (statsAreCurrent()) return;
  console.log('Building (no stats of the current build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const jsFiles = (files) => files.filter((f) => /\.m?js$/.test(f));

/** Files of the lazy chunk groups the home route needs: the group itself plus the chunks split out of it. */
function homeRouteFiles(stats) {
  const files = new Set();
  const labels = new Set();
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    if (HOME.test(name) && !stats.entrypoints[name]) {
      labels.add(`chunk group "${name}"`);
      for (const asset of group.assets ?? []) files.add(typeof asset === 'string' ? asset : asset.name);
    }
  }
  const byId = new Map(stats.chunks.map((c) => [c.id, c]));
  for (const chunk of stats.chunks) {
    if (chunk.initial) continue;
    const origin = (chunk.origins ?? []).find((o) => HOME.test(o.request ?? ''));
    if (!origin && !(chunk.names ?? []).some((n) => HOME.test(n))) continue;
    labels.add(origin ? `import("${origin.request}")` : `chunk "${chunk.names.join(',')}"`);
    // Chunks loaded together with it (split vendor code) are its siblings for that same import. A chunk
    // shared with other pages' imports (a product card used by the category page, say) also lists those
    // pages' chunks as siblings, and they are not loaded by the home route.
    const requests = new Set((origin ? [origin] : (chunk.origins ?? [])).map((o) => o.request));
    for (const id of [chunk.id, ...(chunk.siblings ?? [])]) {
      const sibling = byId.get(id);
      const together = id === chunk.id || (sibling?.origins ?? []).some((o) => requests.has(o.request));
      if (together) for (const file of sibling?.files ?? []) files.add(file);
    }
  }
  return { files: jsFiles([...files]), labels: [...labels] };
}

/** JS files (relative to the output folder) that / requests for its first route, on a phone and a desktop. */
async function jsSeenInBrowser(outDir) {
  const { chromium, devices } = require('playwright-core');
  const server = await startServer({ env: { STATIC_DIR: outDir } });
  const browser = await chromium
    .launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    })
    .catch(async (error) => {
      await server.stop();
      throw error;
    });
  const beforeLoad = async (device) => {
    const context = await browser.newContext({ ...device, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      // On a page with a skeleton the app's scripts are asked for once its largest image has painted
      // (server/storefront/html/page-skeleton/scripts-after-first-image.ts), which can be after the load event: then
      // the first route ends when React's first render has replaced the skeleton.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.querySelector('#root > *') && !document.querySelector('.page-skeleton')) {
            window.__appRendered = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${server.origin}/`, { waitUntil: 'load' });
      await page.waitForFunction(() => window.__appRendered !== undefined);
      // Resource timing, not request events: the exact start of each request against that moment's.
      const urls = await page.evaluate(() => {
        const loadAt = performance.getEntriesByType('navigation')[0].loadEventStart;
        const firstRouteEnd = Math.max(loadAt, window.__appRendered);
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < firstRouteEnd)
          .map((entry) => entry.name);
      });
      return urls
        .map((url) => new URL(url))
        .filter((url) => url.origin === server.origin && /\.m?js$/.test(url.pathname))
        .map((url) => url.pathname.slice(1));
    } finally {
      await context.close();
    }
  };
  try {
    return {
      phone: await beforeLoad(devices['Pixel 7']),
      desktop: await beforeLoad(devices['Desktop Chrome']),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  ensureBuild();
  const stats = JSON.parse(fs.readFileSync(STATS, 'utf8'));
  const outDir = stats.outputPath;
  const entry = stats.entrypoints.main;
  if (!entry) throw new Error('no "main" entrypoint in the stats');
  const entryFiles = jsFiles(entry.assets.map((a) => (typeof a === 'string' ? a : a.name)));
  const home = homeRouteFiles(stats);
  if (home.labels.length === 0) {
    console.warn(
      `warning: no lazy chunk matched ${HOME} - counting entry chunks only (set BENCH_HOME_MATCH)`,
    );
  }

  let seen = { phone: [], desktop: [] };
  if (process.argv.includes('--static')) {
    console.log('--static: chunk graph only');
  } else if (!fs.existsSync(CHROMIUM)) {
    console.warn(`warning: no Chromium at ${CHROMIUM} - chunk graph only (npm run setup installs it)`);
  } else {
    seen = await jsSeenInBrowser(outDir);
  }

  const gzipped = (file) => {
    const raw = fs.readFileSync(path.join(outDir, file));
    return { raw: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length };
  };
  const rows = [...new Set([...entryFiles, ...home.files, ...seen.phone])].map((file) => ({
    file,
    why: entryFiles.includes(file) ? 'entry' : home.files.includes(file) ? 'home route' : 'on render',
    ...gzipped(file),
  }));
  const desktopRows = seen.desktop
    .filter((file) => !rows.some((row) => row.file === file))
    .map((file) => ({ file, why: 'desktop', ...gzipped(file) }));
  const kib = (n) => (n / 1024).toFixed(1).padStart(7);
  const width = Math.max(...[...rows, ...desktopRows].map((r) => r.file.length), 4);
  const sum = (list, key) => list.reduce((total, r) => total + r[key], 0);
  console.log(`JavaScript the home page (/) loads to paint (${outDir})`);
  if (home.labels.length) console.log(`home route: ${home.labels.join(', ')}`);
  console.log(`${'file'.padEnd(width)}  ${'kind'.padEnd(10)}  raw KiB  gzip KiB`);
  for (const r of rows)
    console.log(`${r.file.padEnd(width)}  ${r.why.padEnd(10)}  ${kib(r.raw)}  ${kib(r.gzip)}`);
  const total = sum(rows, 'gzip');
  console.log(`${'total'.padEnd(width)}  ${''.padEnd(10)}  ${kib(sum(rows, 'raw'))}  ${kib(total)}`);
  if (seen.desktop.length) {
    for (const r of desktopRows)
      console.log(`${r.file.padEnd(width)}  ${r.why.padEnd(10)}  ${kib(r.raw)}  ${kib(r.gzip)}`);
    const onDesktop = [
      ...rows.filter((r) => r.why !== 'on render' || seen.desktop.includes(r.file)),
      ...desktopRows,
    ];
    console.log(`desktop, not budgeted: ${(sum(onDesktop, 'gzip') / 1024).toFixed(1)} KiB gzip`);
  }
  const over = total > BUDGET_KIB * 1024;
  console.log(
    `${over ? 'OVER' : 'within'} budget: ${(total / 1024).toFixed(1)} KiB gzip of ${BUDGET_KIB} KiB` +
      (seen.phone.length ? ' (phone)' : ''),
  );
  const oversized = chunksOver(stats, outDir, CHUNK_KIB * 1024);
  const largest = oversized.largest;
  console.log(
    oversized.files.length
      ? `OVER the route-chunk limit of ${CHUNK_KIB} KiB gzip: ${oversized.files.join(', ')}`
      : `every on-demand chunk within ${CHUNK_KIB} KiB gzip (largest ${largest.file}, ${(largest.gzip / 1024).toFixed(1)} KiB)`,
  );
  process.exitCode = over || oversized.files.length ? 1 : 0;
}

/** On-demand (non-initial) JS chunks above `limit` bytes gzip, and the largest of them all. */
function chunksOver(stats, outDir, limit) {
  const files = [];
  let largest = { file: 'none', gzip: 0 };
  for (const chunk of stats.chunks) {
    if (chunk.initial) continue;
    for (const file of jsFiles(chunk.files ?? [])) {
      const gzip = zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
      if (gzip > largest.gzip) largest = { file, gzip };
      if (gzip > limit) files.push(`${file} (${(gzip / 1024).toFixed(1)} KiB)`);
    }
  }
  return { files, largest };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
