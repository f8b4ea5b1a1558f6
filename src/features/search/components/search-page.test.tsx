import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, setViewport } from '../../../../test/support/render-app';
import type { TestShop } from '../../../../server/test/test-app';

// Each test seeds a shop and renders the whole app against it: slow on a busy 2-core machine.
jest.setTimeout(30_000);

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** How often the shop has counted a search in the default store view (0: never). */
const counted = (shop: TestShop, term: string) =>
  (
    shop.db.prepare('SELECT popularity FROM search_terms WHERE store_id = 1 AND query_text = ?').get(term) as
      { popularity: number } | undefined
  )?.popularity ?? 0;

const cardNames = async () =>
  within(await screen.findByRole('list', { name: 'Products' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

test('the search page lists the matches best first, with filters that keep the query, and reports the search', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp('/search.html?query=iphone');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Search' }, { timeout: 15_000 }),
  ).toBeInTheDocument();
  expect(screen.getByText("Results for 'iphone'")).toBeInTheDocument();
  expect(await screen.findByText('13 items')).toBeInTheDocument();
  const { data } = await shop.gql<{ products: { items: { name: string }[] } }>(
    '{ products(search: "iphone", pageSize: 6) { items { name } } }',
  );
  expect(await cardNames()).toEqual(data!.products.items.map((item) => item.name));
  expect(window.dataLayer).toEqual([{ event: 'search', search_term: 'iphone' }]);
  await waitFor(() => expect(document.title).toBe('Search - Zepp Shop'));

  await user.click(screen.getByRole('button', { name: 'Sort by: Best Match' }));
  expect(screen.getByRole('button', { name: 'Best Match' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByRole('button', { name: 'Position' })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');

  const brand = screen.getByRole('group', { name: 'Brand' });
  await user.click(within(brand).getByRole('checkbox', { name: 'Spigen (1)' }));
  await waitFor(() => expect(router.state.location.search).toBe('?query=iphone&brand_code=spigen'));
  expect(await screen.findByText('1 item')).toBeInTheDocument();
  // A filter is not a new search.
  expect(window.dataLayer?.filter((entry) => entry.event === 'search')).toHaveLength(1);
});

test('a search that finds nothing says so; without a term the page asks for one', async () => {
  useRealShop();
  const { router } = renderApp('/search.html?query=zzqxv');
  expect(await screen.findByText("We couldn't find any products for 'zzqxv'.")).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();

  await act(() => router.navigate('/search.html'));
  expect(await screen.findByText('Type what you are looking for in the search box.')).toBeInTheDocument();
  expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
});

test('a search that finds nothing drops the filters and sort, and offers a correction, popular searches and categories', async () => {
  const shop = useRealShop();
  setViewport('desktop');
  const user = userEvent.setup();
  const { router } = renderApp('/search.html?query=iphnoe');
  expect(
    await screen.findByText("We couldn't find any products for 'iphnoe'.", {}, { timeout: 15_000 }),
  ).toBeInTheDocument();
  // Nothing to narrow or order: no Filters box (desktop's sidebar), no sort, no count, no pages.
  expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Sort by/ })).not.toBeInTheDocument();
  expect(screen.queryByText('0 items')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

  // Magento's "did you mean", from the shop.
  const didYouMean = await screen.findByText(/^Did you mean/);
  expect(didYouMean).toHaveTextContent('Did you mean iphone?');
  const correction = within(didYouMean).getByRole('link', { name: 'iphone' });
  expect(correction).toHaveAttribute('href', '/search.html?query=iphone');

  // The shop's popular searches, most popular first, and its top categories.
  const { data } = await shop.gql<{ popularSearchTerms: { query_text: string }[] }>(
    '{ popularSearchTerms(pageSize: 8) { query_text } }',
  );
  const popular = screen.getByRole('navigation', { name: 'Popular searches' });
  expect(
    within(popular)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(data!.popularSearchTerms.map((term) => term.query_text));
  const categories = await screen.findByRole('navigation', { name: 'Shop by category' });
  expect(within(categories).getByRole('link', { name: 'Mobiles & Tablets' })).toHaveAttribute(
    'href',
    '/mobiles-tablets.html',
  );

  // A suggestion is a search of its own: its results, with the filters back.
  await user.click(within(popular).getByRole('link', { name: 'earbuds' }));
  await waitFor(() => expect(router.state.location.search).toBe('?query=earbuds'));
  expect(await screen.findByRole('list', { name: 'Products' })).toBeInTheDocument();
  expect(await screen.findByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
});

test('the shop counts each search the page shows, once it has settled, for its popular searches', async () => {
  const shop = useRealShop();
  const before = counted(shop, 'earbuds');
  renderApp('/search.html?query=Earbuds');
  await screen.findByRole('list', { name: 'Products' }, { timeout: 15_000 });
  await waitFor(() => expect(counted(shop, 'earbuds')).toBe(before + 1));
  // Too short for Magento to search: not counted.
  const { router } = renderApp('/search.html?query=tv');
  await act(() => router.navigate('/search.html?query=tv'));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(counted(shop, 'tv')).toBe(0);
});
