import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, answerErrors, failNetwork, recordRequests } from '../../../../test/support/graphql-handlers';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, setViewport, signInDemoCustomer } from '../../../../test/support/render-app';
import type { TestShop } from '../../../../server/test/test-app';
import { STORAGE_KEYS } from '../../../lib/storage';
import * as navigation from '../../../lib/navigation';

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  jest.restoreAllMocks();
});

const banner = () => screen.getByRole('banner');
const drawer = () => screen.findByRole('dialog', { name: 'Notifications' });
const named = (operation: string) => (request: { operationName: string | null }) =>
  request.operationName === operation;

/** The whole app at the home page against the in-process shop, the demo customer signed in. */
async function renderSignedIn(shop: TestShop) {
  const storage = await signInDemoCustomer(shop);
  const view = renderApp('/', { services: { storage } });
  return { storage, user: userEvent.setup(), ...view };
}

const notification = (id: number, title: string, url: string | null, isRead = false) => ({
  __typename: 'CustomerNotification',
  id,
  title,
  body: `About ${title}`,
  created_at: '2026-03-02 10:00:00',
  is_read: isRead,
  url,
});

test('guests get no bell, on the desktop header or the phone home page, and nothing is asked', async () => {
  useRealShop();
  const requests = recordRequests();
  const view = renderApp('/');
  expect(await within(banner()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  expect(within(banner()).queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  view.unmount();

  setViewport('mobile');
  renderApp('/');
  expect(await within(banner()).findByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
  expect(within(banner()).queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  expect(requests.filter(named('GetCustomerNotifications'))).toEqual([]);
});

test('the bell says when some are unread; opening it fetches the list: title, body and date, newest first', async () => {
  const { user } = await renderSignedIn(useRealShop());
  const bell = await within(banner()).findByRole('button', { name: 'Notifications, unread' });
  const requests = recordRequests();

  await user.click(bell);
  const panel = await drawer();
  const links = await within(panel).findAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/bills-and-recharge',
    '/zepp-coins',
    '/order-history/000000007',
    '/referral',
    '/referral',
  ]);
  expect(links[0]).toHaveAccessibleName(
    'Unread: Electricity bill due Your BSES Rajdhani bill is due in 3 days. Pay it in a tap. 1 Mar 2026',
  );
  expect(links[4]).toHaveAccessibleName(
    'Welcome to the shop Hi Aarav, your account is ready. Refer friends and earn coins on their first order. 2 Nov 2025',
  );
  expect(requests.filter(named('GetCustomerNotifications'))).toHaveLength(1);
});

test('with no notifications the drawer says so, and the bell has no dot', async () => {
  const { user } = await renderSignedIn(useRealShop());
  server.use(answer('GetCustomerNotifications', { CustomerNotifications: [] }));
  await user.click(await within(banner()).findByRole('button', { name: /^Notifications/ }));
  const panel = await drawer();
  expect(await within(panel).findByText('No notifications')).toBeInTheDocument();
  expect(within(panel).queryByRole('link')).not.toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(banner()).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});

test('tapping one marks it read on the shop, then opens its page; the dot goes with the last unread', async () => {
  const shop = useRealShop();
  const { storage, user, router } = await renderSignedIn(shop);
  await user.click(await within(banner()).findByRole('button', { name: 'Notifications, unread' }));
  await user.click(await within(await drawer()).findByRole('link', { name: /Electricity bill due/ }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/bills-and-recharge'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const token = storage.getItem<string>(STORAGE_KEYS.signinToken);
  const { data } = await shop.gql<{ CustomerNotifications: { title: string; is_read: boolean }[] }>(
    '{ CustomerNotifications { id title is_read } }',
    undefined,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(data?.CustomerNotifications.find((n) => n.title === 'Electricity bill due')?.is_read).toBe(true);
  expect(within(banner()).getByRole('button', { name: 'Notifications, unread' })).toBeInTheDocument();

  await user.click(within(banner()).getByRole('button', { name: 'Notifications, unread' }));
  await user.click(
    await within(await drawer()).findByRole('link', { name: /^Unread: You earned \d+ Zepp coins/ }),
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/zepp-coins'));
  expect(await within(banner()).findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});

test.each([
  ['answers with an error', () => answerErrors('MarkNotificationRead', ['Notification not found.'])],
  ['cannot be reached', () => failNetwork('MarkNotificationRead')],
])('when marking read %s, the shopper still goes to the page and sees no error', async (_, failure) => {
  const { user, router } = await renderSignedIn(useRealShop());
  server.use(failure());
  const requests = recordRequests();
  await user.click(await within(banner()).findByRole('button', { name: 'Notifications, unread' }));
  await user.click(await within(await drawer()).findByRole('link', { name: /Your order has shipped/ }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/order-history/000000007'));
  expect(requests.filter(named('MarkNotificationRead'))).toHaveLength(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText(/error/i)).not.toBeInTheDocument();
});

test('another site is a full page load after marking read; a link to this shop stays in the app', async () => {
  const { user, router } = await renderSignedIn(useRealShop());
  const external = 'https://partner.example.com/sale?from=app';
  server.use(
    answer('GetCustomerNotifications', {
      CustomerNotifications: [
        notification(31, 'Partner sale', external),
        notification(32, 'Refer a friend', `${window.location.origin}/referral?tab=invite`),
        notification(33, 'Just so you know', null),
      ],
    }),
    answer('MarkNotificationRead', {
      UpdateNotificationReadStatus: { message: 'Notification marked as read.', success: true },
    }),
  );
  const requests = recordRequests();
  let markedBeforeLeaving = false;
  const fullPageLoad = jest.spyOn(navigation, 'fullPageLoad').mockImplementation(() => {
    markedBeforeLeaving = requests.some(named('MarkNotificationRead'));
  });

  await user.click(await within(banner()).findByRole('button', { name: /^Notifications/ }));
  await user.click(await within(await drawer()).findByRole('link', { name: /Partner sale/ }));
  await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(external));
  expect(markedBeforeLeaving).toBe(true);
  expect(router.state.location.pathname).toBe('/');

  await user.click(within(banner()).getByRole('button', { name: /^Notifications/ }));
  const panel = await drawer();
  // No url: tapping only marks it read, and the drawer stays.
  await user.click(within(panel).getByRole('button', { name: /^Unread: Just so you know/ }));
  expect(await within(panel).findByRole('button', { name: /^Just so you know/ })).toBeInTheDocument();

  await user.click(within(panel).getByRole('link', { name: /Refer a friend/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/referral'));
  expect(router.state.location.search).toBe('?tab=invite');
  expect(fullPageLoad).toHaveBeenCalledTimes(1);
});

test('on the phone the bell is on the home page only, and opens a panel with a back arrow', async () => {
  setViewport('mobile');
  const { user, router } = await renderSignedIn(useRealShop());
  await user.click(await within(banner()).findByRole('button', { name: 'Notifications, unread' }));
  const panel = await drawer();
  expect(await within(panel).findByRole('link', { name: /Electricity bill due/ })).toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await act(() => router.navigate('/referral'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Refer and Earn' })).toBeInTheDocument();
  expect(within(banner()).queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
});
