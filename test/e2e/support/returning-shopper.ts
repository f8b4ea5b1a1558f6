// A returning shopper: someone who has opened the shop before, so its service worker controls the page and
// answers every navigation it claims (sw/navigation.ts). The buy journeys run as one, because that is where
// leaving the app (a gateway's or the mail provider's page) can go wrong.
import { expect, type Page } from '@playwright/test';

/**
 * Opens the shop at `path`, waits until its worker is active (it registers a moment after the first paint,
 * then installs the precache), and reloads into it: from here on the worker controls the page.
 */
export async function asReturningShopper(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
