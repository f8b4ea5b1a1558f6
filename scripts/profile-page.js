#!/usr/bin/env node
// `npm run profile:page -- /some/path [/other/path ...]`: where a page's main-thread time goes on its first load.
// Lighthouse says how long the page blocks; this says why. It starts the real server (fresh seeded data) on
// STATIC_DIR, opens each path in a phone-sized Chromium with the CPU slowed down like Lighthouse's (RATE,
// default 4), and prints:
//   - every React commit: when, how many components rendered, and the components whose render started it;
//   - the /graphql operations the page asked for, in order;
//   - each busy stretch of the main thread over 40 ms, with the functions that took its time (inclusive ms).
// Build with readable names first, into a folder of its own:
//   PROFILE_BUILD=1 STATIC_DIR=/tmp/dist-prof npm run build
//   STATIC_DIR=/tmp/dist-prof npm run profile:page -- /
// PROFILE_OUT=file.cpuprofile keeps the last page's CPU profile (open it in Chromium's DevTools).
// WAIT (ms, default 6000) is how long after `load` the page is watched. PROFILE_SIGNED_IN=1 opens the pages as a
// signed-in customer with three products in the cart (the bench's shopper: scripts/lib/signed-in-cart.js).
const fs = require('node:fs');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { startServer } = require('./lib/server-process');
const { prepareSignedInCart } = require('./lib/signed-in-cart');
const { CHROME_ARGS, CHROME_PATH } = require('./lib/chromium');

const STATIC_DIR = path.resolve(process.env.STATIC_DIR || 'dist');
const RATE = Number(process.env.RATE || 4);
const WAIT = Number(process.env.WAIT || 6000);

/* global window */
/** Installed before any page script: React reports each commit to a devtools hook when one exists. */
function installCommitRecorder(storage) {
  if (storage && !sessionStorage.getItem('profile-storage')) {
    for (const [key, value] of storage) localStorage.setItem(key, value);
    sessionStorage.setItem('profile-storage', '1');
  }
  const commits = [];
  window.__profileCommits = commits;
  window.__profileLcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      const what = el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '(removed)';
      window.__profileLcp.push({ at: Math.round(entry.startTime), what });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const name = (f) =>
    typeof f.type === 'function'
      ? f.type.displayName || f.type.name || '?'
      : typeof f.type === 'string'
        ? f.type
        : f.type?.displayName || f.type?.render?.name || String(f.tag);
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      // A subtree React did not touch keeps its old fibers (child === alternate.child): skip it, as DevTools does.
      const starters = [];
      let rendered = 0;
      const walk = (fiber, parentRendered) => {
        for (let f = fiber; f; f = f.sibling) {
          const didRender = (f.flags & 1) === 1 && typeof f.type === 'function'; // PerformedWork
          if (didRender) {
            rendered += 1;
            if (!parentRendered) starters.push(name(f) + (f.alternate ? '' : ' (mount)'));
          }
          if (f.child && (!f.alternate || f.child !== f.alternate.child)) {
            walk(f.child, didRender || (parentRendered && typeof f.type !== 'function'));
          }
        }
      };
      const current = root.current;
      if (!current.alternate || current.child !== current.alternate.child) walk(current.child, false);
      commits.push({ at: Math.round(performance.now()), rendered, starters: starters.slice(0, 6) });
    },
  };
}

/** Splits the profile into busy stretches (gaps of idle > 3 ms end one) with their costliest functions. */
function busyStretches(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const label = (n) =>
    `${n.callFrame.functionName || '(anonymous)'}@${n.callFrame.url.split('/').pop().split('.')[0]}`;
  const stretches = [];
  let at = profile.startTime;
  let current = null;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    const node = nodes.get(id);
    if (node.callFrame.functionName === '(idle)') {
      if (current && at - current.end > 3000) {
        stretches.push(current);
        current = null;
      }
      return;
    }
    current ??= { start: at, end: at, cost: new Map() };
    current.end = at;
    const seen = new Set();
    for (let x = id; x; x = parent.get(x)) {
      const key = label(nodes.get(x));
      if (seen.has(key)) continue;
      seen.add(key);
      current.cost.set(key, (current.cost.get(key) || 0) + profile.timeDeltas[i]);
    }
  });
  if (current) stretches.push(current);
  const libraries = /^\((root|program)\)|@(framework|runtime|\d+)?$/;
  return stretches
    .map((s) => ({
      at: Math.round((s.start - profile.startTime) / 1000),
      ms: Math.round((s.end - s.start) / 1000),
      top: [...s.cost.entries()]
        .filter(([key]) => !libraries.test(key))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([key, us]) => `${key} ${Math.round(us / 1000)}`),
    }))
    .filter((s) => s.ms > 40);
}

async function profilePage(browser, origin, pagePath, storage) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(installCommitRecorder, storage);
  const operations = [];
  let navigationStart = Date.now();
  page.on('request', (request) => {
    if (!request.url().includes('/graphql')) return;
    const url = new URL(request.url());
    const name =
      url.searchParams.get('operationName') ||
      /^\s*\w+\s+(\w+)/.exec(url.searchParams.get('query') || '')?.[1];
    const at = Date.now() - navigationStart;
    operations.push({ name: name || request.postDataJSON()?.operationName || request.method(), at });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  navigationStart = Date.now();
  await page.goto(origin + pagePath, { waitUntil: 'load' });
  await page.waitForTimeout(WAIT);
  const { profile } = await cdp.send('Profiler.stop');
  const commits = await page.evaluate(() => window.__profileCommits);
  const lcp = (await page.evaluate(() => window.__profileLcp)).at(-1);
  await context.close();

  console.log(`\n${pagePath} (CPU ${RATE}x slower)`);
  const beforeLcp = lcp ? operations.filter((o) => o.at < lcp.at).length : '?';
  console.log(
    `  largest paint: ${lcp ? `${lcp.at} ms, ${lcp.what}` : 'none'}; /graphql before it: ${beforeLcp}`,
  );
  console.log(`  /graphql: ${operations.map((o) => `${o.name} ${o.at}`).join(', ') || 'none'}`);
  console.log(`  ${commits.length} React commits (ms after navigation, components rendered, started by):`);
  for (const c of commits) console.log(`    ${c.at}  ${c.rendered}  ${c.starters.join(' | ')}`);
  console.log('  busy stretches over 40 ms (start, length, inclusive ms of the app functions in them):');
  for (const s of busyStretches(profile)) console.log(`    ${s.at}  ${s.ms} ms  ${s.top.join(', ')}`);
  if (process.env.PROFILE_OUT) fs.writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
}

async function main() {
  const paths = process.argv.slice(2);
  if (!paths.length) paths.push('/');
  if (!fs.existsSync(path.join(STATIC_DIR, 'index.html'))) {
    console.error(`No build in ${STATIC_DIR}: run PROFILE_BUILD=1 STATIC_DIR=${STATIC_DIR} npm run build`);
    process.exit(1);
  }
  const { origin, stop } = await startServer({ env: { STATIC_DIR, NODE_ENV: 'production' } });
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
  });
  try {
    const storage =
      process.env.PROFILE_SIGNED_IN === '1' ? await prepareSignedInCart(origin, 'samsung') : null;
    for (const pagePath of paths) await profilePage(browser, origin, pagePath, storage);
  } finally {
    await browser.close();
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
