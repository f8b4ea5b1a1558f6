// /setu, the bill payments' return page and /bills-and-recharge through the whole app, against the real
// in-process shop: its BBPS sandbox (0000: nothing due; 9999: declined) and its sandbox gateways.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import type { TestShop } from '../../../../server/test/test-app';
import * as browser from '../../../lib/navigation';
import { BrowserPersistence, STORAGE_KEYS } from '../../../lib/storage';

let fullPageLoad: jest.SpyInstance;
beforeEach(() => {
  window.scrollTo = jest.fn();
  fullPageLoad = jest.spyOn(browser, 'fullPageLoad').mockImplementation(() => {});
});
afterEach(() => fullPageLoad.mockRestore());

type User = ReturnType<typeof userEvent.setup>;

/** The page's own region (the shell's menus have links and lists too). */
const page = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

async function chooseBiller(user: User, name: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Biller' }), name);
}

async function fetchElectricityBill(user: User, caNumber: string) {
  await chooseBiller(user, 'BSES Rajdhani Power Limited');
  await user.type(screen.getByRole('textbox', { name: 'CA Number' }), caNumber);
  await user.click(screen.getByRole('button', { name: 'Fetch bill' }));
}

/** The shopper on the gateway's hosted page (the URL the app sent them to) approves or fails the payment. */
async function onHostedPage(shop: TestShop, outcome: 'approve' | 'fail'): Promise<string> {
  const url = fullPageLoad.mock.calls.at(-1)?.[0] as string;
  const res = await shop.app.fetch(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome, method: 'upi' }),
    }),
  );
  return res.headers.get('location') ?? '';
}

test('fetches a bill that is due, pays it on the gateway and comes back to its paid status and history', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  const { router } = renderApp('/setu?p=electricity', { services: { storage } });

  const nav = await screen.findByRole(
    'navigation',
    { name: 'Bill and recharge categories' },
    { timeout: 10_000 }, // the first page of the file loads its chunk and the shop's catalogue
  );
  expect(within(nav).getByRole('link', { name: 'Electricity' })).toHaveAttribute('aria-current', 'page');
  await fetchElectricityBill(user, '123456789');
  const bill = await screen.findByRole('region', { name: 'Bill details' });
  expect(bill).toHaveTextContent(/Amount due₹[\d,]+(\.\d\d)?/);
  expect(bill).toHaveTextContent('Due date');
  const amount = /Amount due(₹[\d,]+(?:\.\d\d)?)/.exec(bill.textContent ?? '')![1]!;

  await user.click(screen.getByRole('button', { name: `Pay ${amount}` }));
  expect(await screen.findByText('Choose a payment method.')).toBeInTheDocument();
  expect(fullPageLoad).not.toHaveBeenCalled();
  // Under each provider's name (both offer UPI); the hosted page opens on the one chosen.
  const razorpay = screen.getByRole('group', { name: 'Razorpay' });
  expect(within(screen.getByRole('group', { name: 'PayU' })).getAllByRole('radio')).toHaveLength(6);
  await user.click(within(razorpay).getByRole('radio', { name: 'UPI' }));
  await user.click(screen.getByRole('button', { name: `Pay ${amount}` }));
  await waitFor(() =>
    expect(fullPageLoad).toHaveBeenCalledWith(
      expect.stringMatching(/\/sandbox\/razorpay\/pay\/[0-9a-f]{48}\?method=upi$/),
    ),
  );

  const back = await onHostedPage(shop, 'approve');
  expect(back).toMatch(/^\/razorpay\/checkout\/success\/BILL-\d+$/);
  await router.navigate(back);
  const status = await page('Payment Status');
  expect(
    await within(status).findByText(`Thank you! ${amount} was paid to BSES Rajdhani Power Limited.`),
  ).toBeInTheDocument();

  await user.click(within(status).getByRole('link', { name: 'My Bills & Recharge' }));
  const history = await page('My Bills & Recharge');
  const first = (await within(history).findAllByRole('listitem'))[0];
  expect(first).toHaveTextContent('BSES Rajdhani Power Limited');
  expect(first).toHaveTextContent('123456789');
  expect(first).toHaveTextContent('Successful');
  expect(first).toHaveTextContent(amount);
}, 60_000);

test.each([
  ['123450000', 'No bill is due for these details.'],
  ['12345', 'Please enter a valid CA Number.'],
  ['', 'Please enter the CA Number.'],
])('fetching with CA number “%s” says: %s', async (caNumber, message) => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/setu?p=electricity');
  await chooseBiller(user, 'BSES Rajdhani Power Limited');
  if (caNumber) await user.type(screen.getByRole('textbox', { name: 'CA Number' }), caNumber);
  await user.click(screen.getByRole('button', { name: 'Fetch bill' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Bill details' })).not.toBeInTheDocument();
});

test('a bill the biller declines is refused before any gateway, with the biller’s message', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  renderApp('/setu?p=electricity', { services: { storage } });
  await fetchElectricityBill(user, '123459999');
  await screen.findByRole('region', { name: 'Bill details' });
  await user.click(screen.getByRole('radio', { name: 'Netbanking' }));
  await user.click(screen.getByRole('button', { name: /^Pay ₹/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The biller could not confirm the payment. No money was taken.',
  );
  expect(fullPageLoad).not.toHaveBeenCalled();
});

test('a recharge with a plan whose payment fails comes back as failed, and the history says so', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  const { router } = renderApp('/setu?p=mobile-recharge', { services: { storage } });
  await chooseBiller(user, 'Jio Prepaid');
  await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  expect(await screen.findByText('Choose a plan.')).toBeInTheDocument();
  const plans = screen.getByRole('group', { name: 'Choose a plan' });
  await user.click(within(plans).getByRole('radio', { name: /₹349/ }));
  await user.click(screen.getByRole('radio', { name: 'Netbanking' }));
  await user.click(screen.getByRole('button', { name: 'Pay ₹349' }));
  await waitFor(() =>
    expect(fullPageLoad).toHaveBeenCalledWith(expect.stringMatching(/\/sandbox\/payu\/pay\//)),
  );

  const back = await onHostedPage(shop, 'fail');
  await router.navigate(back);
  const status = await page('Payment Status');
  expect(await within(status).findByRole('alert')).toHaveTextContent(
    'Your payment did not go through, so the bill was not paid.',
  );
  expect(within(status).getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/setu?p=mobile-recharge',
  );

  await user.click(within(status).getByRole('link', { name: 'My Bills & Recharge' }));
  const newest = (await within(await page('My Bills & Recharge')).findAllByRole('listitem'))[0];
  expect(newest).toHaveTextContent('Jio Prepaid');
  expect(newest).toHaveTextContent('9876543210');
  expect(newest).toHaveTextContent('Failed');
  expect(newest).toHaveTextContent('₹349');
}, 60_000);

test('the menu and home link to the whole section (/setu?p=bill-and-recharge) offers every category, with no complaint', async () => {
  useRealShop();
  renderApp('/setu?p=bill-and-recharge');
  const nav = await screen.findByRole('navigation', { name: 'Bill and recharge categories' });
  for (const name of ['Electricity', 'Mobile Recharge', 'DTH', 'Broadband', 'Piped Gas', 'Water'])
    expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/could not find/)).not.toBeInTheDocument();
});

test('an unknown category shows the categories with a clear message, and a guest is asked to sign in to pay', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/setu?p=nope');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not find the bill category “nope”. Choose one of the categories below.',
  );
  const nav = screen.getByRole('navigation', { name: 'Bill and recharge categories' });
  for (const name of ['Electricity', 'Mobile Recharge', 'DTH', 'Broadband', 'Piped Gas', 'Water'])
    expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
  await user.click(within(nav).getByRole('link', { name: 'Electricity' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await fetchElectricityBill(user, '123456789');
  await screen.findByRole('region', { name: 'Bill details' });
  const payment = await page('Bill Payment');
  expect(within(payment).getByText('Sign in to pay this bill.')).toBeInTheDocument();
  expect(within(payment).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

test('My bills and recharge: newest first with status, six to a page, an empty state, and a guest asked to sign in', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const token = storage.getItem<string>(STORAGE_KEYS.signinToken) ?? '';
  // Five recharges on top of the demo customer's two seeded payments: seven, two pages of six.
  for (const number of ['9876500001', '9876500002', '9876500003', '9876500004', '9876500005'])
    await shop.gql(
      `mutation { payBill(input: { biller_id: "JIOPREPAID00001", plan_id: "JIO-199", amount: 199,
        payment_method: "razorpay", params: [{ name: "mobile_number", value: "${number}" }] }) { success } }`,
      {},
      { headers: { authorization: `Bearer ${token}` } },
    );
  const user = userEvent.setup();
  const { unmount: leaveDemo } = renderApp('/bills-and-recharge', { services: { storage } });
  const history = await page('My Bills & Recharge');
  const items = await within(history).findAllByRole('listitem');
  expect(items).toHaveLength(6);
  expect(items[0]).toHaveTextContent('9876500005');
  expect(items[0]).toHaveTextContent('Pending');
  expect(items[0]).toHaveTextContent('₹199');
  expect(within(items[0]!).getByRole('link', { name: /^Pay again/ })).toHaveAttribute(
    'href',
    '/setu?p=mobile-recharge',
  );
  expect(within(history).getByText('Page 1 of 2')).toBeInTheDocument();
  await user.click(within(history).getByRole('link', { name: 'Next' }));
  expect(await within(history).findByText('Page 2 of 2')).toBeInTheDocument();
  expect(within(history).getAllByRole('listitem')).toHaveLength(1);
  expect(within(history).getByRole('listitem')).toHaveTextContent('Successful'); // the oldest, seeded
  leaveDemo();

  const { data } = await shop.gql<{ generateCustomerToken: { token: string } }>(
    'mutation { generateCustomerToken(email: "priya.nair@example.in", password: "Priya@2024") { token } }',
  );
  const priya = new BrowserPersistence();
  priya.setItem(STORAGE_KEYS.signinToken, data!.generateCustomerToken.token, 3600);
  const { unmount: leavePriya } = renderApp('/bills-and-recharge', { services: { storage: priya } });
  const empty = await page('My Bills & Recharge');
  expect(await within(empty).findByText('You have not paid any bills or recharges yet.')).toBeInTheDocument();
  expect(within(empty).getByRole('link', { name: 'Pay a bill or recharge' })).toHaveAttribute(
    'href',
    '/setu',
  );
  leavePriya();
  localStorage.clear(); // signed out

  const { unmount } = renderApp('/bills-and-recharge');
  const guest = await page('My Bills & Recharge');
  expect(within(guest).getByText('Sign in to see your bill payments and recharges.')).toBeInTheDocument();
  expect(within(guest).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  unmount();

  renderApp('/razorpay/checkout/success/BILL-1');
  const status = await page('Payment Status');
  expect(within(status).getByText('Sign in to see this payment.')).toBeInTheDocument();
  expect(within(status).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
});
