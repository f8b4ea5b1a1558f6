import axe from 'axe-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp } from '../../../../test/support/render-app';
import type { TestShop } from '../../../../server/test/test-app';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

interface BrandProducts {
  total_count: number;
  page_info: { total_pages: number };
  items: { name: string; brand_code: string }[];
}

async function brandProducts(shop: TestShop, code: string, page: number): Promise<BrandProducts> {
  const { data } = await shop.gql<{ products: BrandProducts }>(
    `{ products(filter: { brand_code: { eq: "${code}" } }, pageSize: 6, currentPage: ${page}) {
        total_count page_info { total_pages } items { name brand_code } } }`,
  );
  if (!data) throw new Error('no products');
  return data.products;
}

const cardNames = async (name: string) =>
  (await within(await screen.findByRole('list', { name })).findAllByRole('article')).map((card) =>
    card.getAttribute('aria-label'),
  );

test("a brand page shows the brand's name, logo and its products six to a page", async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const first = await brandProducts(shop, 'samsung', 1);
  const second = await brandProducts(shop, 'samsung', 2);
  expect(first.page_info.total_pages).toBeGreaterThan(1);
  const { router } = renderApp('/brands/samsung.html');

  expect(await screen.findByRole('heading', { level: 1, name: 'Samsung' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Samsung logo' })).toBeInTheDocument();
  expect(screen.getByText(`${first.total_count} items`)).toBeInTheDocument();
  expect(await cardNames('Samsung products')).toEqual(first.items.map((p) => p.name));
  expect(first.items.every((p) => p.brand_code === 'samsung')).toBe(true);
  expect(document.title).toMatch(/^Samsung - /);

  const pages = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(pages).getByText(`Page 1 of ${first.page_info.total_pages}`)).toBeInTheDocument();
  expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
  await user.click(within(pages).getByRole('link', { name: 'Next page' }));

  expect(router.state.location.search).toBe('?page=2');
  expect(await screen.findByText(`Page 2 of ${first.page_info.total_pages}`)).toBeInTheDocument();
  expect(await cardNames('Samsung products')).toEqual(second.items.map((p) => p.name));
  await user.click(screen.getByRole('link', { name: 'Previous page' }));
  expect(router.state.location.search).toBe('');
  expect(await cardNames('Samsung products')).toEqual(first.items.map((p) => p.name));
});

test('the brands on the home page lead to their brand pages', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp('/');
  const brands = await screen.findByRole('region', { name: 'Shop by Brand' }, { timeout: 10_000 });
  await user.click(within(brands).getByRole('link', { name: 'OnePlus' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'OnePlus' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/brands/oneplus.html');
  expect(await cardNames('OnePlus products')).not.toHaveLength(0);
});

test('an unknown brand is not found', async () => {
  useRealShop();
  renderApp('/brands/no-such-brand.html');
  expect(
    await screen.findByRole('heading', { name: "Oops! We couldn't find what you are looking for" }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'BACK TO HOME PAGE' })).toHaveAttribute('href', '/');
});

test('axe finds nothing on a brand page', async () => {
  useRealShop();
  renderApp('/brands/apple.html');
  await cardNames('Apple products');
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } }, // jsdom has no layout or colours to measure
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
});
