// The product page's ratings and reviews against the in-process shop: the rating near the price, the average
// and the star bars, the reviews newest first a page at a time with their verified-purchase marks, and the
// "Write a review" form (sign-in first where guests may not write; Magento's messages; pending or published).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import type { TestShop } from '../../../../server/test/test-app';

jest.setTimeout(40_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});

interface ShopReview {
  summary: string;
  nickname: string;
  verified_purchase: boolean;
}

interface ShopProduct {
  name: string;
  url_key: string;
  rating_summary: number;
  review_count: number;
  reviews: { items: ShopReview[]; star_counts: { stars: number; count: number }[] };
}

/** The shop's own answer for a product (the oracle), by SKU. */
async function shopProduct(shop: TestShop, sku: string, pageSize = 20): Promise<ShopProduct> {
  const { data } = await shop.gql<{ products: { items: ShopProduct[] } }>(
    `query($sku: String!, $size: Int) { products(filter: { sku: { eq: $sku } }) { items { name url_key
      rating_summary review_count reviews(pageSize: $size) { items { summary nickname verified_purchase }
      star_counts { stars count } } } } }`,
    { sku, size: pageSize },
  );
  return data!.products.items[0]!;
}

/** The visible product with the most approved reviews. */
function busiestSku(shop: TestShop): string {
  return (
    shop.db
      .prepare(
        `SELECT p.sku FROM reviews r JOIN products p ON p.entity_id = r.product_id
         WHERE r.status = 'approved' AND p.parent_id IS NULL GROUP BY r.product_id ORDER BY COUNT(*) DESC LIMIT 1`,
      )
      .get() as { sku: string }
  ).sku;
}

const stars = (percent: number) => (Math.round(percent / 2) / 10).toFixed(1);
const section = () => screen.findByRole('region', { name: 'Ratings & reviews' }, { timeout: 20_000 });
const summaries = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

test('a product’s rating near its price, its star bars and its reviews newest first, five at a time', async () => {
  const shop = useRealShop();
  const sku = busiestSku(shop);
  const product = await shopProduct(shop, sku);
  expect(product.review_count).toBeGreaterThan(5);
  renderApp(`/${product.url_key}.html`);
  await screen.findByRole('heading', { level: 1, name: product.name }, { timeout: 15_000 });

  const average = stars(product.rating_summary);
  const link = screen.getByRole('link', {
    name: `Rated ${average} out of 5 ${product.review_count} reviews`,
  });
  expect(link).toHaveAttribute('href', '#reviews');

  const region = await section();
  expect(within(region).getByText(`${average} out of 5`)).toBeInTheDocument();
  expect(within(region).getByText(`Based on ${product.review_count} reviews`)).toBeInTheDocument();
  const bars = within(region).getByRole('list', { name: 'Rating breakdown' });
  expect(
    within(bars)
      .getAllByRole('listitem')
      .map((row) => within(row).getByText(/stars?:/).textContent),
  ).toEqual(
    product.reviews.star_counts.map(
      ({ stars: n, count }) =>
        `${n} ${n === 1 ? 'star' : 'stars'}: ${count} ${count === 1 ? 'review' : 'reviews'}`,
    ),
  );

  const list = within(region).getByRole('list', { name: 'Reviews, newest first' });
  const all = product.reviews.items.map((r) => r.summary);
  expect(summaries(list)).toEqual(all.slice(0, 5));
  await userEvent.click(within(region).getByRole('button', { name: 'Show more reviews' }));
  await within(list).findByRole('heading', { level: 3, name: all[5] });
  expect(summaries(list)).toEqual(all.slice(0, 10));
  if (all.length <= 10)
    expect(within(region).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
});

test('a verified purchase is marked; a guest is asked to sign in to write a review', async () => {
  const shop = useRealShop();
  const soundbar = await shopProduct(shop, 'ZS-SON-10165');
  renderApp(`/${soundbar.url_key}.html`);
  const region = await section();
  const [mine] = within(region).getAllByRole('article');
  expect(within(mine!).getByRole('heading', { name: 'Cinema at home' })).toBeInTheDocument();
  expect(within(mine!).getByText('Verified purchase')).toBeInTheDocument();
  expect(within(mine!).getByText('By Aarav S.')).toBeInTheDocument();
  expect(within(mine!).getByText('Quality 5 · Value 5 · Price 4')).toBeInTheDocument();

  expect(within(region).queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  expect(
    within(region).getByText('Only registered users can write reviews. Please sign in or create an account.'),
  ).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
});

test('a product without reviews says so, and a guest may write one where the store allows it', async () => {
  const shop = useRealShop();
  shop.db
    .prepare("UPDATE store_config SET value = '1' WHERE store_id = 0 AND path = 'catalog/review/allow_guest'")
    .run();
  const { sku, url_key } = shop.db
    .prepare(
      `SELECT sku, url_key FROM products p WHERE parent_id IS NULL AND visibility > 1 AND status = 1
       AND type_id = 'simple' AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.entity_id)
       ORDER BY entity_id LIMIT 1`,
    )
    .get() as { sku: string; url_key: string };
  renderApp(`/${url_key}.html`);
  const region = await section();
  expect(
    within(region).getByText('No reviews yet. Be the first to review this product.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /out of 5/ })).not.toBeInTheDocument();
  expect(within(region).getByRole('form', { name: 'Write a review' })).toBeInTheDocument();
  expect(sku).toBeTruthy();
});

test('the form checks what is missing, then sends the review for moderation and says so', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const jbl = await shopProduct(shop, 'ZS-JBL-10156');
  renderApp(`/${jbl.url_key}.html`, { services: { storage } });
  const region = await section();
  const form = within(region).getByRole('form', { name: 'Write a review' });
  const user = userEvent.setup();

  await user.clear(within(form).getByLabelText('Nickname'));
  await user.click(within(form).getByRole('button', { name: 'Submit review' }));
  expect(within(form).getByText('Please select one of each of the ratings above.')).toBeInTheDocument();
  expect(within(form).getAllByText('This is a required field.')).toHaveLength(3);
  expect(within(form).getByLabelText('Summary')).toHaveAttribute('aria-invalid', 'true');
  // Focus goes to the first thing to fix: the first rating.
  expect(
    within(within(form).getByRole('group', { name: 'Quality' })).getByRole('radio', { name: '1 star' }),
  ).toHaveFocus();

  for (const [dimension, choice] of [
    ['Quality', '4 stars'],
    ['Value', '5 stars'],
    ['Price', '3 stars'],
  ] as const)
    await user.click(
      within(within(form).getByRole('group', { name: dimension })).getByRole('radio', { name: choice }),
    );
  expect(within(form).queryByText('Please select one of each of the ratings above.')).not.toBeInTheDocument();
  await user.type(within(form).getByLabelText('Nickname'), 'Aarav');
  await user.type(within(form).getByLabelText('Summary'), 'Loud for its size');
  await user.type(
    within(form).getByLabelText('Review'),
    'Bahut badhiya speaker hai.\nTook it on a trek, lasted two days.',
  );
  await user.click(within(form).getByRole('button', { name: 'Submit review' }));

  expect(
    await within(form).findByText(
      'You submitted your review for moderation. It will show here once it is approved.',
    ),
  ).toBeInTheDocument();
  expect(within(form).getByLabelText('Summary')).toHaveValue('');
  const row = shop.db.prepare(
    'SELECT status, nickname, title, detail FROM reviews ORDER BY review_id DESC LIMIT 1',
  );
  expect(row.get()).toEqual({
    status: 'pending',
    nickname: 'Aarav',
    title: 'Loud for its size',
    detail: 'Bahut badhiya speaker hai.\nTook it on a trek, lasted two days.',
  });
  // Not listed while it waits.
  expect(within(region).queryByRole('heading', { name: 'Loud for its size' })).not.toBeInTheDocument();
  expect(window.dataLayer).toContainEqual({
    event: 'review submitted',
    ecommerce: { items: [{ item_id: 'ZS-JBL-10156', item_name: jbl.name }] },
    review_rating: 4,
    review_status: 'pending',
  });
});

test('a review of a product the shopper received is published at once, at the top of the list', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const headphones = await shopProduct(shop, 'ZS-BOA-10151');
  renderApp(`/${headphones.url_key}.html`, { services: { storage } });
  const region = await section();
  const form = within(region).getByRole('form', { name: 'Write a review' });
  const user = userEvent.setup();
  for (const dimension of ['Quality', 'Value', 'Price'])
    await user.click(
      within(within(form).getByRole('group', { name: dimension })).getByRole('radio', { name: '5 stars' }),
    );
  await user.clear(within(form).getByLabelText('Nickname'));
  await user.type(within(form).getByLabelText('Nickname'), 'Aarav');
  await user.type(within(form).getByLabelText('Summary'), 'Comfortable for hours');
  await user.type(within(form).getByLabelText('Review'), 'Wore them through a Mumbai to Delhi train ride.');
  await user.click(within(form).getByRole('button', { name: 'Submit review' }));

  expect(
    await within(form).findByText(
      'Thank you for your review! You bought this product here, so it is published right away.',
    ),
  ).toBeInTheDocument();
  const list = within(region).getByRole('list', { name: 'Reviews, newest first' });
  const first = await within(list).findByRole('article', { name: 'Comfortable for hours' });
  expect(within(first).getByText('Verified purchase')).toBeInTheDocument();
  const count = headphones.review_count + 1;
  expect(await within(region).findByText(`Based on ${count} reviews`)).toBeInTheDocument();
  expect(window.dataLayer).toContainEqual(
    expect.objectContaining({ event: 'review submitted', review_status: 'published' }),
  );
});

test('a refusal from the shop is shown, and what was typed stays', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const jbl = await shopProduct(shop, 'ZS-JBL-10156');
  renderApp(`/${jbl.url_key}.html`, { services: { storage } });
  const region = await section();
  const form = within(region).getByRole('form', { name: 'Write a review' });
  // The store switches reviews off while the shopper writes.
  shop.db
    .prepare("UPDATE store_config SET value = '0' WHERE store_id = 0 AND path = 'catalog/review/active'")
    .run();
  const user = userEvent.setup();
  for (const dimension of ['Quality', 'Value', 'Price'])
    await user.click(
      within(within(form).getByRole('group', { name: dimension })).getByRole('radio', { name: '2 stars' }),
    );
  await user.clear(within(form).getByLabelText('Nickname'));
  await user.type(within(form).getByLabelText('Nickname'), 'Aarav');
  await user.type(within(form).getByLabelText('Summary'), 'Too quiet');
  await user.type(within(form).getByLabelText('Review'), 'Expected more bass.');
  await user.click(within(form).getByRole('button', { name: 'Submit review' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Creating product reviews are not currently available.',
  );
  expect(within(form).getByLabelText('Summary')).toHaveValue('Too quiet');
  expect(window.dataLayer?.some((e) => e.event === 'review submitted')).toBe(false);
});
