// /zepp-coins through the whole app against the real in-process shop: the demo customer's coin balance and
// ledger (earned, spent, expiring, expired, pending until paid), six to a page with the page in the URL, the empty state, a failed
// load with retry, and the guest's way to sign in and come back.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import type { TestShop } from '../../../../server/test/test-app';
import { addRewardPoints } from '../../../../server/magento/db/repositories/rewards';

jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const demoId = (shop: TestShop) =>
  (
    shop.db.prepare("SELECT customer_id FROM customers WHERE email = 'demo@example.in'").get() as {
      customer_id: number;
    }
  ).customer_id;

const balanceOf = (shop: TestShop) =>
  (
    shop.db
      .prepare(
        "SELECT SUM(points) AS n FROM reward_transactions WHERE customer_id = ? AND status = 'COMPLETE'",
      )
      .get(demoId(shop)) as { n: number }
  ).n;

test('shows the balance and the transactions, six to a page, the page in the URL', async () => {
  const shop = useRealShop();
  const customer = demoId(shop);
  addRewardPoints(shop.db, customer, {
    points: 40,
    description: 'Festive bonus',
    status: 'EXPIRED',
    createdAt: '2026-03-01 10:00:00',
  });
  addRewardPoints(shop.db, customer, {
    points: 60,
    description: 'Order #000000042',
    createdAt: '2026-03-05 10:00:00',
    expiresAt: '2027-03-05 10:00:00',
  });
  addRewardPoints(shop.db, customer, { points: -20, description: 'Redeemed on order #000000043' });
  const total = balanceOf(shop);
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  const { router } = renderApp('/zepp-coins', { services: { storage } });

  const balance = await screen.findByRole('region', { name: 'Your Zepp Coins' }, { timeout: 15_000 });
  expect(within(balance).getByText(String(total))).toBeInTheDocument();
  expect(balance).toHaveTextContent(`Worth ₹${total}`);

  const list = screen.getByRole('list', { name: 'Transactions' });
  const lines = within(list).getAllByRole('listitem');
  expect(lines).toHaveLength(6);
  expect(lines[0]).toHaveTextContent(/^SpentRedeemed on order #000000043.*-20$/);
  expect(lines[1]).toHaveTextContent(/^EarnedOrder #000000042\s*5 Mar 2026\s*Expires on 5 Mar 2027\s*\+60$/);
  expect(lines[2]).toHaveTextContent(/^ExpiredFestive bonus.*\+40$/);
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?page=2');
  const page2 = within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
  // The seeded history's lines (orders.json) and the three above, six on the first page.
  const lineCount = shop.db
    .prepare('SELECT COUNT(*) AS n FROM reward_transactions WHERE customer_id = ?')
    .get(customer) as { n: number };
  expect(page2).toHaveLength(lineCount.n - 6);
  expect(page2.at(-1)).toHaveTextContent(/^EarnedWelcome bonus.*\+250$/);
  expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
});

test('coins of an order not paid yet are pending: shown apart, labelled, and not in the balance', async () => {
  const shop = useRealShop();
  const total = balanceOf(shop);
  addRewardPoints(shop.db, demoId(shop), { points: 75, description: 'Order #000000099', status: 'PENDING' });
  const storage = await signInDemoCustomer(shop);
  renderApp('/zepp-coins', { services: { storage } });

  const balance = await screen.findByRole('region', { name: 'Your Zepp Coins' }, { timeout: 15_000 });
  expect(within(balance).getByText(String(total))).toBeInTheDocument();
  expect(balance).toHaveTextContent(`Worth ₹${total}`);
  expect(balance).toHaveTextContent(
    '+75 pending: they count once your order is paid (cash on delivery: once delivered).',
  );
  const lines = within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
  expect(lines[0]).toHaveTextContent(/^PendingOrder #000000099.*\+75$/);
});

test('a customer without coins sees a zero balance and the empty state', async () => {
  const shop = useRealShop();
  shop.db.prepare('DELETE FROM reward_transactions WHERE customer_id = ?').run(demoId(shop));
  const storage = await signInDemoCustomer(shop);
  renderApp('/zepp-coins', { services: { storage } });

  expect(
    await screen.findByText('No Zepp Coins yet. Shop or refer a friend to start earning.', undefined, {
      timeout: 15_000,
    }),
  ).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Your Zepp Coins' })).getByText('0')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Refer a friend' })).toHaveAttribute('href', '/referral');
  expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
});

test('a failed load says so, and Try again shows the coins', async () => {
  const shop = useRealShop();
  server.use(
    graphql.query(
      'GetRewardTransactions',
      () => HttpResponse.json({ errors: [{ message: 'Internal server error' }] }),
      { once: true },
    ),
  );
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  renderApp('/zepp-coins', { services: { storage } });

  const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
  expect(alert).toHaveTextContent('We could not load your rewards. Please try again.');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: 'Transactions' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a guest is asked to sign in, and the button comes back here afterwards', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp('/zepp-coins?page=2');

  expect(
    await screen.findByText('Sign in to see your Zepp Coins and how you earned them.', undefined, {
      timeout: 15_000,
    }),
  ).toBeInTheDocument();
  const page = screen.getByRole('region', { name: 'My Rewards Points' });
  expect(within(page).queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
  await user.click(within(page).getByRole('link', { name: 'Sign In' }));
  expect(router.state.location.pathname).toBe('/sign-in');
  expect(router.state.location.state).toEqual({ from: '/zepp-coins?page=2' });
});
