// /create-account, /forgot-password and /customer/account/createPassword through the UI against the real shop,
// its outbox included.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readOutbox } from '../../../../server/magento/outbox/outbox';
import { useRealShop } from '../../../../test/support/real-shop';
import { DEMO_CUSTOMER, renderApp, setViewport } from '../../../../test/support/render-app';
import { STORAGE_KEYS } from '../../../lib/storage';
import { readCurrentUser } from '../current-user';

jest.setTimeout(40_000);

let dataDir: string;
beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
  setViewport('desktop');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-pages-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const events = () => (window.dataLayer ?? []).map((entry) => entry.event);

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

describe('/create-account', () => {
  test('is prefilled from the query, refuses a weak password with Magento’s words, then signs the new customer in', async () => {
    useRealShop({ dataDir });
    const user = userEvent.setup();
    const { router, store } = renderApp(
      '/create-account?email=asha%40example.in&firstName=Asha&lastName=Rao',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Rao');
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.in');

    await fill(user, 'Password', 'password');
    await fill(user, 'Confirm Password', 'password');
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    );

    await fill(user, 'Password', 'Asha@2024');
    await fill(user, 'Confirm Password', 'Asha@2025');
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the same value again.');

    await fill(user, 'Confirm Password', 'Asha@2024');
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().user.isSignedIn).toBe(true);
    await waitFor(() => expect(readCurrentUser(store.services.apollo).firstname).toBe('Asha'));
    expect(await screen.findByRole('button', { name: 'Hi, Asha' })).toBeInTheDocument();
    await waitFor(() => expect(events()).toEqual(expect.arrayContaining(['signup', 'login'])));
  });

  test('an e-mail that already has an account gets the shop’s message and nobody is signed in', async () => {
    useRealShop({ dataDir });
    const user = userEvent.setup();
    const { router, store } = renderApp('/create-account');
    await fill(user, 'First Name', 'Aarav');
    await fill(user, 'Last Name', 'Sharma');
    await fill(user, 'Email address', DEMO_CUSTOMER.email);
    await fill(user, 'Password', 'Other@1234');
    await fill(user, 'Confirm Password', 'Other@1234');
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A customer with the same email address already exists in an associated website.',
    );
    expect(router.state.location.pathname).toBe('/create-account');
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(events()).not.toContain('signup');
  });
});

describe('/forgot-password and the reset link', () => {
  test('gives the same answer for an unknown address and e-mails only the real one', async () => {
    const shop = useRealShop({ dataDir });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await fill(user, 'Email address', 'nobody@example.in');
    await user.click(screen.getByRole('button', { name: 'Reset My Password' }));
    expect(
      await screen.findByText(
        'If there is an account associated with nobody@example.in you will receive an email with a link to reset your password.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(readOutbox(shop.config)).toHaveLength(0);
  });

  test('from the e-mailed link to a new password and a signed-in customer; the link then works no more', async () => {
    const shop = useRealShop({ dataDir });
    const user = userEvent.setup();
    const { router, store, unmount } = renderApp('/forgot-password');
    await fill(user, 'Email address', DEMO_CUSTOMER.email);
    await user.click(screen.getByRole('button', { name: 'Reset My Password' }));
    expect(
      await screen.findByText(new RegExp(`^If there is an account associated with ${DEMO_CUSTOMER.email}`)),
    ).toHaveAttribute('role', 'status');
    const [mail] = readOutbox(shop.config, DEMO_CUSTOMER.email);
    const link = new URL(String(mail?.link));
    expect(link.pathname).toBe('/customer/account/createPassword');

    await router.navigate(link.pathname + link.search);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    await fill(user, 'Email address', DEMO_CUSTOMER.email);
    await fill(user, 'New Password', 'short');
    await fill(user, 'Confirm New Password', 'short');
    await user.click(screen.getByRole('button', { name: 'Set a New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password needs at least 8 characters. Create a new password and try again.',
    );
    await fill(user, 'New Password', 'Fresh@5678');
    await fill(user, 'Confirm New Password', 'Fresh@5678');
    await user.click(screen.getByRole('button', { name: 'Set a New Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().user.isSignedIn).toBe(true);
    expect(store.services.storage.getItem(STORAGE_KEYS.signinToken)).toEqual(expect.any(String));
    unmount();

    // The same link again, in a fresh visit: used.
    renderApp(link.pathname + link.search);
    await fill(user, 'Email address', DEMO_CUSTOMER.email);
    await fill(user, 'New Password', 'Again@5678');
    await fill(user, 'Confirm New Password', 'Again@5678');
    await user.click(screen.getByRole('button', { name: 'Set a New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link has expired or has already been used',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('a link without its token says so and offers a new one', async () => {
    useRealShop({ dataDir });
    renderApp('/customer/account/createPassword');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is incomplete. Ask for a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Set a New Password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
