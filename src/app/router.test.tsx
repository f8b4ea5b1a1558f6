import { act, screen, waitFor } from '@testing-library/react';
import { answer } from '../../test/support/graphql-handlers';
import { server } from '../../test/support/msw-server';
import { useRealShop } from '../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../test/support/render-app';

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => {
  delete process.env.PAYMENT_PROVIDER_ONE;
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

test('/home redirects to the home page', async () => {
  useRealShop();
  const { router } = renderApp('/home');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('every route of the route table opens its own page', async () => {
  useRealShop();
  const { router } = renderApp('/sign-in');
  const table: [string, string][] = [
    ['/sign-in', 'Sign In'],
    ['/create-account?email=a%40b.in&firstName=A&lastName=B', 'Create Account'],
    ['/forgot-password', 'Forgot Password'],
    ['/customer/account/createPassword', 'Reset Password'],
    ['/search.html?query=phone', 'Search'],
    ['/checkout', 'Checkout'],
    ['/cart', 'Shopping Cart'],
    ['/order-confirmation', 'Order Confirmation'],
    ['/autosignin/customerid/12', 'Signing you in'],
    ['/autosignin/phone/9876543210', 'Signing you in'],
    ['/autosignin/email/demo@example.in', 'Signing you in'],
    ['/referral', 'Refer and Earn'],
    ['/setu?p=electricity', 'Bill Payment'],
    ['/bills-and-recharge', 'My Bills & Recharge'],
    ['/zepp-coins', 'My Rewards Points'],
    ['/oauthlogin/index/callback', 'Signing you in'],
    ['/custompage/index/checklogin', 'Signing you in'],
    ['/razorpay/checkout/success/000000123', 'Payment Status'],
    ['/payu/checkout/success/000000124', 'Payment Status'],
  ];
  for (const [path, title] of table) {
    await act(() => router.navigate(path));
    expect(await heading(title)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} - Zepp Shop`));
  }
});

test('the Contact Us and terms routes show their CMS pages from the shop, titled', async () => {
  useRealShop();
  const { router } = renderApp('/contact-us');
  const cases: [string, string, RegExp][] = [
    ['/contact-us', 'Contact Us', /1800-123-4567/],
    ['/contact-us.html', 'Contact Us', /1800-123-4567/],
    ['/terms-and-condition', 'Terms and Conditions', /agree to these terms/],
  ];
  for (const [path, title, content] of cases) {
    await act(() => router.navigate(path));
    expect(await heading(title)).toBeInTheDocument();
    expect(await screen.findByText(content)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    await waitFor(() => expect(document.title).toBe(`${title} - Zepp Shop`));
  }
});

test.each([
  ['/samsung', 'samsung', 'Samsung Partner Store'],
  ['/apple-student-purchase-program.html', 'apple_student', 'Apple Student Purchase Programme'],
])(
  "%s switches to the partner's store view, reloads, and lands on its home page",
  async (path, code, name) => {
    useRealShop();
    const { store } = renderApp(path);
    await waitFor(() => expect(store.services.reload).toHaveBeenCalledTimes(1));
    const { storage } = store.services;
    expect(storage.getItem('store_view_code')).toBe(code);
    expect(storage.getItem('store_view_currency')).toBe('INR');

    // The reloaded page, now in that store view.
    const { router, store: reloadedStore } = renderApp(path, { services: { storage } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(document.title).toBe(`Home - ${name}`));
    expect(reloadedStore.services.reload).not.toHaveBeenCalled();
  },
);

test.each([
  '/wishlist',
  '/saved-payments',
  '/order-history',
  '/communications',
  '/address-book',
  '/account-information',
  '/order-history/000000123',
])('a guest opening %s is sent to sign in, and where they were going is kept', async (path) => {
  useRealShop();
  const { router } = renderApp(`${path}?tab=1`);
  expect(await heading('Sign In')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/sign-in');
  expect(router.state.location.state).toEqual({ from: `${path}?tab=1` });
});

test('a signed-in customer opens a protected page', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const { router } = renderApp('/wishlist', { services: { storage } });
  expect(await heading('My Wishlist')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/wishlist');
});

test('payment return routes follow the configured provider names, lower-cased', async () => {
  process.env.PAYMENT_PROVIDER_ONE = 'CashFree';
  useRealShop();
  server.use(answer('ResolveUrl', { route: null }));
  const { router } = renderApp('/cashfree/checkout/success/000000125');
  expect(await heading('Payment Status')).toBeInTheDocument();

  await act(() => router.navigate('/razorpay/checkout/success/000000125'));
  expect(
    await screen.findByRole('heading', { name: "Oops! We couldn't find what you are looking for" }),
  ).toBeInTheDocument();
});

test('a CMS page URL resolved by the shop shows that CMS page', async () => {
  useRealShop();
  renderApp('/privacy-policy');
  expect(await heading('Privacy Policy')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Privacy Policy - Zepp Shop'));
});
