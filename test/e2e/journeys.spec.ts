// Step 3 (browse the shop): a shopper's journeys from the home page, in both projects (desktop: mouse, mega
// menu, footer; mobile: touch, bottom bar, drawers), against the real server and its seed; axe on every page and
// every opened menu, dialog or list. browse.spec.ts and product.spec.ts test those pages' layout and details
// opened by URL; these walk between them the way a shopper does.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  activate,
  cartTrigger,
  chooseOption,
  expectCardCount,
  productCards,
  signIn,
  tickFilter,
} from './support/shop';

/** The seed's Men's Clothing: 12 products, 9 of them in White; by price, page 2 starts at the track pants. */
const MENS = { name: "Men's Clothing", url: /\/fashion\/mens-clothing\.html$/, all: 12, white: 9 };
const CHEAPEST_WHITE = "Levi's Men Graphic Crew Neck T-Shirt";
const TRACK_PANTS = 'Adidas Men Own The Run Track Pants';

async function openMensClothingFromMenu(page: Page, mobile: boolean): Promise<void> {
  if (mobile) {
    await page
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('button', { name: 'Categories' })
      .tap();
    const drawer = page.getByRole('dialog', { name: 'Categories' });
    await drawer.getByRole('button', { name: 'Fashion', exact: true }).tap();
    const link = drawer.getByRole('link', { name: MENS.name, exact: true });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);
    await link.tap();
    await expect(drawer).toBeHidden();
  } else {
    const menu = page.getByRole('navigation', { name: 'Categories' });
    await menu.getByRole('button', { name: 'Fashion subcategories' }).click();
    const column = menu.getByRole('region', { name: MENS.name, exact: true });
    await expect(column).toBeVisible();
    await expectNoAxeViolations(page);
    await column.getByRole('link', { name: MENS.name, exact: true }).click();
    await expect(column).toBeHidden();
  }
}

async function filterByWhite(page: Page, mobile: boolean): Promise<void> {
  if (mobile) {
    await page.getByRole('button', { name: 'Filter', exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await tickFilter(
      sheet.getByRole('group', { name: 'Color' }).getByRole('checkbox', { name: /^White/ }),
      true,
    );
    await sheet.getByRole('button', { name: 'Show results' }).tap();
    await expect(sheet).toBeHidden();
  } else {
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await tickFilter(sidebar.getByRole('group', { name: 'Color' }).getByRole('checkbox', { name: /^White/ }));
  }
}

async function sortByPriceLowToHigh(page: Page, mobile: boolean): Promise<void> {
  if (mobile) {
    await page.getByRole('button', { name: 'Sort', exact: true }).tap();
    const list = page.getByRole('dialog', { name: 'Sort by' });
    await expect(list).toBeVisible();
    await expectNoAxeViolations(page);
    await list.getByRole('button', { name: 'Price: Low to High' }).tap();
    await expect(list).toBeHidden();
  } else {
    await page.getByRole('button', { name: /^Sort by/ }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Price: Low to High' }).click();
  }
}

test(
  'home → menu → category → filter → sort → page 2 → configurable product → size and colour → cart count',
  { tag: '@responsive' },
  async ({ page, isMobile }) => {
    test.slow();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
    await expect(cartTrigger(page, 0, isMobile)).toBeVisible();
    await expectNoAxeViolations(page);

    await openMensClothingFromMenu(page, isMobile);
    await expect(page).toHaveURL(MENS.url);
    await expect(page.getByRole('heading', { level: 1, name: MENS.name })).toBeVisible();
    await expect(page.getByText(`${MENS.all} items`)).toBeVisible();
    await expectCardCount(page, 6);
    await expectNoAxeViolations(page);

    await filterByWhite(page, isMobile);
    await expect(page).toHaveURL(/[?&]color=/);
    await expect(page.getByText(`${MENS.white} items`)).toBeVisible();

    await sortByPriceLowToHigh(page, isMobile);
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(productCards(page).first()).toHaveAccessibleName(CHEAPEST_WHITE);
    await expectNoAxeViolations(page);

    await activate(page.getByRole('link', { name: 'Page 2' }), isMobile);
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(productCards(page)).toHaveCount(MENS.white - 6);
    const card = productCards(page).first();
    await expect(card).toHaveAccessibleName(TRACK_PANTS);
    await expectNoAxeViolations(page);

    await activate(card.getByRole('link', { name: TRACK_PANTS }), isMobile);
    await expect(page.getByRole('heading', { level: 1, name: TRACK_PANTS })).toBeVisible();
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await expect(add).toBeDisabled();
    await expectNoAxeViolations(page);

    await chooseOption(page, 'Color', 'White', isMobile);
    // The seed has the white pair out of stock in XL.
    await expect(
      page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'XL', exact: true }),
    ).toBeDisabled();
    await chooseOption(page, 'Size', 'L', isMobile);
    await expect(page.getByText('ZS-ADI-10261-WHITE-L')).toBeVisible();
    await expectNoAxeViolations(page);

    await activate(add, isMobile);
    await expect(page.getByText(`${TRACK_PANTS} was added to your cart.`)).toBeVisible();
    await expect(cartTrigger(page, 1, isMobile)).toBeVisible();
    await expectNoAxeViolations(page);
  },
);

test(
  'search from the header: suggestions as one types, submit, the results page',
  { tag: '@responsive' },
  async ({ page, isMobile }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const box = header.getByRole('combobox', { name: 'Search products' });
    await activate(box, isMobile);
    await box.pressSequentially('shirt');
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await activate(header.getByRole('button', { name: 'Search', exact: true }), isMobile);
    await expect(page).toHaveURL(/\/search\.html\?query=shirt$/);
    await expect(suggestions).toHaveCount(0);
    await expect(page.getByText(/^\d+ items?$/)).toBeVisible();
    await expect(productCards(page).first()).toContainText(/shirt/i);
    await expectNoAxeViolations(page);
  },
);

test(
  'a CMS page from the footer (desktop) or the You tab (phone)',
  { tag: '@responsive' },
  async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) {
      await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'You' }).tap();
      const drawer = page.getByRole('dialog', { name: 'You' });
      await expect(drawer.getByRole('link', { name: 'Login/ Register' })).toBeVisible();
      await expectNoAxeViolations(page);
      await drawer.getByRole('link', { name: 'About Us' }).tap();
      await expect(drawer).toBeHidden();
    } else {
      // Scrolled to, as a shopper does: the footer's CMS block may load only near the viewport.
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await footer.getByRole('link', { name: 'About Us' }).click();
    }
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page).toHaveTitle(/^About Us - /);
    await expect(page.getByRole('heading', { name: 'Who we are' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expectNoAxeViolations(page);
  },
);

// On phones the delivery bar lives on the product page, for signed-in customers (SPEC 2.4); the desktop
// header's bar is covered by product.spec.ts.
test(
  'phone: the delivery code dialog from a product page, signed in',
  { tag: '@phone' },
  async ({ page }) => {
    await signIn(page);
    await page.goto('/adidas-men-own-the-run-track-pants.html');
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('Deliver to New Delhi 110001');
    await delivery.getByRole('button', { name: 'Change delivery location' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Enter delivery code' });
    const field = dialog.getByRole('textbox', { name: 'Delivery code' });
    await expect(field).toHaveAttribute('placeholder', 'Enter pincode');
    await expectNoAxeViolations(page);

    await field.fill('1234');
    await dialog.getByRole('button', { name: 'Confirm' }).tap();
    await expect(page.getByRole('alert')).toHaveText('Invalid pincode format.');
    await expectNoAxeViolations(page);
    await field.fill('695001');
    await dialog.getByRole('button', { name: 'Confirm' }).tap();
    await expect(dialog).toBeHidden();
    await expect(delivery).toContainText('Deliver to Thiruvananth... 695001');
    await expectNoAxeViolations(page);
  },
);
