// Checks that what a shopper must read is on screen whole: not past the viewport's edges, not cut by a box
// that clips its overflow (ellipsis included), not under another element; and that a field's placeholder fits
// its box. Each element is first brought to the middle of the viewport, clear of the fixed bars.
import type { Page } from '@playwright/test';

export interface LabelProblem {
  selector: string;
  text: string;
  problem: string;
}

/**
 * Every problem of every visible element matching `selectors` (an empty list when all read whole). Each is
 * looked at in the middle of the viewport, or with `atEnd` as the page's end leaves it (scrolled to the
 * bottom: what the floating buttons sit over there).
 */
export async function labelProblems(
  page: Page,
  selectors: string[],
  { atEnd = false }: { atEnd?: boolean } = {},
): Promise<LabelProblem[]> {
  const found: LabelProblem[] = [];
  if (atEnd) await page.evaluate(() => window.scrollTo({ top: 1e7, behavior: 'instant' }));
  for (const selector of selectors) {
    const count = await page.locator(selector).count();
    for (let i = 0; i < count; i++) {
      const problem = await page.locator(selector).nth(i).evaluate(checkLabel, atEnd);
      if (problem) found.push({ selector, ...problem });
    }
  }
  return found;
}

/** In the page: what is wrong with one label, or null (also for one hidden on purpose or, at the end, off screen). */
function checkLabel(el: Element, atEnd: boolean): { text: string; problem: string } | null {
  const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
  const style = getComputedStyle(el);
  if (!text || el.getClientRects().length === 0 || style.visibility !== 'visible') return null;
  if (el.closest('[aria-hidden="true"], [inert], .visually-hidden')) return null; // e.g. another slide
  const centre = () => el.getBoundingClientRect();
  const before = centre();
  // At the end, only the lower half: what the floating buttons sit over (the top is under the header bar).
  if (atEnd && (before.top < window.innerHeight / 2 || before.top >= window.innerHeight)) return null;
  // 'instant': the shop scrolls smoothly (SPEC 2.3), and the label is measured right after.
  const top = window.scrollY + before.top + before.height / 2 - window.innerHeight / 2;
  if (!atEnd) window.scrollTo({ top, behavior: 'instant' });
  const box = centre();
  const range = document.createRange();
  range.selectNodeContents(el);
  const ink = range.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  if (box.left < -0.5 || box.right > width + 0.5)
    return {
      text,
      problem: `outside the viewport (${Math.round(box.left)}..${Math.round(box.right)} of ${width})`,
    };
  if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible')
    return { text, problem: `cut: ${el.scrollWidth}px of text in ${el.clientWidth}px` };
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const clip = a.getBoundingClientRect();
    const outside =
      ink.right <= clip.left || ink.left >= clip.right || ink.bottom <= clip.top || ink.top >= clip.bottom;
    if (outside) return null; // wholly outside a slider's window: not shown, so not cut
    if (
      ink.left < clip.left - 1 ||
      ink.right > clip.right + 1 ||
      ink.top < clip.top - 1 ||
      ink.bottom > clip.bottom + 1
    )
      return { text, problem: `cut by ${a.tagName.toLowerCase()}.${a.className}` };
  }
  const first = range.getClientRects()[0] ?? ink;
  const hit = document.elementFromPoint(first.left + first.width / 2, first.top + first.height / 2);
  if (hit && !el.contains(hit) && !hit.contains(el))
    return { text, problem: `covered by ${hit.tagName.toLowerCase()}.${String(hit.className)}` };
  return null;
}

/** How much wider a field's placeholder is than the room its box gives text (<= 0: it fits). */
export function placeholderOverflow(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width - room;
    });
}

/** Scrolls the page down a screen at a time, so that sections which mount as they near the viewport do. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; ; y += 600) {
    const height = await page.evaluate((top) => {
      window.scrollTo({ top, behavior: 'instant' });
      return document.documentElement.scrollHeight;
    }, y);
    await page.waitForTimeout(120);
    if (y > height) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
