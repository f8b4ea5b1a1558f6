// Step 7's app lifecycle in a real browser (pwa.spec.ts has the worker, offline and toast tests): a push's
// notification clicked navigates the open window, the 'Install App' button, and an update to a new build.
// Headless Chromium cannot click a notification nor offer installation in Playwright's incognito contexts, so
// the tests stand in for those two browser acts (a notificationclick dispatched in the worker, a synthetic
// beforeinstallprompt); everything after them is the app's own code.
import { expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { deployNextBuild } from './support/deploy';

// The worker registers a moment after the first paint and precaches the build before it is active.
test.setTimeout(60_000);

const SMARTPHONES = '/mobiles-tablets/smartphones.html';

/** The active worker of the page (it registers ~2.5 s after the shell mounts). */
async function activeWorker(page: Page, context: BrowserContext): Promise<Worker> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return (
    context.serviceWorkers().find((w) => w.url().endsWith('/sw.js')) ?? context.waitForEvent('serviceworker')
  );
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => n.title);
  });

test('a push notification clicked navigates the open window to its URL', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/');
  const worker = await activeWorker(page, context);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  // A data-only FCM message, the other shape pwa.spec.ts does not send.
  const payload = { data: { title: 'Back in stock', body: 'Phones you liked', url: `${SMARTPHONES}?nid=9` } };
  const push = {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  };
  // Delivered again only while nothing shows: on a busy machine the first delivery can reach a worker that is
  // still starting up and be lost (once in a full run), which is not what this test is about.
  await expect(async () => {
    if ((await shownNotifications(page)).length === 0)
      await cdp.send('ServiceWorker.deliverPushMessage', push);
    await expect.poll(() => shownNotifications(page), { timeout: 5_000 }).toEqual(['Back in stock']);
  }).toPass({ timeout: 30_000 });

  // The shopper clicks it: the worker's notificationclick handler runs on the shown notification.
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventClass = (globalThis as unknown as Record<string, typeof Event>).NotificationEvent!;
    const event = new (NotificationEventClass as unknown as new (type: string, init: object) => Event)(
      'notificationclick',
      { notification },
    );
    // A script's event may not extend itself (waitUntil throws for it): collect the handler's work instead.
    let work: Promise<unknown> = Promise.resolve();
    Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => (work = promise) });
    scope.dispatchEvent(event);
    await work;
  });

  await expect(page).toHaveURL(`${SMARTPHONES}?nid=9`);
  await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
  // The click closed the notification.
  expect(await shownNotifications(page)).toEqual([]);
});

test("'Install App' prompts, counts the install and goes once accepted @phone", async ({ page }) => {
  await page.goto('/');
  const install = page.getByRole('banner').getByRole('button', { name: 'Install App' });
  await expect(install).toBeHidden();
  // The browser offers installation (Chromium's event, with the shopper accepting its dialog). The app starts
  // listening a moment after the first paint, so the offer is repeated until the button shows.
  await expect(async () => {
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          document.documentElement.dataset.installPrompted = String(
            Number(document.documentElement.dataset.installPrompted ?? 0) + 1,
          );
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(offer);
    });
    await expect(install).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  const counted = page.waitForResponse(
    (response) =>
      response.url().includes('/graphql') &&
      /IncrementFcmDownloads/.test(response.request().postData() ?? ''),
  );
  await install.click();
  const answer = (await (await counted).json()) as { data?: { IncrementFcmDownloads?: { status: boolean } } };
  expect(answer.data?.IncrementFcmDownloads?.status).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.installPrompted)).toBe('1');
  await expect(install).toBeHidden();
});

const onNextBuild = (page: Page) =>
  expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'next');

let undeploy = () => {};
test.afterEach(() => undeploy());

test('a new build deployed while two tabs are open: each shows the toast and reloads into it', async ({
  page,
  context,
}) => {
  // Two tabs and two worker installs (the build, then the new one).
  test.setTimeout(90_000);
  await page.goto('/');
  await activeWorker(page, context);
  await page.reload();
  const other = await context.newPage();
  await other.goto(SMARTPHONES);
  await expect(other.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();

  undeploy = deployNextBuild();
  // The shopper comes back to the tab: the app asks the browser to look for a new sw.js (repeated until the
  // app, which registers the worker a moment after the first paint, is listening).
  const toast = (tab: Page) => tab.getByText('A new version of the shop is available.');
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(toast(page)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(toast(other)).toBeVisible();

  await page.getByRole('button', { name: 'Reload' }).click();
  await onNextBuild(page);
  // The other tab was still on the old build when the new worker took over: its toast reloads it too.
  await expect(other.locator('meta[name="build"]')).toHaveCount(0);
  await other.getByRole('button', { name: 'Reload' }).click();
  await onNextBuild(other);
  await expect(other.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
  await expect(page.getByText('A new version of the shop is available.')).toBeHidden();
});
