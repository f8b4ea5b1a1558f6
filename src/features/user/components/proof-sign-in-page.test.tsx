// /autosignin/*, the magic link and the mail provider's callback: only the shop's own proof signs anyone in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readOutbox } from '../../../../server/magento/outbox/outbox';
import { autoSignInUrl, magicLinkUrl } from '../../../../server/magento/auth/sign-in-links';
import { issueOauthCode, oauthLoginUrl } from '../../../../server/magento/auth/oauth-login';
import { signToken } from '../../../../server/magento/auth/signed-tokens';
import { findCustomerByEmail } from '../../../../server/magento/db/repositories/customers';
import { ORIGIN } from '../../../../server/test/test-app';
import { useRealShop } from '../../../../test/support/real-shop';
import { DEMO_CUSTOMER, renderApp, setViewport } from '../../../../test/support/render-app';
import { STORAGE_KEYS } from '../../../lib/storage';

jest.setTimeout(40_000);

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = jest.fn();
  window.dataLayer = [];
  setViewport('desktop');
});

const pathOf = (url: string) => url.slice(ORIGIN.length);

test.each([
  ['customerid' as const, (id: number) => String(id)],
  ['phone' as const, () => '9876543210'],
  ['email' as const, () => DEMO_CUSTOMER.email],
])(
  'a signed /autosignin/%s link signs the customer in once; the same link again is refused',
  async (kind, value) => {
    const shop = useRealShop();
    const customer = findCustomerByEmail(shop.db, DEMO_CUSTOMER.email)!;
    if (kind === 'phone')
      shop.db
        .prepare('UPDATE customers SET mobile_number = ? WHERE customer_id = ?')
        .run('9876543210', customer.customer_id);
    const link = pathOf(autoSignInUrl(shop.config, ORIGIN, kind, value(customer.customer_id)));
    const { router, store, unmount } = renderApp(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    expect(store.getState().user.isSignedIn).toBe(true);
    expect(await screen.findByRole('button', { name: `Hi, ${DEMO_CUSTOMER.firstname}` })).toBeInTheDocument();
    await waitFor(() =>
      expect(window.dataLayer).toEqual(
        expect.arrayContaining([expect.objectContaining({ event: 'login', method: 'autosignin' })]),
      ),
    );
    unmount();

    // The same link in another browser.
    localStorage.clear();
    const view = renderApp(link);
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in link has already been used.');
    expect(view.store.getState().user.isSignedIn).toBe(false);
  },
);

test.each([
  ['a bare id', 'none', 'This sign-in link is incomplete'],
  ['a signature made without the shop’s secret', 'forged', 'The sign-in link is invalid or has expired.'],
  ['another customer’s signature', 'other', 'The sign-in link is invalid or has expired.'],
] as const)('%s signs nobody in and says why', async (_, proof, message) => {
  const shop = useRealShop();
  const id = findCustomerByEmail(shop.db, DEMO_CUSTOMER.email)!.customer_id;
  const signature =
    proof === 'forged'
      ? signToken('a guess', 'autosignin:customerid', String(id), Date.now() + 60_000)
      : new URL(autoSignInUrl(shop.config, ORIGIN, 'customerid', String(id + 1))).searchParams.get(
          'signature',
        );
  const { store } = renderApp(
    proof === 'none' ? `/autosignin/customerid/${id}` : `/autosignin/customerid/${id}?signature=${signature}`,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(store.getState().user.isSignedIn).toBe(false);
  expect(store.services.storage.getItem(STORAGE_KEYS.signinToken)).toBeUndefined();
  expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/sign-in');
});

test('an expired link says so', async () => {
  const shop = useRealShop();
  const id = findCustomerByEmail(shop.db, DEMO_CUSTOMER.email)!.customer_id;
  const expired = signToken(shop.config.secret, 'autosignin:customerid', String(id), Date.now() - 1000);
  const { store } = renderApp(`/autosignin/customerid/${id}?signature=${expired}`);
  expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in link is invalid or has expired.');
  expect(store.getState().user.isSignedIn).toBe(false);
});

test('the magic link signs in; without its token it says the link is incomplete', async () => {
  const shop = useRealShop();
  const id = findCustomerByEmail(shop.db, DEMO_CUSTOMER.email)!.customer_id;
  const { router, store, unmount } = renderApp(pathOf(magicLinkUrl(shop.config, ORIGIN, id)));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(store.getState().user.isSignedIn).toBe(true);
  unmount();
  renderApp('/custompage/index/checklogin');
  expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is incomplete');
});

test('the mail provider’s callback: a refused or unknown code signs nobody in', async () => {
  useRealShop();
  renderApp('/oauthlogin/index/callback?error=access_denied&provider=google&state=x');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The sign-in with your e-mail provider was cancelled.',
  );
});

test('the mail provider’s callback with a made-up code is refused by the shop', async () => {
  useRealShop();
  sessionStorage.setItem('oauth_state', 'x');
  const { store } = renderApp('/oauthlogin/index/callback?code=made-up&state=x&provider=google');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The sign-in with your e-mail provider failed or expired. Please try again.',
  );
  expect(store.getState().user.isSignedIn).toBe(false);
});

test('a provider callback this browser did not start (login CSRF) signs nobody in, even with a genuine code', async () => {
  const shop = useRealShop();
  // The attacker's own, genuine sign-in, stopped at the callback and sent to the victim as a link.
  const state = new URL(oauthLoginUrl(shop.config, ORIGIN, 'google')).searchParams.get('state')!;
  const identity = { provider: 'google', state, email: 'attacker@example.in', firstname: 'A', lastname: 'B' };
  const code = issueOauthCode(shop, identity);
  const { store } = renderApp(
    `/oauthlogin/index/callback?code=${code}&state=${encodeURIComponent(state)}&provider=google`,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in was not started in this browser');
  expect(store.getState().user.isSignedIn).toBe(false);
  expect(findCustomerByEmail(shop.db, 'attacker@example.in')).toBeUndefined();

  // The attacker's own tab, which started it, goes on.
  sessionStorage.setItem('oauth_state', state);
  const view = renderApp(
    `/oauthlogin/index/callback?code=${code}&state=${encodeURIComponent(state)}&provider=google`,
  );
  await waitFor(() => expect(view.store.getState().user.isSignedIn).toBe(true), { timeout: 10_000 });
  expect(sessionStorage.getItem('oauth_state')).toBeNull();
});

test('from the sign-in page: a sign-in link e-mailed to the address typed, which then signs the customer in', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'magic-link-'));
  try {
    const shop = useRealShop({ dataDir });
    const user = userEvent.setup();
    const { store, unmount } = renderApp('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('Enter your e-mail address above first.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), DEMO_CUSTOMER.email);
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(
      await screen.findByText(
        'If an account exists for this e-mail address, we have sent a sign-in link to it.',
      ),
    ).toBeInTheDocument();
    expect(store.getState().user.isSignedIn).toBe(false);
    const [mail] = readOutbox(shop.config, DEMO_CUSTOMER.email);
    unmount();

    const link = new URL(String(mail?.link));
    expect(link.pathname).toBe('/custompage/index/checklogin');
    const view = renderApp(link.pathname + link.search);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    expect(view.store.getState().user.isSignedIn).toBe(true);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
