// Accessibility check for browser tests: runs axe-core on the current page (WCAG 2.x A and AA rules) and
// fails with a readable list of violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeOptions {
  /** CSS selectors to check (default: the whole page). */
  include?: string[];
  /** CSS selectors to leave out, e.g. third-party widgets. */
  exclude?: string[];
  /** axe rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
}

/**
 * Waits (up to 2 s) for the page's running finite CSS animations and transitions to end: mid-fade (a toast or
 * dialog coming in), axe reads the blended colours as too little contrast. Endless ones (shimmer) are skipped.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, `accessibility violations:\n${report.join('\n')}`).toEqual([]);
}
