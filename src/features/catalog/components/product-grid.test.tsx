import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { recordRequests } from '../../../../test/support/graphql-handlers';
import { fakeIntersectionObserver, removeIntersectionObserver } from '../../../../test/support/intersection';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, setViewport } from '../../../../test/support/render-app';

const SMARTPHONES = '/mobiles-tablets/smartphones.html';
const originalMatchMedia = window.matchMedia;

jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

const gallery = () => screen.findByRole('list', { name: 'Products' }, { timeout: 15_000 });

afterEach(removeIntersectionObserver);

test('the cards after the first four mount only when their place nears the viewport', async () => {
  const shop = useRealShop();
  const { bringNear } = fakeIntersectionObserver();
  renderApp(SMARTPHONES);
  const list = await gallery();
  const { data } = await shop.gql<{ products: { items: { name: string }[] } }>(
    '{ products(filter: { category_uid: { eq: "NA==" } }, pageSize: 6) { items { name } } }',
  );
  const names = data!.products.items.map((item) => item.name);
  // The first four cards (a desktop's first row, a phone's first two); the other two places are held empty.
  const cards = () =>
    within(list)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label'));
  expect(cards()).toEqual(names.slice(0, 4));

  bringNear(list);
  await waitFor(() => expect(cards()).toEqual(names));
});

test("every card's links carry the store's product URL suffix (which the grid asks for once for all)", async () => {
  const shop = useRealShop();
  const storeSuffix = '.html';
  // The products' own suffix is left out of their answer: the links' suffix can only be the store's.
  server.use(
    graphql.query('GetProductList', async ({ request }) => {
      const answer = (await (await shop.app.fetch(request)).json()) as {
        data: { products: { items: { url_suffix: string | null }[] } };
      };
      for (const item of answer.data.products.items) item.url_suffix = null;
      return HttpResponse.json(answer);
    }),
  );
  renderApp(SMARTPHONES);
  const list = await gallery();
  const cards = within(list).getAllByRole('article');
  expect(cards).toHaveLength(6);
  await waitFor(() =>
    cards.forEach((card) =>
      expect(within(card).getByRole('link', { name: card.getAttribute('aria-label')! })).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`^/[a-z0-9-]+\\${storeSuffix}$`)),
      ),
    ),
  );
});

test('on a phone the filter options are asked for only when the filters open (or the URL has some)', async () => {
  setViewport('mobile');
  useRealShop();
  const requests = recordRequests();
  const user = userEvent.setup();
  renderApp(SMARTPHONES);
  await gallery();
  expect(requests.map((r) => r.operationName)).not.toContain('GetFilterOptions');

  await user.click(screen.getByRole('button', { name: 'Filter' }));
  const dialog = screen.getByRole('dialog', { name: 'Filters' });
  expect(await within(dialog).findByRole('checkbox', { name: 'Apple (10)' })).toBeInTheDocument();
  expect(requests.map((r) => r.operationName)).toContain('GetFilterOptions');
});

test('on a phone a filter in the URL is still checked against the offered ones', async () => {
  setViewport('mobile');
  useRealShop();
  const requests = recordRequests();
  renderApp(`${SMARTPHONES}?brand_code=nokia`);
  // nokia is not offered in this category: ignored, so all 49 phones show.
  expect(await screen.findByText('49 items', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(requests.map((r) => r.operationName)).toContain('GetFilterOptions');
});
