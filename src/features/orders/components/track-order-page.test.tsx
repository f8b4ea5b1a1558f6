// /track-order through the whole app: guests' orders placed on the real in-process shop, found by number, e-mail
// and last name or by the e-mail link's token (the real guestOrder and guestOrderByToken, with their wrong-guess
// answers); the timeline and shipments, which the lifecycle's server adds, answered by msw in Magento's shapes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, recordRequests } from '../../../../test/support/graphql-handlers';
import { server } from '../../../../test/support/msw-server';
import {
  placeCustomerOrder,
  placeGuestOrder,
  simpleProduct,
  tokenFor,
} from '../../../../test/support/place-order';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp } from '../../../../test/support/render-app';
import type { TestShop } from '../../../../server/test/test-app';

// A whole app against the in-process shop, on a machine other test runs share: the first render is slow.
jest.setTimeout(60_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const EMAIL = 'guest.tracker@example.in';

async function guestOrder(shop: TestShop) {
  const product = simpleProduct(shop, 1);
  const number = await placeGuestOrder(shop, EMAIL, product.sku);
  const { protect_code: token } = shop.db
    .prepare('SELECT protect_code FROM orders WHERE increment_id = ?')
    .get(number) as { protect_code: string };
  return { number, token, product };
}

const trackingOf = (number: string) => ({
  __typename: 'CustomerOrder',
  id: 'OTk5',
  number,
  status: 'Shipped',
  available_actions: [],
  status_history: [
    { __typename: 'OrderStatusChange', status: 'pending', label: 'Pending', date: '2026-11-20 04:00:00' },
    { __typename: 'OrderStatusChange', status: 'shipped', label: 'Shipped', date: '2026-11-21 04:00:00' },
  ],
  delivered_at: null,
  shipments: [
    {
      __typename: 'OrderShipment',
      id: 'c2gx',
      number: `${number}-1`,
      shipped_at: '2026-11-21 04:00:00',
      items: [],
      tracking: [
        {
          __typename: 'ShipmentTracking',
          carrier: 'custom',
          title: 'Blue Dart',
          number: 'BD9',
          url: 'https://track.test/BD9',
        },
      ],
    },
  ],
  credit_memos: [],
});

async function fillForm(number: string, email: string, lastname: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Order number', {}, { timeout: 30_000 }), number);
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Last name'), lastname);
  await user.click(screen.getByRole('button', { name: 'Find my order' }));
  return user;
}

test('a guest finds their order by number, e-mail and last name, and sees its items, totals, timeline and tracking', async () => {
  const shop = useRealShop();
  const { number, product } = await guestOrder(shop);
  server.use(answer('GetGuestOrderTracking', (v) => ({ guestOrder: trackingOf(String(v.number)) })));
  renderApp('/track-order');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Track your order' }, { timeout: 30_000 }),
  ).toBeInTheDocument();
  const user = await fillForm(` #${number} `, EMAIL.toUpperCase(), 'verma');

  expect(await screen.findByRole('heading', { level: 1, name: `Order #${number}` })).toBeInTheDocument();
  expect(screen.getByText(product.name)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Price details' })).toHaveTextContent(/Grand total/);
  expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent('Asha Verma');
  const steps = within(await screen.findByRole('region', { name: 'Order status' })).getAllByRole('listitem');
  expect(steps.map((s) => s.textContent)).toEqual([
    'Pending20 Nov 2026',
    'Processing',
    'Shipped21 Nov 2026Current status',
    'DeliveredNot yet',
  ]);
  expect(
    screen.getByRole('link', { name: 'Track package BD9 with Blue Dart (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://track.test/BD9');

  await user.click(screen.getByRole('button', { name: 'Track another order' }));
  expect(await screen.findByLabelText('Order number')).toHaveValue('');
});

test('a wrong guess is told only that no order was found, and sees nothing of the order', async () => {
  const shop = useRealShop();
  const { number, product } = await guestOrder(shop);
  const requests = recordRequests();
  renderApp('/track-order');

  await fillForm(number, EMAIL, 'Sharma');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "We couldn't locate an order with the information provided.",
  );
  expect(screen.queryByText(product.name)).not.toBeInTheDocument();
  expect(screen.queryByText(/Asha/)).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: `Order #${number}` })).not.toBeInTheDocument();
  // The timeline is asked only for an order found: a wrong guess is never sent twice.
  expect(requests.filter((r) => r.operationName === 'GetGuestOrderTracking')).toHaveLength(0);
});

test('asks for every field before asking the shop', async () => {
  useRealShop();
  const requests = recordRequests();
  renderApp('/track-order');
  await fillForm('000000123', EMAIL, ' ');
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your last name.');
  expect(requests.filter((r) => r.operationName === 'GetGuestOrder')).toHaveLength(0);
});

test('a customer’s order is not shown to the form: Magento asks them to sign in', async () => {
  const shop = useRealShop();
  const token = await tokenFor(shop, 'ananya.iyer@example.in', 'Ananya@2024');
  const number = await placeCustomerOrder(shop, token, simpleProduct(shop, 0).sku);
  renderApp('/track-order');

  await fillForm(number, 'ananya.iyer@example.in', 'Verma');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Please login to view the order.');
  expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/order-history/${number}`,
  );
  expect(screen.queryByText('Asha Verma')).not.toBeInTheDocument();
});

test('the e-mail link opens the order by its token, which leaves the address at once', async () => {
  const shop = useRealShop();
  const { number, token, product } = await guestOrder(shop);
  server.use(answer('GetGuestOrderTrackingByToken', () => ({ guestOrderByToken: trackingOf(number) })));
  const requests = recordRequests();
  const { router } = renderApp(`/track-order?token=${token}`);

  expect(
    await screen.findByRole('heading', { level: 1, name: `Order #${number}` }, { timeout: 30_000 }),
  ).toBeInTheDocument();
  // The router replaces the address at once; its location state follows as a transition.
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(router.state.location.pathname).toBe('/track-order');
  expect(screen.getByText(product.name)).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Track package BD9/ })).toBeInTheDocument();
  expect(requests.map((r) => r.operationName)).toEqual(
    expect.arrayContaining(['GetGuestOrderByToken', 'GetGuestOrderTrackingByToken']),
  );
  // Kept in memory only: nothing of it in the browser's storage (the saved Apollo cache included).
  expect(JSON.stringify({ ...localStorage })).not.toContain(token);
  expect(JSON.stringify({ ...sessionStorage })).not.toContain(token);
});

test('a link with an unknown token says so and offers the form', async () => {
  useRealShop();
  const { router } = renderApp(`/track-order?token=${'0'.repeat(32)}`);
  expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
    "We couldn't locate an order with the information provided.",
  );
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(screen.getByLabelText('Order number')).toBeInTheDocument();
});
