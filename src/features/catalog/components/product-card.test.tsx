import { screen, within } from '@testing-library/react';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';

jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

// The cheapest smartphones: a discounted top deal, a full-price phone, and one sold nowhere else.
const CHEAPEST_PHONES = '/mobiles-tablets/smartphones.html?sort=price-asc';
const card = (name: string) => screen.findByRole('article', { name }, { timeout: 15_000 });

test('a card shows the image, name and INR prices, the struck regular price, prices elsewhere and the badge', async () => {
  useRealShop();
  renderApp(CHEAPEST_PHONES);
  const deal = await card('Xiaomi Redmi 13C (4GB RAM, 128GB)');
  const href = '/xiaomi-redmi-13c-4gb-ram-128gb.html';
  expect(within(deal).getByRole('link', { name: 'Xiaomi Redmi 13C (4GB RAM, 128GB)' })).toHaveAttribute(
    'href',
    href,
  );
  expect(within(deal).getByText('top deals')).toBeInTheDocument();
  expect(within(deal).getByText('₹7,599')).toBeInTheDocument();
  // Struck through, and read out as the regular price.
  expect(within(deal).getByText('₹10,999', { selector: 's > span' })).toBeInTheDocument();
  expect(within(deal).getByText('Regular price', { selector: 's > span' })).toBeInTheDocument();
  const elsewhere = within(deal).getByRole('list', { name: 'Prices elsewhere' });
  expect(
    within(elsewhere)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Amazon ₹8,599', 'Flipkart ₹8,599']);
  // eslint-disable-next-line testing-library/no-node-access -- the image link is hidden from assistive tech
  const image = deal.querySelector('img');
  expect(image).toHaveAttribute('alt', '');
  expect(image?.getAttribute('srcset')).toMatch(/width=320&height=400.* 320w/);
  expect(image?.getAttribute('src')).toContain('/media/catalog/product/');

  const fullPrice = await card('realme C65 (4GB RAM, 64GB)');
  expect(within(fullPrice).getByText('₹11,999', { selector: '.product-card__final' })).toBeInTheDocument();
  expect(within(fullPrice).queryByText(/Regular price/)).not.toBeInTheDocument();
  expect(within(fullPrice).queryByText('top deals')).not.toBeInTheDocument();

  const onlyHere = await card('Xiaomi Redmi 13 5G (6GB RAM, 128GB)');
  expect(within(onlyHere).queryByRole('list', { name: 'Prices elsewhere' })).not.toBeInTheDocument();
});

test('a guest gets a login prompt inside the price button, leading to sign in', async () => {
  useRealShop();
  renderApp(CHEAPEST_PHONES);
  const deal = await card('Xiaomi Redmi 13C (4GB RAM, 128GB)');
  const button = within(deal).getByRole('link', { name: /Login to see the best price/ });
  expect(button).toHaveAttribute('href', '/sign-in');
  expect(button).toHaveTextContent('₹7,599');
});

test('a signed-in customer has no login prompt: the price button opens the product', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  renderApp(CHEAPEST_PHONES, { services: { storage } });
  const deal = await card('Xiaomi Redmi 13C (4GB RAM, 128GB)');
  expect(within(deal).queryByText('Login to see the best price')).not.toBeInTheDocument();
  expect(within(deal).getByRole('link', { name: /Our price ₹7,599/ })).toHaveAttribute(
    'href',
    '/xiaomi-redmi-13c-4gb-ram-128gb.html',
  );
});

test('a listing’s first row of cards loads its images first; the rest load lazily', async () => {
  useRealShop();
  renderApp(CHEAPEST_PHONES);
  const grid = await screen.findByRole('list', { name: 'Products' }, { timeout: 15_000 });
  // eslint-disable-next-line testing-library/no-node-access -- the card images are hidden from assistive tech
  const images = Array.from(grid.querySelectorAll('article img'));
  expect(images.length).toBeGreaterThan(2);
  expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
    'high',
    'high',
    ...images.slice(2).map(() => null),
  ]);
  expect(images.slice(2).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
});

test('a card shows its stars and review count, read out as a rating; a product without reviews shows none', async () => {
  const shop = useRealShop();
  const { data } = await shop.gql<{
    products: { items: { name: string; rating_summary: number; review_count: number }[] };
  }>(`{ products(filter: { category_url_path: { eq: "mobiles-tablets/smartphones" } }, sort: { price: ASC },
      pageSize: 6) { items { name rating_summary review_count } } }`);
  const items = data!.products.items;
  const rated = items.find((p) => p.review_count > 0)!;
  const unrated = items.find((p) => p.review_count === 0);
  renderApp(CHEAPEST_PHONES);
  const withStars = await card(rated.name);
  const stars = (Math.round(rated.rating_summary / 2) / 10).toFixed(1);
  const reviews = `${rated.review_count} review${rated.review_count === 1 ? '' : 's'}`;
  const rating = within(withStars).getByRole('img', { name: `Rated ${stars} out of 5, ${reviews}` });
  expect(rating).toHaveTextContent(`(${rated.review_count})`);
  expect(rating).toHaveStyle({ '--fill': `${rated.rating_summary}%` });
  if (unrated) expect(within(await card(unrated.name)).queryByRole('img')).not.toBeInTheDocument();
});
