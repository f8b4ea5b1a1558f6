import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, setViewport } from '../../../../test/support/render-app';
import type { TestShop } from '../../../../server/test/test-app';

const SMARTPHONES = '/mobiles-tablets/smartphones.html';
const originalMatchMedia = window.matchMedia;
// Each test seeds a shop and renders the whole app against it: slow on a busy 2-core machine.
jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

const gallery = () => screen.findByRole('list', { name: 'Products' });
/** The options of a filter group as a shopper reads them: each one's label, in order. */
const optionLabels = (group: HTMLElement) =>
  within(group)
    .getAllByRole('listitem')
    .map((option) => option.textContent);
const cardNames = async () =>
  within(await gallery())
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

/** Holds GetProductList requests until released, so what shows while they load can be checked. */
function holdProductLists() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  // Answering nothing lets the request through to the shop's handler once the gate opens.
  server.use(graphql.query('GetProductList', () => gate.then(() => undefined)));
  return release;
}

/** The names the shop itself lists for the smartphones category with these extra arguments. */
async function shopNames(shop: TestShop, args: string): Promise<string[]> {
  const { data } = await shop.gql<{ products: { items: { name: string }[] } }>(
    `{ products(filter: { category_uid: { eq: "NA==" } }, pageSize: 6 ${args}) { items { name } } }`,
  );
  return data!.products.items.map((item) => item.name);
}

test('a category shows its trail, title, count, a page of 6 cards and the pages, titled after the category', async () => {
  const shop = useRealShop();
  renderApp(SMARTPHONES);
  // The first test also pays for compiling the lazily loaded page.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Smartphones' }, { timeout: 15_000 }),
  ).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(await within(trail).findByRole('link', { name: 'Mobiles & Tablets' })).toHaveAttribute(
    'href',
    '/mobiles-tablets.html',
  );
  expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(await screen.findByText('49 items')).toBeInTheDocument();
  expect(await cardNames()).toEqual(await shopNames(shop, ''));
  const pages = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).getByRole('link', { name: 'Next page' })).toBeInTheDocument();
  expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Smartphones - Zepp Shop'));
});

test('skeleton cards show while the products load', async () => {
  useRealShop();
  const release = holdProductLists();
  renderApp(SMARTPHONES);
  const loading = await screen.findByRole('list', { name: 'Loading products' });
  expect(within(loading).getAllByRole('status', { name: 'Loading product' })).toHaveLength(6);
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  release();
  expect(await gallery()).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Loading products' })).not.toBeInTheDocument();
});

test('a filter goes into the URL and narrows the results; back undoes it', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp(SMARTPHONES);
  const filters = await screen.findByRole('complementary', { name: 'Filters' });
  const brand = within(filters).getByRole('group', { name: 'Brand' });
  // Brands with the most phones first (as Magento's search engine orders them): the big ones are shown
  // before "Show more", never alphabetically behind it.
  await waitFor(() =>
    expect(optionLabels(brand)).toEqual([
      'Apple (10)',
      'Samsung (9)',
      'OnePlus (6)',
      'Xiaomi (5)',
      'realme (4)',
    ]),
  );
  expect(within(brand).getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  await user.click(within(brand).getByRole('checkbox', { name: 'Samsung (9)' }));

  await waitFor(() => expect(router.state.location.search).toBe('?brand_code=samsung'));
  expect(await screen.findByText('9 items')).toBeInTheDocument();
  expect((await cardNames()).every((name) => name?.startsWith('Samsung'))).toBe(true);
  expect(within(brand).getByRole('checkbox', { name: 'Samsung (9)' })).toBeChecked();
  expect(window.dataLayer).toContainEqual(
    expect.objectContaining({ event: 'filter', attribute: 'brand_code', value: 'samsung', selected: true }),
  );

  await user.click(within(brand).getByRole('checkbox', { name: 'Apple (10)' }));
  await waitFor(() => expect(router.state.location.search).toBe('?brand_code=samsung&brand_code=apple'));
  expect(await screen.findByText('19 items')).toBeInTheDocument();

  await act(() => router.navigate(-1));
  expect(await screen.findByText('9 items')).toBeInTheDocument();
  await act(() => router.navigate(-1));
  expect(await screen.findByText('49 items')).toBeInTheDocument();
  expect(within(brand).getByRole('checkbox', { name: 'Samsung (9)' })).not.toBeChecked();
});

test('price bands fit the category (equal shares at round prices); a band replaces the previous one, and Clear all removes every filter', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp(SMARTPHONES);
  const price = await screen.findByRole('group', { name: 'Price' });
  // Magento's "equalize product counts" navigation on the 49 phones, cheapest first.
  await waitFor(() =>
    expect(optionLabels(price)).toEqual([
      'Below ₹20,000 (12)',
      '₹20,000 - ₹30,000 (10)',
      '₹30,000 - ₹37,000 (8)',
      '₹37,000 - ₹50,000 (8)',
      '₹50,000 and above (11)',
    ]),
  );
  await user.click(within(price).getByRole('checkbox', { name: 'Below ₹20,000 (12)' }));
  expect(await screen.findByText('12 items')).toBeInTheDocument();
  await user.click(within(price).getByRole('checkbox', { name: '₹50,000 and above (11)' }));
  await waitFor(() => expect(router.state.location.search).toBe('?price=50000_*'));
  expect(await screen.findByText('11 items')).toBeInTheDocument();
  expect(within(price).getByRole('checkbox', { name: 'Below ₹20,000 (12)' })).not.toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Clear all' }));
  expect(await screen.findByText('49 items')).toBeInTheDocument();
  expect(router.state.location.search).toBe('');
  expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
});

test('sorting by price from the dropdown reorders the products and starts again at page 1', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp(`${SMARTPHONES}?page=2`);
  const sort = await screen.findByRole('button', { name: 'Sort by: Position' });
  await user.click(sort);
  expect(sort).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Position' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Price: Low to High' }));

  await waitFor(() => expect(router.state.location.search).toBe('?sort=price-asc'));
  const expected = await shopNames(shop, ', sort: { price: ASC }');
  await waitFor(async () => expect(await cardNames()).toEqual(expected));
  expect(screen.getByRole('button', { name: 'Sort by: Price: Low to High' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(screen.queryByText(/^Sorted by/)).not.toBeInTheDocument();
});

test('page 2 shows the next products; the page links stay while it loads', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp(SMARTPHONES);
  const pages = await screen.findByRole('navigation', { name: 'Pagination' });
  await screen.findByRole('list', { name: 'Products' });
  const release = holdProductLists();
  await user.click(within(pages).getByRole('link', { name: 'Page 2' }));

  expect(router.state.location.search).toBe('?page=2');
  expect(await screen.findByRole('list', { name: 'Loading products' })).toBeInTheDocument();
  // The page count of the last answer is kept, so the links don't vanish and come back.
  const pagesWhileLoading = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(pagesWhileLoading).getByRole('link', { name: 'Page 5' })).toBeInTheDocument();
  expect(within(pagesWhileLoading).getByRole('link', { name: 'Next page' })).toBeInTheDocument();
  release();
  const expected = await shopNames(shop, ', currentPage: 2');
  await waitFor(async () => expect(await cardNames()).toEqual(expected));
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Previous page' })).toBeInTheDocument();
});

test('malformed, unknown and out-of-range URL parameters are ignored', async () => {
  const shop = useRealShop();
  const { router } = renderApp(
    `${SMARTPHONES}?brand_code=nokia&brand_code=<script>&price=9_1&color=abc def&sort=cheapest&page=999`,
  );
  expect(await screen.findByText('49 items')).toBeInTheDocument();
  await waitFor(async () => expect(await cardNames()).toEqual(await shopNames(shop, '')));
  expect(screen.getByRole('button', { name: 'Sort by: Position' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'),
  );
  expect(router.state.location.search).not.toContain('page=');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
});

test('filters that match nothing say so', async () => {
  useRealShop();
  renderApp(`${SMARTPHONES}?brand_code=nothing&price=50000_*`);
  expect(await screen.findByText('No products match the selected filters.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});

test('on small screens filters open in a modal and sorting is a list, with a sorted-by line', async () => {
  setViewport('mobile');
  useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp(SMARTPHONES);
  expect(await screen.findByText('Sorted by Position')).toBeInTheDocument();
  expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Filter' }));
  const dialog = screen.getByRole('dialog', { name: 'Filters' });
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Apple (10)' }));
  await waitFor(() => expect(router.state.location.search).toBe('?brand_code=apple'));
  await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('10 items')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Sort' }));
  const sheet = screen.getByRole('dialog', { name: 'Sort by' });
  await user.click(within(sheet).getByRole('button', { name: 'Name: A to Z' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('Sorted by Name: A to Z')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?brand_code=apple&sort=name-asc');
});
