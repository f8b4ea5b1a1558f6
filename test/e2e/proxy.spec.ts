// Proxy mode with the Magento backend down: a second server (the real main.ts, MAGENTO_BACKEND_URL pointing at
// a port nothing listens on) still sends the storefront at once, and the app shows its error view once its
// retries are spent, rather than waiting for ever. The journey through a working proxy, and the page hints'
// time limit, are server/test/platform/proxy-journey.test.ts and page-hints.test.ts.
import path from 'node:path';
import { expect, test } from '@playwright/test';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the benches' CommonJS helper
const { startServer } = require('../../scripts/lib/server-process.js') as {
  startServer(options: { env: Record<string, string> }): Promise<{ origin: string; stop(): Promise<void> }>;
};

let storefront: { origin: string; stop(): Promise<void> };

test.beforeAll(async () => {
  const staticDir = path.resolve(process.env.STATIC_DIR ?? path.join(__dirname, '../../dist'));
  storefront = await startServer({
    env: { MAGENTO_BACKEND_URL: 'http://127.0.0.1:9', STATIC_DIR: staticDir },
  });
});
test.afterAll(() => storefront?.stop());

test('with the backend down, a product URL gets the shop and then its error view, not an endless wait', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const started = Date.now();
  const response = await page.goto(`${storefront.origin}/samsung-galaxy-a35-5g-8gb-ram-128gb.html`);
  expect(response?.status()).toBe(200);
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(page.getByRole('banner')).toBeVisible();
  // Five tries with growing pauses (SPEC 7.1), then the error.
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible({
    timeout: 25_000,
  });
});
