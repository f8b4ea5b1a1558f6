#!/usr/bin/env node
// The browser tests' web server (started by playwright.config.ts): builds the storefront, then runs the real
// server (server/main.ts) on E2E_PORT with a fresh, temporary DATA_DIR seeded on start (SEED_ON_START=true), so every run starts from the seed.
// E2E_SKIP_BUILD=1 reuses an existing build (handy while iterating on tests).
//
// E2E_VARIANT=guest-cart starts the second server of a run instead: the GUEST_CART_ALLOWED=true build (a
// build-time flag, SPEC 2.4) in dist-guest-cart/, on E2E_GUEST_PORT, for the tests tagged @guest-cart. Both
// builds share a webpack filesystem cache (.cache/webpack), so the second one rebuilds and re-minifies only
// what the flag changes.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');

const ROOT = path.join(__dirname, '..');
/** The build flags of each variant, on top of the defaults (webpack.config.js). */
const VARIANTS = { 'guest-cart': { GUEST_CART_ALLOWED: 'true' } };
const variant = process.env.E2E_VARIANT || '';
if (variant && !VARIANTS[variant]) {
  console.error(`Unknown E2E_VARIANT "${variant}" (known: ${Object.keys(VARIANTS).join(', ')})`);
  process.exit(2);
}
const port = variant
  ? process.env.E2E_GUEST_PORT || String(Number(process.env.E2E_PORT || 8787) + 2)
  : process.env.E2E_PORT || '8787';
// A variant builds beside the default build (dist-guest-cart/ next to dist/, or next to STATIC_DIR).
const defaultDir = path.resolve(process.env.STATIC_DIR || path.join(ROOT, 'dist'));
const staticDir = variant ? `${defaultDir}-${variant}` : defaultDir;

if (!process.env.E2E_SKIP_BUILD || !fs.existsSync(path.join(staticDir, 'index.html'))) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // The tests expect the default build flags (plus the variant's), whatever a developer's .env says.
  const env = { ...process.env, IGNORE_DOTENV: '1', WEBPACK_CACHE: '1' };
  if (variant) Object.assign(env, VARIANTS[variant], { STATIC_DIR: staticDir, E2E_VARIANT_BUILD: '1' });
  const started = Date.now();
  const build = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(
    `e2e-server: ${variant || 'default'} build took ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
// Where this port's server keeps its data: the browser tests read the sandbox outbox (e-mails) from it.
const dataDirNote = path.join(os.tmpdir(), `shop-e2e-${port}.datadir`);
fs.writeFileSync(dataDirNote, dataDir);
// The server serves a copy of the build, noted by port too: the update test deploys a "new build" into it
// (test/e2e/support/deploy.ts) without touching dist/.
const servedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-static-'));
fs.cpSync(staticDir, servedDir, { recursive: true });
const servedDirNote = path.join(os.tmpdir(), `shop-e2e-${port}.staticdir`);
fs.writeFileSync(servedDirNote, servedDir);
const removeData = () => {
  for (const dir of [dataDir, dataDirNote, servedDir, servedDirNote])
    fs.rmSync(dir, { recursive: true, force: true });
};

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  // The browser opens 127.0.0.1 (playwright.config.ts): the shop's links and media URLs must name it too.
  // A fresh folder on purpose: SEED_ON_START seeds it (a configured folder is never seeded otherwise).
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    STATIC_DIR: servedDir,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    SEED_ON_START: 'true',
  },
});

server.on('exit', (code, signal) => {
  removeData();
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
