import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp } from '../../../../test/support/render-app';

// Each test seeds a shop and renders the whole app against it: slow on a busy 2-core machine.
jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});

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
  await waitFor(() => expect(document.title).toBe('Search - Default Store View'));

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
