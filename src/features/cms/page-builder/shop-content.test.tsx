// Page Builder content against the real in-process shop: products blocks, CMS blocks and the seeded pages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { createTestShop, type TestShop } from '../../../../server/test/test-app';
import { server } from '../../../../test/support/msw-server';
import { renderWithProviders } from '../../../../test/support/render';
import { setViewport } from '../../../../test/support/render-app';
import { CmsPageContent } from '../components/cms-page';
import { PAGE_BUILDER_MESSAGES as M } from './messages';
import { products, renderContent, row } from './test-utils';

const SKUS = ['ZS-SAM-10005', 'ZS-APP-10045', 'ZS-ONE-10007', 'ZS-GOO-10049', 'ZS-XIA-10013', 'ZS-REA-10016'];

/** The names the shop has for these SKUs (asked of the shop itself, not written down here). */
async function namesOf(shop: TestShop, skus: string[]): Promise<string[]> {
  const { data } = await shop.gql<{ products: { items: { sku: string; name: string }[] } }>(
    'query($skus: [String]) { products(filter: { sku: { in: $skus } }, pageSize: 50) { items { sku name } } }',
    { skus },
  );
  const bySku = new Map(data?.products.items.map((item) => [item.sku, item.name]));
  return skus.map((sku) => bySku.get(sku) ?? `missing ${sku}`);
}

const cardNames = (root: HTMLElement = document.body) =>
  within(root)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

// Nothing here writes to the shop, so one seeded shop serves the whole file (seeding is the slow part).
const shop = createTestShop();
beforeEach(() => {
  const forward = ({ request }: { request: Request }) => shop.app.fetch(request);
  server.use(http.all('*/graphql', forward));
});

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('products', () => {
  test('a grid shows a card for each listed SKU, in the widget order, linking to the product', async () => {
    const skus = SKUS.slice(0, 3);
    await renderContent(row('contained', products('grid', skus)));
    const names = await namesOf(shop, skus);
    await waitFor(() => expect(cardNames()).toEqual(names));
    // eslint-disable-next-line testing-library/no-node-access -- the grid's list holds the cards
    const grid = screen.getAllByRole('article')[0]?.closest('ul') as HTMLElement;
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    // Content grids sit further down a page: none of their images jumps the queue.
    // eslint-disable-next-line testing-library/no-node-access -- the card images are hidden from assistive tech
    for (const image of Array.from(grid.querySelectorAll('img'))) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
    expect(screen.getByRole('link', { name: names[0] })).toHaveAttribute(
      'href',
      expect.stringMatching(/\.html$/),
    );
    expect(screen.queryByRole('region', { name: M.productCarousel })).not.toBeInTheDocument();
  });

  test('a carousel shows four cards at a time on desktop and moves one product per step', async () => {
    setViewport('desktop');
    const user = userEvent.setup();
    await renderContent(products('carousel', SKUS));
    const names = await namesOf(shop, SKUS);
    const carousel = await screen.findByRole('region', { name: M.productCarousel });
    await waitFor(() => expect(cardNames(carousel)).toEqual(names.slice(0, 4)));
    expect(cardNames(carousel).length).toBe(4); // the other two are hidden slides
    await user.click(within(carousel).getByRole('button', { name: M.nextSlide }));
    expect(cardNames(carousel)).toEqual(names.slice(1, 5));
    await user.click(within(carousel).getByRole('button', { name: M.goToSlide(3) }));
    expect(cardNames(carousel)).toEqual(names.slice(2, 6));
    expect(within(carousel).getByRole('button', { name: M.nextSlide })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('on phones a carousel shows two cards at a time', async () => {
    setViewport('mobile');
    await renderContent(products('carousel', SKUS));
    const names = await namesOf(shop, SKUS);
    const carousel = await screen.findByRole('region', { name: M.productCarousel });
    await waitFor(() => expect(cardNames(carousel)).toEqual(names.slice(0, 2)));
  });

  test('an unexpanded widget is fetched by its category condition', async () => {
    const { data } = await shop.gql<{ products: { items: { name: string }[] } }>(
      '{ products(filter: { category_id: { in: ["4"] } }, pageSize: 3) { items { name } } }',
    );
    const expected = data?.products.items.map((item) => item.name) ?? [];
    expect(expected.length).toBeGreaterThan(0);
    await renderContent(
      '<div data-content-type="products" data-appearance="grid" data-element="main">{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" products_count="3" condition_option="category_ids" condition_option_value="4"}}</div>',
    );
    await waitFor(() => expect(cardNames()).toEqual(expected));
  });
});

describe('blocks', () => {
  test('a block reference is fetched by identifier and rendered as content', async () => {
    await renderContent(
      row(
        'contained',
        '<div data-content-type="block" data-appearance="default" data-element="main">{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="bank-offers"}}</div>' +
          '<div data-content-type="dynamic_block" data-appearance="default" data-identifier="delivery-promise" data-element="main"></div>',
      ),
    );
    expect(await screen.findByText('Bank offers:')).toBeInTheDocument();
    expect(await screen.findByText(/Free delivery on orders above ₹499/)).toBeInTheDocument();
  });

  test('a block that cannot be loaded shows the error message', async () => {
    await renderContent(
      '<div data-content-type="block" data-appearance="default" data-identifier="no-such-block" data-element="main"></div>',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The CMS block with the "no-such-block" ID doesn\'t exist.',
    );
  });

  test('a block already expanded by the server is rendered in place, without another request', async () => {
    const requests: string[] = [];
    const { data } = await shop.gql<{ cmsBlocks: { items: { content: string }[] } }>(
      '{ cmsBlocks(identifiers: ["bank-offers"]) { items { content } } }',
    );
    server.events.on('request:start', ({ request }) => {
      requests.push(request.url);
    });
    await renderContent(
      `<div data-content-type="block" data-appearance="default" data-element="main"><div class="widget block block-static-block">${data?.cmsBlocks.items[0]?.content}</div></div>`,
    );
    expect(screen.getByText('Bank offers:')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

test('the seeded home page renders its slider, tabs, products and blocks, and axe finds nothing', async () => {
  setViewport('desktop');
  const { container } = renderWithProviders(<CmsPageContent identifier="home" />);
  const slider = await screen.findByRole('region', { name: M.slider }, { timeout: 20_000 });
  expect(within(slider).getByRole('link', { name: /Festive Phone Fest/ })).toBeInTheDocument();
  // The home slider plays by itself; stop it (as a shopper can) so it does not move under the checks below.
  await userEvent.setup().click(within(slider).getByRole('button', { name: M.pauseSlides }));
  expect(screen.getAllByRole('tablist').length).toBeGreaterThan(0);
  await waitFor(() => expect(screen.queryAllByRole('status')).toEqual([]), { timeout: 20_000 });
  expect(screen.getAllByRole('region', { name: M.productCarousel }).length).toBeGreaterThan(0);
  expect(screen.getAllByRole('article').length).toBeGreaterThan(4);
  expect(screen.getByRole('heading', { name: 'Brands you love' })).toBeInTheDocument();

  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } }, // jsdom has no layout or colours to measure
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}, 30_000);
