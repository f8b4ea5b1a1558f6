// Shared steps and locators for the shop's browser tests (browse, product, journeys), against the seed in
// server/magento/seed/data. Locators go by role and accessible name, as a shopper (or a screen reader) finds things.
import { expect, type Locator, type Page } from '@playwright/test';

/** The demo customer of the seed (README). */
export const DEMO_CUSTOMER = { email: 'demo@example.in', password: 'Demo@1234' } as const;

/** A tap on touch devices (the mobile project), a click elsewhere. */
export async function activate(locator: Locator, touch: boolean): Promise<void> {
  if (touch) await locator.tap();
  else await locator.click();
}

/** The product cards of a category or search results page. */
export function productCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Products' }).getByRole('article');
}

/**
 * Expects `count` cards in the product grid: scrolls to its end first (past a phone's first rows the cards mount
 * only as they near the viewport), then back to the top, where the page opened.
 */
export async function expectCardCount(page: Page, count: number): Promise<void> {
  await page.getByRole('list', { name: 'Products' }).getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect(productCards(page)).toHaveCount(count);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The cart trigger with its count: in the desktop header, or the Cart tab of the phone's bottom bar (the
 * phone header has none).
 */
export function cartTrigger(page: Page, count: number | string, mobile: boolean): Locator {
  const where = mobile ? page.getByRole('navigation', { name: 'Shortcuts' }) : page.getByRole('banner');
  return where.getByRole('link', { name: `Cart, ${count} items` });
}

/**
 * Ticks a filter checkbox. Not Locator.check(): the box is controlled by the URL, and React Router applies URL
 * changes in a transition, so the tick shows a render later (check() looks at once and calls it a failure).
 */
export async function tickFilter(checkbox: Locator, touch = false): Promise<void> {
  await activate(checkbox, touch);
  await expect(checkbox).toBeChecked();
}

/** Chooses a value of a product option (the radios are visually hidden; their labels are what one presses). */
export async function chooseOption(page: Page, option: string, value: string, touch = false): Promise<void> {
  await activate(page.getByRole('group', { name: option }).getByText(value, { exact: true }), touch);
}

/** Signs in on /sign-in (then the app goes home) and waits until the shell greets the customer. */
export async function signIn(
  page: Page,
  customer: { email: string; password: string } = DEMO_CUSTOMER,
): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email address' }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}
