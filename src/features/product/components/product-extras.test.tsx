// Below the product page's fold: the specifications table and the up-sell and related sliders, from the
// in-process shop, asked only once the page has settled and the shopper nears them.
import { screen, within } from '@testing-library/react';
import { recordRequests } from '../../../../test/support/graphql-handlers';
import { fakeIntersectionObserver, removeIntersectionObserver } from '../../../../test/support/intersection';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp } from '../../../../test/support/render-app';
import type { TestShop } from '../../../../server/test/test-app';

jest.setTimeout(30000);

const PHONE = '/samsung-galaxy-a35-5g-8gb-ram-128gb.html';
const NAME = 'Samsung Galaxy A35 5G (8GB RAM, 128GB)';

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});
afterEach(() => removeIntersectionObserver());

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

/** The shop's own answer for the phone: its visible attributes with their labels, its linked products. */
async function shopAnswer(shop: TestShop) {
  const { data } = await shop.gql<{
    products: {
      items: {
        custom_attributesV2: { items: { code: string; value: string }[] };
        related_products: { name: string }[];
        upsell_products: { name: string }[];
      }[];
    };
    attributesList: { items: { code: string; label: string }[] };
  }>(`{ products(filter: { url_key: { eq: "samsung-galaxy-a35-5g-8gb-ram-128gb" } }) { items { uid
      custom_attributesV2(filters: { is_visible_on_front: true }) { items { code ... on AttributeValue { value } } }
      related_products { uid name } upsell_products { uid name } } }
    attributesList(entityType: CATALOG_PRODUCT, filters: { is_visible_on_front: true }) { items { code label } } }`);
  const product = data!.products.items[0]!;
  const labels = new Map(data!.attributesList.items.map((a) => [a.code, a.label]));
  return {
    rows: product.custom_attributesV2.items.map((a) => [labels.get(a.code), a.value]),
    related: product.related_products.map((p) => p.name),
    upsells: product.upsell_products.map((p) => p.name),
  };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);
const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

test("a specifications table of the shop's attributes, labelled as the shop labels them, and the related and up-sell products", async () => {
  const shop = useRealShop();
  renderApp(PHONE);
  await heading(NAME);
  const expected = await shopAnswer(shop);

  const table = await screen.findByRole('table', { name: 'Specifications' });
  expect(rowsOf(table)).toEqual(expected.rows);
  expect(rowsOf(table)).toEqual(
    expect.arrayContaining([
      ['RAM', '8 GB'],
      ['Storage', '128 GB'],
    ]),
  );

  const upsells = await screen.findByRole('region', { name: 'You may also like' });
  expect(cardNames(upsells)).toEqual(expected.upsells);
  const related = screen.getByRole('region', { name: 'Related products' });
  expect(cardNames(related)).toEqual(expected.related);
  expect(expected.related.length).toBeGreaterThanOrEqual(4);
  // Cards link to their products' pages.
  expect(within(related).getByRole('link', { name: expected.related[0]! })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/.+\.html$/),
  );
});

test('an attribute the merchant hides from the front leaves the table', async () => {
  const shop = useRealShop();
  shop.db.prepare("UPDATE catalog_attributes SET is_visible_on_front = 0 WHERE attribute_code = 'ram'").run();
  renderApp(PHONE);
  await heading(NAME);
  const table = await screen.findByRole('table', { name: 'Specifications' });
  expect(rowsOf(table).map(([label]) => label)).not.toContain('RAM');
  expect(rowsOf(table).map(([label]) => label)).toContain('Storage');
});

test('nothing below the fold is asked for until the shopper scrolls near it', async () => {
  useRealShop();
  const requests = recordRequests();
  const { bringNear } = fakeIntersectionObserver();
  renderApp(PHONE);
  await heading(NAME);
  expect(screen.getByRole('status', { name: 'Loading specifications' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading related products' })).toBeInTheDocument();
  // Settled, and still nothing asked: the shopper has not come near.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(requests.map((r) => r.operationName)).not.toContain('GetProductExtras');
  expect(screen.queryByRole('table', { name: 'Specifications' })).not.toBeInTheDocument();

  bringNear(screen.getByRole('main'));
  expect(await screen.findByRole('table', { name: 'Specifications' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Related products' })).toBeInTheDocument();
  // One request served both: the sliders read the answer the table asked for.
  expect(requests.filter((r) => r.operationName === 'GetProductExtras')).toHaveLength(1);
});
