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

export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
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
