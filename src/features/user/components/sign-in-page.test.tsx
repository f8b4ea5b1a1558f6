import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import {
  DEMO_CUSTOMER,
  renderApp,
  setViewport,
  signInDemoCustomer,
} from '../../../../test/support/render-app';
import { STORAGE_KEYS } from '../../../lib/storage';
import { readCurrentUser } from '../current-user';

beforeEach(() => {
  window.scrollTo = jest.fn();
  setViewport('desktop');
});

async function signInWith(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Email address' }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

test('a guest sent to sign in from a protected page goes back there once signed in', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router, store } = renderApp('/wishlist?sort=newest');
  await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();

  await signInWith(user, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

  await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));
  expect(router.state.location.search).toBe('?sort=newest');
  expect(await screen.findByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
  expect(store.getState().user.isSignedIn).toBe(true);
  expect(store.services.storage.getItem(STORAGE_KEYS.signinToken)).toEqual(expect.any(String));
  await waitFor(() => expect(readCurrentUser(store.services.apollo).firstname).toBe(DEMO_CUSTOMER.firstname));
});

test('signing in from the sign-in page itself goes home', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp('/sign-in');
  await signInWith(user, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test("a refused sign-in shows the shop's message and stays on the page", async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router, store } = renderApp('/sign-in');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await signInWith(user, DEMO_CUSTOMER.email, 'not-the-password');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  );
  expect(router.state.location.pathname).toBe('/sign-in');
  expect(store.getState().user.isSignedIn).toBe(false);
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('the page links to account creation and password reset, and has neither footer nor mobile header', async () => {
  useRealShop();
  renderApp('/sign-in');
  expect(await screen.findByRole('link', { name: 'Create an Account' })).toHaveAttribute(
    'href',
    '/create-account',
  );
  expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(document.title).toMatch(/^Sign In - /);
});

test('on a phone the sign-in page has no header, tab bar notwithstanding', async () => {
  setViewport('mobile');
  useRealShop();
  renderApp('/sign-in');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

test('a signed-in shopper opening /sign-in goes home', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const { router } = renderApp('/sign-in', { services: { storage } });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

describe('the brands slider', () => {
  const VIEWPORT_WIDTH = 616; // four 154px items
  beforeEach(() => {
    // jsdom has no layout: report a width and let the slider's ResizeObserver see it.
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(VIEWPORT_WIDTH);
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback([], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  test('pages through the brands four at a time with the keyboard', async () => {
    useRealShop();
    const user = userEvent.setup();
    renderApp('/sign-in');
    const slider = await screen.findByRole('region', { name: 'Brands on our shop' });
    const visibleBrands = () =>
      within(slider)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(visibleBrands()).toEqual(['Samsung', 'Apple', 'OnePlus', 'Xiaomi']);
    const previous = within(slider).getByRole('button', { name: 'Previous brands' });
    const next = within(slider).getByRole('button', { name: 'Next brands' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    next.focus();
    await user.keyboard('{Enter}');
    expect(visibleBrands()).toEqual(['boAt', 'Noise', 'Lenovo', 'HP']);
    expect(next).toHaveFocus();
    await user.keyboard(' ');
    expect(visibleBrands()).toEqual(['Prestige', 'Titan', 'Fastrack', 'Sony']);
    expect(previous).toHaveAttribute('aria-disabled', 'false');

    // The arrow keys page too; from a brand link, focus moves to the first brand shown.
    await user.keyboard('{ArrowLeft}');
    expect(visibleBrands()).toEqual(['boAt', 'Noise', 'Lenovo', 'HP']);
    within(slider).getByRole('link', { name: 'boAt' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(visibleBrands()).toEqual(['Prestige', 'Titan', 'Fastrack', 'Sony']);
    expect(within(slider).getByRole('link', { name: 'Prestige' })).toHaveFocus();

    // Brands out of view are inert, so Tab skips them (jsdom does not apply inert to focus; browsers do).
    const [samsung] = within(slider).getAllByRole('listitem', { hidden: true });
    expect(samsung).toHaveTextContent('Samsung');
    expect(samsung).toHaveAttribute('inert');
    expect(within(slider).queryByRole('link', { name: 'Samsung' })).not.toBeInTheDocument();
  });
});

test('axe finds nothing on the sign-in page with a refusal shown', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/sign-in');
  await screen.findByRole('region', { name: 'Brands on our shop' });
  await signInWith(user, DEMO_CUSTOMER.email, 'not-the-password');
  await screen.findByRole('alert');
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } }, // jsdom has no layout or colours to measure
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
});
