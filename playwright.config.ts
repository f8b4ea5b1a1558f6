// Browser tests (test/e2e) in Debian's Chromium against the real server: scripts/e2e-server.js builds the
// storefront and starts server/src/main.ts on E2E_PORT with a fresh temporary DATA_DIR (seeded on start).
//
// Two projects share the one Chromium and its flags:
// - desktop-chromium (1280x720, mouse): every test except those tagged @phone;
// - mobile-chromium (Pixel 7: 412x839, isMobile, touch): only tests tagged @phone (phone-only views) or
//   @responsive (journeys written for both, branching on `isMobile`).
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8787);
const CI = Boolean(process.env.CI);

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker would answer navigations from its precache and hide what the server does.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop-chromium', use: { ...devices['Desktop Chrome'] }, grepInvert: /@phone\b/ },
    { name: 'mobile-chromium', use: { ...devices['Pixel 7'] }, grep: /@phone\b|@responsive\b/ },
  ],
  webServer: {
    command: 'node scripts/e2e-server.js',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
