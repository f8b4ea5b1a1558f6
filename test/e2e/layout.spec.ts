// Nothing a shopper must read is cropped or covered (issue 25), at 360 and 412px (the phone project: tagged
// @phone) and 768, 1024 and 1280px (the desktop project): the header's search placeholder (beside 'Install App'
// or the bell on a phone's home page) and menu, the home page's banners, tiles and captions (the banner's
// arrows off its caption), the footer with its one copyright line, a category page and the account pages.
// support/layout.ts says what "cropped or covered" means.
import { expect, test, type Page } from '@playwright/test';
import { labelProblems, placeholderOverflow, scrollThrough } from './support/layout';
import { DEMO_CUSTOMER, signIn } from './support/shop';

test.describe.configure({ timeout: 90_000 });

const PHONE_WIDTHS = [360, 412];
const WIDTHS = [...PHONE_WIDTHS, 768, 1024, 1280];
/** The desktop shell (mega menu, footer) from here up (SPEC 2.4's 959px phone breakpoint). */
const DESKTOP_SHELL = 960;
/** Each width runs in one project: a phone's in the phone project (touch, isMobile), the rest on a desktop. */
const tagFor = (width: number) => ({ tag: PHONE_WIDTHS.includes(width) ? '@phone' : '@desktop' });

const HOME_LABELS = [
  '.banner-slide__heading',
  '.banner-slide__text',
  '.banner-slide__cta',
  '.category-tile__name',
  '.brand-tile__name',
  '.home-section__title',
  '.ad-item__heading',
  '.ad-item__text',
  '.ad-item__cta',
  '.rewards-banner__text',
  '.home-page__cms h2',
  '.home-page__cms figcaption',
  '.home-page__cms .pagebuilder-button-primary',
];
const MENU_LABELS = ['.mega-menu__link'];
const FOOTER_LABELS = ['.site-footer h4', '.site-footer a', '.site-footer p'];
/** What the account pages show: headings, tables, lists, forms and their buttons. */
const PAGE_LABELS = [
  'main h1',
  'main h2',
  'main th',
  'main td',
  'main dt',
  'main dd',
  'main label',
  'main button',
];
const ACCOUNT_PAGES = [
  '/order-history',
  '/order-history/000000007',
  '/zepp-coins',
  '/account-information',
  '/address-book',
  '/wishlist',
  '/referral',
  '/bills-and-recharge',
  '/communications',
  '/saved-payments',
  '/stock-alerts',
];

async function atWidth(page: Page, width: number, url: string): Promise<void> {
  await page.setViewportSize({ width, height: 860 });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await scrollThrough(page);
}

/** The search field, whichever header (phone or desktop) this width shows. */
const searchField = (width: number) =>
  width < DESKTOP_SHELL ? '.mobile-header input.search-box__input' : '.site-header input.search-box__input';

async function expectPlaceholderFits(page: Page, width: number): Promise<void> {
  expect(await placeholderOverflow(page, searchField(width)), 'search placeholder cut').toBeLessThanOrEqual(
    0,
  );
}

/** The banner's arrows stay off the caption of the slide on show. */
async function expectArrowsOffCaption(page: Page): Promise<void> {
  const caption = await page
    .locator('.banner-slide:not([aria-hidden="true"]) .banner-slide__heading')
    .first()
    .boundingBox();
  expect(caption).not.toBeNull();
  for (const arrow of await page.locator('.home-banner .slider__button').all()) {
    const box = (await arrow.boundingBox())!;
    const overlaps =
      box.x < caption!.x + caption!.width &&
      box.x + box.width > caption!.x &&
      box.y < caption!.y + caption!.height &&
      box.y + box.height > caption!.y;
    expect(overlaps, 'a banner arrow over the caption').toBe(false);
  }
}

async function expectFooterWhole(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('heading', { name: 'Help' })).toBeVisible();
  expect(await labelProblems(page, FOOTER_LABELS)).toEqual([]);
  await expect(footer.getByText(/©|copyright/i)).toHaveText([
    `© ${new Date().getFullYear()} Zepp Shop India Pvt. Ltd. All rights reserved.`,
  ]);
}

/** The browser's install offer (Chromium's event), as pwa-lifecycle.spec.ts makes it, until the button shows. */
async function offerInstall(page: Page): Promise<void> {
  const install = page.getByRole('banner').getByRole('button', { name: 'Install App' });
  await expect(async () => {
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: new Promise(() => {}),
      });
      window.dispatchEvent(offer);
    });
    await expect(install).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

for (const width of WIDTHS) {
  test(
    `the home page's header, banners, tiles and footer read whole at ${width}px`,
    tagFor(width),
    async ({ page }) => {
      await atWidth(page, width, '/');
      await expect(page.locator('.banner-slide__heading').first()).toBeVisible();
      await expectPlaceholderFits(page, width);
      expect(await labelProblems(page, HOME_LABELS)).toEqual([]);
      await expectArrowsOffCaption(page);
      if (width < DESKTOP_SHELL) return;
      expect(await labelProblems(page, MENU_LABELS)).toEqual([]);
      await expectFooterWhole(page);
    },
  );

  test(`a category page reads whole at ${width}px`, tagFor(width), async ({ page }) => {
    await atWidth(page, width, '/mobiles-tablets/smartphones.html');
    await expectPlaceholderFits(page, width);
    expect(await labelProblems(page, ['main h1', '.breadcrumbs a', 'main label'])).toEqual([]);
  });

  test(
    `a product page's breadcrumbs show the nearest category whole at ${width}px`,
    tagFor(width),
    async ({ page }) => {
      await atWidth(page, width, '/samsung-galaxy-f55-5g-8gb-ram-128gb.html');
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      const links = crumbs.getByRole('link');
      await expect(links.last()).toBeVisible();
      // The trail opens at its end: the product's own category and the page, whole on screen.
      expect(await labelProblems(page, ['.breadcrumbs li:nth-last-child(2) a'])).toEqual([]);
      // Anything before it a swipe away: each crumb reads whole once scrolled to, never cut off for good.
      for (const link of await links.all()) {
        await link.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
      }
    },
  );

  test(`the demo customer's account pages read whole at ${width}px`, tagFor(width), async ({ page }) => {
    await signIn(page, DEMO_CUSTOMER);
    for (const url of ACCOUNT_PAGES) {
      await test.step(url, async () => {
        await atWidth(page, width, url);
        expect(await labelProblems(page, PAGE_LABELS)).toEqual([]);
        // The end of the page scrolls clear of the floating chat-help button.
        await expect(page.getByRole('link', { name: /chat/i })).toBeVisible();
        expect(await labelProblems(page, PAGE_LABELS, { atEnd: true })).toEqual([]);
      });
    }
  });
}

for (const width of PHONE_WIDTHS) {
  test(
    `the phone header keeps its placeholder whole beside Install App or the bell at ${width}px`,
    tagFor(width),
    async ({ page }) => {
      await page.setViewportSize({ width, height: 860 });
      await page.goto('/');
      await offerInstall(page);
      await expectPlaceholderFits(page, width);
      expect(await labelProblems(page, ['.mobile-header__install'])).toEqual([]);

      await signIn(page, DEMO_CUSTOMER);
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible();
      await expectPlaceholderFits(page, width);
    },
  );
}
