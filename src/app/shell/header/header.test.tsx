import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer } from '../../../../test/support/graphql-handlers';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import { makeTestStore } from '../../../../test/support/render';
import { initialCartState } from '../../../features/cart';
import { GET_CART_TRIGGER } from '../api/shell.graphql';

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => {
  delete process.env.GUEST_CART_ALLOWED;
});

const banner = () => screen.getByRole('banner');
const cartWith = (count: number) =>
  answer('GetCartTrigger', (variables: Record<string, unknown>) => ({
    cart: {
      __typename: 'Cart',
      id: variables.cartId,
      total_quantity: count,
      total_summary_quantity_including_config: count,
    },
  }));
const withCart = { cart: { ...initialCartState(), cartId: 'cart-1' } };

test('a guest sees the store logo, a Sign In chip, and is sent to sign in from cart and wishlist', async () => {
  useRealShop();
  renderApp('/');
  expect(await within(banner()).findByRole('img', { name: 'Zepp Shop' })).toHaveAttribute(
    'src',
    '/media/logo/default/logo.png',
  );
  expect(within(banner()).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  expect(within(banner()).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/sign-in');
  expect(within(banner()).getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/sign-in');
  expect(within(banner()).queryByRole('link', { name: /reward coins/ })).not.toBeInTheDocument();
  expect(within(banner()).queryByRole('button', { name: /^Hi,/ })).not.toBeInTheDocument();
});

test('in the guest-cart variant a guest goes to the cart', async () => {
  process.env.GUEST_CART_ALLOWED = 'true';
  useRealShop();
  renderApp('/');
  expect(await within(banner()).findByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
});

test('the cart trigger shows the item count, capped at 99+', async () => {
  useRealShop();
  server.use(cartWith(7));
  const view = renderApp('/', { preloadedState: withCart });
  expect(await within(banner()).findByRole('link', { name: 'Cart, 7 items' })).toHaveTextContent('7');
  view.unmount();

  server.use(cartWith(120));
  renderApp('/', { preloadedState: withCart });
  expect(await within(banner()).findByRole('link', { name: 'Cart, 99+ items' })).toHaveTextContent('99+');
});

test("the count saved from the last visit shows at once, then the shop's count replaces it (cart details, SPEC 4.2)", async () => {
  useRealShop();
  server.use(cartWith(3));
  const store = makeTestStore({ preloadedState: withCart });
  store.services.apollo.writeQuery({
    query: GET_CART_TRIGGER,
    variables: { cartId: 'cart-1' },
    data: {
      cart: {
        __typename: 'Cart',
        id: 'cart-1',
        total_quantity: 9,
        total_summary_quantity_including_config: 9,
      },
    },
  });
  renderApp('/', { store });
  expect(within(banner()).getByRole('link', { name: 'Cart, 9 items' })).toBeInTheDocument();
  expect(await within(banner()).findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
});

test('a signed-in customer gets a greeting chip with the account menu, coins, and the real cart and wishlist', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  server.use(
    answer('GetRewardCoins', {
      customer: { __typename: 'Customer', id: 1, mw_reward_points: { balance: { points: 1234.9 } } },
    }),
  );
  const user = userEvent.setup();
  renderApp('/', { services: { storage } });

  const chip = await within(banner()).findByRole('button', { name: 'Hi, Aarav' });
  expect(within(banner()).getByRole('link', { name: '1234 Zepp Coins' })).toHaveAttribute(
    'href',
    '/zepp-coins',
  );
  expect(within(banner()).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
  expect(within(banner()).getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
  expect(within(banner()).queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();

  await user.click(chip);
  expect(within(banner()).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/order-history');
  // Every account page, the ones the phone's You drawer leaves out included.
  for (const [name, href] of [
    ['My profile', '/account-information'],
    ['Saved Payments', '/saved-payments'],
    ['Communications', '/communications'],
    ['Refer and Earn', '/referral'],
  ])
    expect(within(banner()).getByRole('link', { name })).toHaveAttribute('href', href);
  expect(within(banner()).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
});

test('signing out from the account menu returns a guest header', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  server.use(answer('GetRewardCoins', { customer: null }));
  const user = userEvent.setup();
  const { router } = renderApp('/wishlist', { services: { storage } });

  await user.click(await within(banner()).findByRole('button', { name: 'Hi, Aarav' }));
  await user.click(within(banner()).getByRole('button', { name: 'Sign Out' }));
  expect(await within(banner()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  // The router commits the navigation as a transition, once the home page's code has loaded.
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('the account chip falls back to Account while the name is unknown', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  server.use(
    answer('GetAccountChip', { customer: { __typename: 'Customer', id: 1, firstname: null } }),
    answer('GetRewardCoins', { customer: null }),
  );
  renderApp('/', { services: { storage } });
  expect(await within(banner()).findByRole('button', { name: 'Account' })).toBeInTheDocument();
});

test('searching opens the search page with the query', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp('/');
  await user.type(within(banner()).getByRole('combobox', { name: 'Search products' }), 'iphone 15{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/search.html'));
  expect(router.state.location.search).toBe('?query=iphone+15');
  expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
});
