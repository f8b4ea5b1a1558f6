import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer } from '../../../../test/support/graphql-handlers';
import { logGraphqlOperations } from '../../../../test/support/graphql-log';
import { server } from '../../../../test/support/msw-server';
import { initialCartState } from '../../../features/cart';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, setViewport, signInDemoCustomer } from '../../../../test/support/render-app';

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  window.scrollTo = jest.fn();
  setViewport('mobile');
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

const tabs = () => screen.getByRole('navigation', { name: 'Shortcuts' });

test('phones get the tab bar instead of the desktop header, menu and footer', async () => {
  useRealShop();
  renderApp('/');
  const bar = await screen.findByRole('navigation', { name: 'Shortcuts' });
  expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(bar).getByRole('button', { name: 'Categories' })).toBeInTheDocument();
  expect(within(bar).getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/sign-in');
  expect(within(bar).getByRole('button', { name: 'You' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

test('the tab bar is hidden on the cart page, whose header has a back arrow and the title', async () => {
  useRealShop();
  renderApp('/cart');
  expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByText('Shopping Cart')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
});

test('the tab bar is hidden on account pages, whose header names the page', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  renderApp('/order-history', { services: { storage } });
  expect(await within(screen.getByRole('banner')).findByText('My Orders')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
});

test('there is no header on the sign-in page', async () => {
  useRealShop();
  renderApp('/sign-in');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
});

test('Categories opens an accordion of categories without Bill and Recharge', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  await user.click(
    await within(await screen.findByRole('navigation', { name: 'Shortcuts' })).findByRole('button', {
      name: 'Categories',
    }),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Categories' });
  const audio = await within(drawer).findByRole('button', { name: 'Audio' });
  expect(within(drawer).getByRole('button', { name: 'Gift Cards' })).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Bill and Recharge' })).not.toBeInTheDocument();
  expect(within(drawer).queryByRole('link', { name: 'Headphones' })).not.toBeInTheDocument();

  await user.click(audio);
  expect(audio).toHaveAttribute('aria-expanded', 'true');
  expect(within(drawer).getByRole('link', { name: 'Headphones' })).toHaveAttribute(
    'href',
    '/audio/headphones.html',
  );
  expect(within(drawer).getByRole('link', { name: 'View all Audio' })).toHaveAttribute('href', '/audio.html');
});

test('You, signed out: Login/ Register and the Others group', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  await user.click(
    await within(await screen.findByRole('navigation', { name: 'Shortcuts' })).findByRole('button', {
      name: 'You',
    }),
  );
  const drawer = await screen.findByRole('dialog', { name: 'You' });
  expect(within(drawer).getByRole('link', { name: 'Login/ Register' })).toHaveAttribute('href', '/sign-in');
  expect(within(drawer).queryByRole('heading', { name: 'Account Details' })).not.toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  const others = within(drawer).getByRole('region', { name: 'Others' });
  expect(
    within(others)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Track your order', '/track-order'],
    ['Terms & Conditions', '/terms-and-conditions'],
    ['Privacy policy', '/privacy-policy'],
    ['About Us', '/about-us'],
    ['Contact Us', '/contact-us'],
  ]);
});

test('You, signed in: the account links and Sign Out, then Others', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  renderApp('/', { services: { storage } });
  await user.click(
    await within(await screen.findByRole('navigation', { name: 'Shortcuts' })).findByRole('button', {
      name: 'You',
    }),
  );
  const drawer = await screen.findByRole('dialog', { name: 'You' });
  const account = within(drawer).getByRole('region', { name: 'Account Details' });
  expect(
    within(account)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['My profile', '/account-information'],
    ['My Orders', '/order-history'],
    ['My Wishlist', '/wishlist'],
    ['Address Book', '/address-book'],
    ['My Rewards Points', '/zepp-coins'],
    ['My Bills & Recharge', '/bills-and-recharge'],
  ]);
  expect(within(account).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  expect(within(drawer).queryByRole('link', { name: 'Login/ Register' })).not.toBeInTheDocument();
  expect(within(drawer).getByRole('region', { name: 'Others' })).toBeInTheDocument();
});

test('following a link closes the open drawer; its content goes 300 ms later', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  await user.click(
    await within(await screen.findByRole('navigation', { name: 'Shortcuts' })).findByRole('button', {
      name: 'You',
    }),
  );
  await user.click(
    within(await screen.findByRole('dialog', { name: 'You' })).getByRole('link', { name: 'Contact Us' }),
  );

  expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'You' })).not.toBeInTheDocument();
  expect(within(tabs()).getByRole('button', { name: 'You' })).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(screen.queryByText('Login/ Register')).not.toBeInTheDocument());
});

test('the tab buttons toggle their drawer', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  const you = await within(await screen.findByRole('navigation', { name: 'Shortcuts' })).findByRole(
    'button',
    { name: 'You' },
  );
  await user.click(you);
  expect(you).toHaveAttribute('aria-expanded', 'true');
  await user.click(
    within(await screen.findByRole('dialog', { name: 'You' })).getByRole('button', { name: 'Back' }),
  );
  expect(you).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog', { name: 'You' })).not.toBeInTheDocument();
});

test("a signed-in phone asks for the tab bar's cart count, not the desktop header's name chip or coins", async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  server.use(
    answer('GetCartTrigger', (variables: Record<string, unknown>) => ({
      cart: {
        __typename: 'Cart',
        id: variables.cartId,
        total_quantity: 2,
        total_summary_quantity_including_config: 2,
      },
    })),
  );
  const log = logGraphqlOperations(() => true);
  renderApp('/', {
    services: { storage },
    preloadedState: { cart: { ...initialCartState(), cartId: 'cart-1' } },
  });
  const bar = await screen.findByRole('navigation', { name: 'Shortcuts' });
  expect(await within(bar).findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
  // A phone shows neither (its You tab lists links only): their requests and re-renders are not paid.
  expect(log.map((op) => op.name)).not.toContain('GetAccountChip');
  expect(log.map((op) => op.name)).not.toContain('GetRewardCoins');
});
