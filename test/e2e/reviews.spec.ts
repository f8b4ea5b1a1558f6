// Reviews and ratings in a real browser against the real server and its seed, on a phone and a desktop
// (@responsive): a product's stars on its card and near its price, the reviews section below the fold (the
// average, the star bars, the reviews newest first, more on request), and a signed-in shopper writing a review:
// the form's checks, the "awaits moderation" answer, the operator approving it with `npm run reviews` (its
// command, run in process on this run's database) and the review listed first. axe on each state.
import { expect, test, type Page } from '@playwright/test';
import { reviewsCommand } from '../../server/magento/reviews/cli';
import { expectNoAxeViolations } from './support/axe';
import { createCustomer, gql, startSignedIn } from './support/customers';
import { serverDataDir } from './support/outbox';
import { activate } from './support/shop';

/** The seed's most reviewed product, and one a new shopper writes about. */
const LAMP = { sku: 'ZS-HAV-10312', path: '/havells-decorative-wall-lamp.html' };
const BUDS = { sku: 'ZS-ONE-10135', path: '/oneplus-nord-buds-2r.html' };

interface ShopRating {
  name: string;
  rating_summary: number;
  review_count: number;
  reviews: { items: { summary: string }[] };
}

const stars = (percent: number) => (Math.round(percent / 2) / 10).toFixed(1);

async function shopRating(page: Page, sku: string): Promise<ShopRating> {
  const { products } = await gql<{ products: { items: ShopRating[] } }>(
    page.request,
    `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { name rating_summary review_count
      reviews(pageSize: 10) { items { summary } } } } }`,
    { sku },
  );
  return products.items[0]!;
}

const reviewsRegion = (page: Page) => page.getByRole('region', { name: 'Ratings & reviews' });
const reviewHeadings = (page: Page) =>
  reviewsRegion(page).getByRole('list', { name: 'Reviews, newest first' }).getByRole('heading', { level: 3 });

test('a product’s stars on its card and near its price, and its reviews below the fold @responsive', async ({
  page,
  isMobile,
}) => {
  const lamp = await shopRating(page, LAMP.sku);
  const label = `Rated ${stars(lamp.rating_summary)} out of 5, ${lamp.review_count} reviews`;
  await page.goto(`/search.html?query=${encodeURIComponent(lamp.name)}`);
  const card = page.getByRole('article', { name: lamp.name });
  await expect(card.getByRole('img', { name: label })).toBeVisible();
  await expect(card.getByRole('img', { name: label })).toContainText(`(${lamp.review_count})`);

  await page.goto(LAMP.path);
  await expect(page.getByRole('heading', { level: 1, name: lamp.name })).toBeVisible();
  const link = page.getByRole('link', {
    name: `Rated ${stars(lamp.rating_summary)} out of 5 ${lamp.review_count} reviews`,
  });
  await activate(link, isMobile);
  await expect(page).toHaveURL(/#reviews$/);
  const region = reviewsRegion(page);
  await expect(region.getByText(`Based on ${lamp.review_count} reviews`)).toBeVisible();
  await expect(region.getByRole('list', { name: 'Rating breakdown' }).getByRole('listitem')).toHaveCount(5);
  const all = lamp.reviews.items.map((r) => r.summary);
  await expect(reviewHeadings(page)).toHaveText(all.slice(0, 5));
  await expectNoAxeViolations(page);

  await activate(region.getByRole('button', { name: 'Show more reviews' }), isMobile);
  await expect(reviewHeadings(page)).toHaveText(all.slice(0, 10));
  // A guest where the store keeps reviews to customers: asked to sign in, no form.
  await expect(region.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(region.getByRole('form', { name: 'Write a review' })).toHaveCount(0);
});

test('a signed-in shopper writes a review; it waits for moderation, then the operator approves it @responsive', async ({
  page,
  isMobile,
}) => {
  // A whole journey with three accessibility checks: more than one page's worth of time.
  test.slow();
  const shopper = await createCustomer(page.request, 'reviewer', { firstname: 'Kavya' });
  await startSignedIn(page, shopper.token);
  await page.goto(BUDS.path);
  // Down to the reviews (their code and answer load as the shopper nears them), by the rating near the price.
  await activate(page.getByRole('link', { name: /^Rated .* out of 5 \d+ reviews$/ }), isMobile);
  const form = reviewsRegion(page).getByRole('form', { name: 'Write a review' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel('Nickname')).toHaveValue('Kavya');

  await activate(form.getByRole('button', { name: 'Submit review' }), isMobile);
  await expect(form.getByText('Please select one of each of the ratings above.')).toBeVisible();
  await expect(form.getByText('This is a required field.')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Unique to this run and project: the server is shared by the run's tests.
  const summary = `Clear calls on the metro (${isMobile ? 'phone' : 'desktop'} ${Date.now()})`;
  for (const [dimension, choice] of [
    ['Quality', '5 stars'],
    ['Value', '4 stars'],
    ['Price', '4 stars'],
  ])
    await activate(
      form.getByRole('group', { name: dimension }).getByRole('radio', { name: choice }),
      isMobile,
    );
  await form.getByLabel('Summary').fill(summary);
  await form
    .getByLabel('Review')
    .fill(
      'Calls are clear even on the Delhi metro. Battery chalti hai poore din, and the case fits a pocket.',
    );
  await activate(form.getByRole('button', { name: 'Submit review' }), isMobile);
  await expect(
    form.getByText('You submitted your review for moderation. It will show here once it is approved.'),
  ).toBeVisible();
  await expect(reviewsRegion(page).getByRole('heading', { name: summary })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The operator's queue lists it; approving it publishes it.
  const env = { ...process.env, DATA_DIR: serverDataDir() };
  const queue = reviewsCommand(['list'], env);
  const lines = queue.split('\n');
  const at = lines.findIndex((line) => line.includes(`"${summary}"`));
  const header = lines[at - 2] ?? '';
  expect(header, queue).toContain(BUDS.sku);
  const id = /^#(\d+)/.exec(header)?.[1];
  expect(id, queue).toBeTruthy();
  expect(reviewsCommand(['approve', id!], env)).toBe(`Review ${id} approved.`);

  await page.reload();
  await activate(page.getByRole('link', { name: /^Rated .* out of 5 \d+ reviews$/ }), isMobile);
  await expect(reviewHeadings(page).first()).toHaveText(summary);
  const mine = reviewsRegion(page).getByRole('article', { name: summary });
  await expect(mine.getByText('By Kavya')).toBeVisible();
  await expect(mine.getByText('Verified purchase')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
