// The header's badges wait for the first page to settle (lib/page-settled.ts): until the page has loaded they
// show what the cache holds and ask the shop nothing; then the shop's answer replaces it. Its own file: the
// settled state is once per page load, and this test needs a page that has not loaded yet.
import { act, screen, within } from '@testing-library/react';
import { answer } from '../../../../test/support/graphql-handlers';
import { logGraphqlOperations } from '../../../../test/support/graphql-log';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp } from '../../../../test/support/render-app';
import { makeTestStore } from '../../../../test/support/render';
import { initialCartState } from '../../../features/cart';
import { GET_CART_TRIGGER } from '../api/shell.graphql';

const count = (n: number, cartId: unknown = 'cart-1') => ({
  cart: { __typename: 'Cart', id: cartId, total_quantity: n, total_summary_quantity_including_config: n },
});

afterEach(() => Reflect.deleteProperty(document, 'readyState'));

test('the cart count is asked of the shop only once the page has loaded; the saved one shows until then', async () => {
  window.scrollTo = jest.fn();
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  useRealShop();
  server.use(answer('GetCartTrigger', (variables: Record<string, unknown>) => count(3, variables.cartId)));
  const log = logGraphqlOperations(() => true);
  const store = makeTestStore({ preloadedState: { cart: { ...initialCartState(), cartId: 'cart-1' } } });
  store.services.apollo.writeQuery({
    query: GET_CART_TRIGGER,
    variables: { cartId: 'cart-1' },
    data: count(9),
  });
  renderApp('/', { store });
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'Cart, 9 items' })).toBeInTheDocument();
  // The page's own requests go out; the badge's does not.
  await within(screen.getByRole('main')).findAllByRole('link', {}, { timeout: 15_000 });
  expect(log.map((op) => op.name)).not.toContain('GetCartTrigger');

  Reflect.deleteProperty(document, 'readyState');
  act(() => void window.dispatchEvent(new Event('load')));
  expect(await within(banner).findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  expect(log.filter((op) => op.name === 'GetCartTrigger')).toHaveLength(1);
});
