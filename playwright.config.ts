// Browser tests (test/e2e) in Debian's Chromium against the real server: scripts/e2e-server.js builds the
// storefront and starts server/main.ts on E2E_PORT with a fresh temporary DATA_DIR (seeded on start: SEED_ON_START=true).
//
// Three projects share the one Chromium and its flags:
// - desktop-chromium (1280x720, mouse): every test except those tagged @phone or @guest-cart;
// - mobile-chromium (Pixel 7: 412x839, isMobile, touch): only tests tagged @phone (phone-only views) or
//   @responsive (journeys written for both, branching on `isMobile`);
// - guest-cart-chromium (desktop): only tests tagged @guest-cart, against a second server (E2E_GUEST_PORT,
//   default E2E_PORT + 2) with the GUEST_CART_ALLOWED=true build, a build-time flag (SPEC 2.4);
// - visual-desktop (1280x800) and visual-phone (Pixel 7): only test/e2e/visual.spec.ts, the screenshots
//   compared with committed baselines, against a third server (E2E_VISUAL_PORT, default E2E_PORT + 4) on the
//   same build with a data folder of its own: what the other tests buy and change never shows in them.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// The browser flags the scripts use too (CommonJS, shared with the benches and the profiler).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHROME_ARGS } = require('./scripts/lib/chromium') as { CHROME_ARGS: string[] };

const PORT = Number(process.env.E2E_PORT ?? 8787);
const GUEST_PORT = Number(process.env.E2E_GUEST_PORT ?? PORT + 2);
const CI = Boolean(process.env.CI);
const GUEST_CART_TAG = /@guest-cart\b/;
const VISUAL_PORT = Number(process.env.E2E_VISUAL_PORT ?? PORT + 4);
const VISUAL_SPEC = /visual\.spec\.ts$/;

/**
 * Whether the run can include a test of `project` (by name) in a spec file that `matches`: a server only some
 * tests need is started only then. A run of other projects only, or of named spec files none of which matches
 * (`playwright test test/e2e/auth.spec.ts`), does without it.
 */
function runMayInclude(project: string, matches: (file: string, text: string) => boolean): boolean {
  const args = process.argv.slice(2);
  const projects = args.flatMap((arg, i) =>
    arg === '--project' ? [args[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
  );
  if (projects.length > 0 && !projects.some((p) => p.includes(project) || p.includes('*'))) return false;
  const files = args.filter((arg) => /\.spec\.ts$/.test(arg));
  if (files.length === 0) return true;
  return files.some((file) => {
    try {
      return matches(file, fs.readFileSync(path.resolve(file), 'utf8'));
    } catch {
      return true; // a filter, not a path: cannot tell
    }
  });
}

const server = {
  url: `http://127.0.0.1:${PORT}/`,
  reuseExistingServer: false,
  timeout: 300_000,
  stdout: 'pipe',
  stderr: 'pipe',
  gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
} as const;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // Recording a trace of every test costs CI ~15% of the run; its retry records one for a failure.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Service workers allowed (Playwright's default, said here because it matters): the tests see what shoppers
    // see. A page's first visit registers the worker, and a test's later navigations in the same context go
    // through it, as a returning shopper's do (the buy journeys start as one: support/returning-shopper.ts).
    // A test about a browser without workers blocks them itself.
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROME_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop-chromium',
      use: { ...devices['Desktop Chrome'] },
      grepInvert: /@phone\b|@guest-cart\b/,
      testIgnore: VISUAL_SPEC,
    },
    {
      name: 'mobile-chromium',
      use: { ...devices['Pixel 7'] },
      grep: /@phone\b|@responsive\b/,
      grepInvert: GUEST_CART_TAG,
      testIgnore: VISUAL_SPEC,
    },
    {
      name: 'guest-cart-chromium',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${GUEST_PORT}` },
      grep: GUEST_CART_TAG,
      testIgnore: VISUAL_SPEC,
    },
    {
      name: 'visual-desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${VISUAL_PORT}`,
      },
      testMatch: VISUAL_SPEC,
    },
    {
      name: 'visual-phone',
      use: { ...devices['Pixel 7'], baseURL: `http://127.0.0.1:${VISUAL_PORT}` },
      testMatch: VISUAL_SPEC,
    },
  ],
  // In this order, one after the other: the guest-cart build reuses the default build's webpack cache, and the
  // visual tests' server serves the default build as it is.
  webServer: [
    { ...server, command: 'node scripts/e2e-server.js' },
    ...(runMayInclude('guest-cart', (_, text) => GUEST_CART_TAG.test(text))
      ? [
          {
            ...server,
            command: 'node scripts/e2e-server.js',
            url: `http://127.0.0.1:${GUEST_PORT}/`,
            env: { E2E_VARIANT: 'guest-cart', E2E_GUEST_PORT: String(GUEST_PORT) },
          },
        ]
      : []),
    ...(runMayInclude('visual', (file) => VISUAL_SPEC.test(file))
      ? [
          {
            ...server,
            command: 'node scripts/e2e-server.js',
            url: `http://127.0.0.1:${VISUAL_PORT}/`,
            env: { E2E_SKIP_BUILD: '1', E2E_PORT: String(VISUAL_PORT) },
          },
        ]
      : []),
  ],
});
