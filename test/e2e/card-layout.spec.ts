// The product card's faults of issue 25 at the five widths it names: the TOP DEALS badge never covers the
// card's picture (the brand printed at its top), and a product slider's arrows never cover a card's picture
// or name, on home's carousels and the product page's related and up-sell sliders.
import { expect, test, type Locator, type Page } from '@playwright/test';

const WIDTHS = [360, 412, 768, 1024, 1280] as const;
const PRODUCT = '/samsung-galaxy-a35-5g-8gb-ram-128gb.html';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of what a card must never have covered: its picture and its name (only cards in view). */
async function cardParts(slider: Locator): Promise<{ what: string; box: Box }[]> {
  return slider.locator('.slider__item:not([aria-hidden="true"]) article').evaluateAll((cards) =>
    cards.flatMap((card) =>
      ['.product-card__image', '.product-card__name'].flatMap((part) => {
        const element = card.querySelector(part);
        if (!element) return [];
        const r = element.getBoundingClientRect();
        return [
          {
            what: `${card.getAttribute('aria-label')} ${part}`,
            box: { x: r.x, y: r.y, width: r.width, height: r.height },
          },
        ];
      }),
    ),
  );
}

/** Every arrow of the slider is clear of every card part in view. */
async function expectArrowsClear(slider: Locator, label: string): Promise<void> {
  // The section is a region while its products load too (skeleton cards): wait for the carousel's cards.
  await expect(slider.getByRole('article').first()).toBeVisible();
  await slider.scrollIntoViewIfNeeded();
  await slider.hover();
  const parts = await cardParts(slider);
  expect(parts.length, `${label}: cards in view`).toBeGreaterThan(0);
  const arrows = slider.locator(':scope > .slider__button');
  for (const arrow of await arrows.all()) {
    const box = (await arrow.boundingBox())!;
    const covered = parts.filter((part) => overlap(box, part.box)).map((part) => part.what);
    expect({ label, arrow: await arrow.getAttribute('aria-label'), covered }).toMatchObject({ covered: [] });
  }
}

/**
 * Scrolls down in small steps until the region is there: home's sections mount as the shopper nears them, so
 * the page must be ready (hydrated) first and no section skipped over in one jump.
 */
async function scrollToRegion(page: Page, name: string): Promise<Locator> {
  await page.waitForLoadState('networkidle');
  const region = page.getByRole('region', { name, exact: true });
  for (let step = 0; step < 60 && (await region.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(200);
  }
  await expect(region).toBeVisible();
  return region;
}

for (const width of WIDTHS) {
  test(`at ${width}px the badge sits under the name, clear of the picture; carousel arrows clear of the cards`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const deals = await scrollToRegion(page, 'Top Deals');
    await expectArrowsClear(deals, `home Top Deals at ${width}px`);
    const badges = deals
      .locator('.slider__item:not([aria-hidden="true"]) article')
      .filter({ hasText: 'top deals' });
    expect(await badges.count()).toBeGreaterThan(0);
    for (const card of await badges.all()) {
      const badge = (await card.getByText('top deals', { exact: true }).boundingBox())!;
      const picture = (await card.locator('.product-card__image').boundingBox())!;
      const name = (await card
        .getByRole('link', { name: (await card.getAttribute('aria-label')) ?? '' })
        .last()
        .boundingBox())!;
      expect(overlap(badge, picture)).toBe(false);
      expect(badge.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
    }

    await page.goto(PRODUCT);
    for (const name of ['You may also like', 'Related products'])
      await expectArrowsClear(await scrollToRegion(page, name), `product page ${name} at ${width}px`);
  });
}
