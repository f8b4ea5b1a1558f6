import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp } from '../../../../test/support/render-app';
import type { TestShop } from '../../../../server/test/test-app';

jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});

const box = () => within(screen.getByRole('banner')).getByRole('combobox', { name: 'Search products' });

async function suggestedProducts(shop: TestShop, term: string) {
  const { data } = await shop.gql<{ products: { items: { name: string; url_key: string }[] } }>(
    `{ products(search: "${term}", pageSize: 5) { items { name url_key } } }`,
  );
  return data!.products.items;
}

test('typing shows product and category suggestions; arrows move through them and Enter opens one', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp('/');
  await user.type(box(), 'ip');
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  await user.type(box(), 'hone');

  const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' }, { timeout: 10_000 });
  expect(box()).toHaveAttribute('aria-expanded', 'true');
  expect(box()).toHaveAttribute('aria-controls', listbox.id);
  const expected = await suggestedProducts(shop, 'iphone');
  const products = within(listbox).getByRole('group', { name: 'Products' });
  expect(
    within(products)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(expected.map((p) => p.name));
  const categories = within(listbox).getByRole('group', { name: 'Categories' });
  expect(within(categories).getByRole('option', { name: 'in Mobiles & Tablets' })).toBeInTheDocument();

  await user.keyboard('{ArrowDown}');
  const first = within(listbox).getAllByRole('option')[0]!;
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(box()).toHaveAttribute('aria-activedescendant', first.id);
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
  const second = within(listbox).getAllByRole('option')[1]!;
  expect(second).toHaveAttribute('aria-selected', 'true');
  expect(first).toHaveAttribute('aria-selected', 'false');
  expect(box()).toHaveFocus();

  await user.keyboard('{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe(`/${expected[1]!.url_key}.html`));
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box()).not.toHaveAttribute('aria-activedescendant');
});

test('Escape closes the suggestions; Enter then searches for the text and the search is reported', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp('/');
  await user.type(box(), 'iphone');
  await screen.findByRole('listbox', { name: 'Search suggestions' }, { timeout: 10_000 });
  await user.keyboard('{ArrowDown}{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box()).toHaveAttribute('aria-expanded', 'false');

  await user.keyboard('{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/search.html'));
  expect(router.state.location.search).toBe('?query=iphone');
  expect(await screen.findByText("Results for 'iphone'")).toBeInTheDocument();
  await waitFor(() => expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'iphone' }));
});

test('a category suggestion opens the search filtered to that category', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp('/');
  await user.type(box(), 'iphone');
  const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' }, { timeout: 10_000 });
  await user.click(within(listbox).getByRole('option', { name: 'in iPhones' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/search.html'));
  expect(router.state.location.search).toBe('?query=iphone&category_uid=Ng%3D%3D');
  expect(await screen.findByText('8 items')).toBeInTheDocument();
  const category = screen.getByRole('group', { name: 'Category' });
  expect(within(category).getByRole('checkbox', { name: /^iPhones/ })).toBeChecked();
});
