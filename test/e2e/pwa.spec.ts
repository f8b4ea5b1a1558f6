// Step 7 (the installable app) in a real browser: the service worker (registered a moment after the first
// paint) controls the page, a visited category reloads offline, an unvisited page offline shows the app's
// offline message inside the shell, the online/offline toasts, a push delivered to the worker shows a
// notification, and a browser without workers (blocked, or absent as in a private window) gets a working shop
// and a quiet console.
import { expect, test, type Browser, type ConsoleMessage, type Page } from '@playwright/test';
import { productCards } from './support/shop';
// Each test waits for the worker, which registers a moment after the first paint.
test.setTimeout(60_000);

const SMARTPHONES = '/mobiles-tablets/smartphones.html';

/** Waits until the page's service worker is active (it registers ~2.5 s after the shell mounts). */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

test('the worker controls the page after a reload, and Chromium finds the app installable', async ({
  page,
}) => {
  await page.goto('/');
  await workerReady(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  // The manifest (name, standalone, start URL, 192/512 and maskable icons, shortcuts) passes Chromium's check.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito windows, where Chromium never installs; nothing else may be missing.
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
});

test('a visited category reloads offline with its products', async ({ page, context }) => {
  await page.goto('/');
  await workerReady(page);
  await page.goto(SMARTPHONES);
  await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
  await expect(productCards(page)).toHaveCount(6);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
  await expect(productCards(page)).toHaveCount(6);
});

test('a page never visited shows the offline message inside the shell', async ({ page, context }) => {
  await page.goto('/');
  await workerReady(page);
  await context.setOffline(true);
  await page.goto('/cameras.html');
  await expect(page.getByRole('banner')).toBeVisible();
  // In the page, not the browser's error page (the offline toast says its own line in the messages region).
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'You are offline. This page will open once you are back online.',
  );
});

test('going offline and back shows the SPEC 8 toasts, each for 3 s', async ({ page, context }) => {
  await page.goto('/');
  await workerReady(page);
  await context.setOffline(true);
  const offline = page.getByText('You are offline. Some features may be unavailable.');
  await expect(offline).toBeVisible();
  await expect(offline).toBeHidden({ timeout: 5_000 });
  await context.setOffline(false);
  const online = page.getByText('You are online.');
  await expect(online).toBeVisible();
  await expect(online).toBeHidden({ timeout: 5_000 });
});

test('a push delivered to the worker shows its notification', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/');
  await workerReady(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  // An FCM notification message, as Firebase delivers it to the browser's push service.
  const payload = {
    notification: { title: 'Diwali sale', body: 'Phones from ₹9,999' },
    data: { url: '/mobiles-tablets/smartphones.html?nid=7' },
  };
  const push = {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  };
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      return notifications.map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url: string }).url,
      }));
    });
  // Delivered again only while nothing shows: on a busy machine the first delivery can reach a worker that is
  // still starting up and be lost, which is not what this test is about (as in pwa-lifecycle.spec.ts).
  await expect(async () => {
    if ((await shown()).length === 0) await cdp.send('ServiceWorker.deliverPushMessage', push);
    await expect.poll(shown, { timeout: 5_000 }).toEqual([
      {
        title: 'Diwali sale',
        body: 'Phones from ₹9,999',
        url: `${new URL(baseURL!).origin}/mobiles-tablets/smartphones.html?nid=7`,
      },
    ]);
  }).toPass({ timeout: 30_000 });
});

/** Opens home in a new context set up by `prepare`, and returns what the console said about the worker. */
async function consoleWithoutWorkers(
  browser: Browser,
  baseURL: string,
  options: { serviceWorkers: 'block' | 'allow'; hideServiceWorker?: boolean },
) {
  const context = await browser.newContext({ baseURL, serviceWorkers: options.serviceWorkers });
  // A private window of some browsers (Firefox's): no navigator.serviceWorker at all.
  if (options.hideServiceWorker)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined }),
    );
  const page = await context.newPage();
  const said: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (['warning', 'error'].includes(message.type())) said.push(message.text());
  };
  page.on('console', listen);
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  // Playwright's blocking stands in for register() and says so itself: that line is the harness's, and it
  // marks the moment the app asked.
  const asked =
    options.serviceWorkers === 'block'
      ? page.waitForEvent('console', (m) => /blocked by Playwright/.test(m.text()))
      : null;
  await page.goto('/');
  // The worker is registered by the shell's deferred parts, which also bring the chat button.
  await expect(page.getByRole('link', { name: 'Chat with us' })).toBeVisible({ timeout: 15_000 });
  await asked;
  await expect(page.getByRole('main')).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500))); // a failure would be logged by now
  await context.close();
  return said.filter((text) => !/blocked by Playwright/.test(text));
}

test('without service workers (blocked, or absent), the shop works and logs no failure', async ({
  browser,
  baseURL,
}) => {
  // These contexts are about a browser without workers: they block or hide them themselves (SPEC 7.3).
  const [blocked, absent] = await Promise.all([
    consoleWithoutWorkers(browser, baseURL!, { serviceWorkers: 'block' }),
    consoleWithoutWorkers(browser, baseURL!, { serviceWorkers: 'allow', hideServiceWorker: true }),
  ]);
  expect(blocked.filter((text) => /service ?worker|waiting/i.test(text))).toEqual([]);
  expect(absent.filter((text) => /service ?worker|waiting/i.test(text))).toEqual([]);
});
