// /checkout and /order-confirmation through the UI, against the real embedded shop (in process, seeded).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as browser from '../../../lib/navigation';
import { breakdownLines } from '../../../../test/support/price-breakdown';
import { useRealShop } from '../../../../test/support/real-shop';
import { makeTestStore } from '../../../../test/support/render';
import { renderApp, setViewport } from '../../../../test/support/render-app';
import { addItemToCart } from '../../cart';
import { wentOffline, wentOnline } from '../../shell';

const SKU = 'ZS-SAM-10034';
type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
  setViewport('desktop');
});

async function storeWithItem() {
  const store = makeTestStore();
  await store.dispatch(addItemToCart({ sku: SKU, quantity: 1 })).unwrap();
  return store;
}

const field = (name: string) => screen.getByLabelText(name);

async function fillGuestAddress(user: User, email = 'asha.guest@example.in') {
  // The first render loads the page's code and the cart from the in-process shop: slow on a busy machine.
  await user.type(await screen.findByLabelText('Email address', {}, { timeout: 15_000 }), email);
  await user.type(field('First name'), 'Asha');
  await user.type(field('Last name'), 'Rao');
  await user.type(field('Flat, house no., building, street'), '12 MG Road');
  await user.type(field('Mobile number'), '9876543210');
  await user.clear(field('Pincode'));
  await user.type(field('Pincode'), '560001');
  // The pincode lookup fills city and state.
  await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
  expect(field('State')).toHaveValue('KA');
}

async function throughToReview(user: User) {
  await user.click(screen.getByRole('button', { name: 'Deliver to this address' }));
  const method = await screen.findByRole('region', { name: 'Shipping method' });
  await user.click(await within(method).findByRole('button', { name: 'Continue' }));
  const payment = await screen.findByRole('region', { name: 'Billing and payment' });
  const cod = await within(payment).findByRole('radio', { name: 'Cash on delivery' });
  expect(cod).toHaveAccessibleDescription('Additional charge of Rs. 50 applicable.');
  await user.click(cod);
  await user.click(within(payment).getByRole('button', { name: 'Continue' }));
  return screen.findByRole('button', { name: 'Place order' });
}

const events = () => (window.dataLayer ?? []).map((e) => e.event);
const orderCount = (shop: ReturnType<typeof useRealShop>, email: string) =>
  (shop.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE email = ?').get(email) as { n: number }).n;

test('a guest checks out with cash on delivery and lands on the confirmation', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp('/checkout', { store: await storeWithItem() });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 15_000 }),
  ).toBeInTheDocument();
  await fillGuestAddress(user);
  const place = await throughToReview(user);
  // Cash on delivery's charge is a line before the order is placed, beside the steps and in the review.
  const charged = [
    'Price (1 item): ₹22,999',
    'Shipping: Free',
    'Cash on delivery charge: ₹50',
    'Grand total: ₹23,049',
  ];
  const summary = screen.getByRole('complementary', { name: 'Order summary' });
  await waitFor(() =>
    expect(breakdownLines(within(summary).getByRole('region', { name: 'Price details' }))).toEqual(charged),
  );
  const review = screen.getByRole('region', { name: 'Review and place order' });
  expect(breakdownLines(within(review).getByRole('region', { name: 'Price details' }))).toEqual(charged);

  await user.click(place);

  await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
  expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
  expect(screen.getByText(/Your order number is \d{9}\./)).toBeInTheDocument();
  const items = await screen.findByRole('region', { name: 'Items' });
  expect(within(items).getByText(/Qty: 1/)).toBeInTheDocument();
  // The order charged what the review said, line by line.
  await waitFor(() =>
    expect(breakdownLines(screen.getByRole('region', { name: 'Price details' }))).toEqual(charged),
  );
  const address = screen.getByRole('region', { name: 'Delivery address' });
  expect(within(address).getByText('Asha Rao')).toBeInTheDocument();
  expect(orderCount(shop, 'asha.guest@example.in')).toBe(1);
  expect(events()).toEqual(
    expect.arrayContaining([
      'begin_checkout',
      'shipping details updated',
      'payment_initiated',
      'order_created',
      'purchase',
    ]),
  );
  const purchase = window.dataLayer!.find((e) => e.event === 'purchase') as unknown as {
    ecommerce: { currency: string; value: number; items: { item_id: string; price: number }[] };
  };
  expect(purchase.ecommerce.currency).toBe('INR');
  expect(purchase.ecommerce.items[0]).toMatchObject({ item_id: SKU, price: expect.any(Number) });

  await user.click(screen.getByRole('button', { name: 'Create an account' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/create-account'));
  expect(router.state.location.search).toBe('?email=asha.guest%40example.in&firstName=Asha&lastName=Rao');
}, 60_000); // four steps and an order through the real shop

test("SPEC 5's messages show beside the fields, and a refused step keeps what was typed", async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/checkout', { store: await storeWithItem() });
  await user.click(
    await screen.findByRole('button', { name: 'Deliver to this address' }, { timeout: 15_000 }),
  );
  expect(field('Email address')).toHaveAccessibleDescription('This is a required field.');
  await user.type(field('Pincode'), '5600');
  await user.click(screen.getByRole('button', { name: 'Deliver to this address' }));
  expect(field('Pincode')).toHaveAccessibleDescription('Invalid pincode format.');

  await user.clear(field('Pincode'));
  await user.type(field('Pincode'), '999999');
  expect(await screen.findByText('City not found for this pincode.')).toBeInTheDocument();

  // The shop refuses the address (a state that is not the pincode's is still a valid state, so: bad e-mail).
  await fillGuestAddress(user, 'not-an-email@');
  await user.click(screen.getByRole('button', { name: 'Deliver to this address' }));
  expect(field('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
  expect(field('First name')).toHaveValue('Asha');
  expect(field('Pincode')).toHaveValue('560001');
});

test('a reload mid-checkout resumes where the shopper was', async () => {
  useRealShop();
  const user = userEvent.setup();
  const store = await storeWithItem();
  const { unmount } = renderApp('/checkout', { store });
  await fillGuestAddress(user);
  await user.click(screen.getByRole('button', { name: 'Deliver to this address' }));
  await screen.findByRole('region', { name: 'Shipping method' });
  const method = screen.getByRole('region', { name: 'Shipping method' });
  await user.click(await within(method).findByRole('button', { name: 'Continue' }));
  await screen.findByRole('radio', { name: 'Cash on delivery' });
  unmount();

  // A new page load: a new store on the same storage (cart id and checkout data saved there).
  const reloaded = makeTestStore({ services: { storage: store.services.storage } });
  renderApp('/checkout', { store: reloaded });
  const payment = await screen.findByRole('region', { name: 'Billing and payment' });
  expect(await within(payment).findByRole('radio', { name: 'Cash on delivery' })).toBeInTheDocument();
  const shipping = screen.getByRole('region', { name: 'Shipping address' });
  expect(within(shipping).getByText(/Asha Rao, 12 MG Road, Bengaluru 560001/)).toBeInTheDocument();
  expect(within(shipping).getByRole('button', { name: 'Edit Shipping address' })).toBeInTheDocument();
});

test('a reload while typing the address gives back what was typed', async () => {
  useRealShop();
  const user = userEvent.setup();
  const store = await storeWithItem();
  const { unmount } = renderApp('/checkout', { store });
  await user.type(await screen.findByLabelText('First name', {}, { timeout: 15_000 }), 'Asha');
  await user.type(field('Flat, house no., building, street'), '12 MG Road');
  unmount();

  const reloaded = makeTestStore({ services: { storage: store.services.storage } });
  renderApp('/checkout', { store: reloaded });
  expect(await screen.findByLabelText('First name', {}, { timeout: 15_000 })).toHaveValue('Asha');
  expect(field('Flat, house no., building, street')).toHaveValue('12 MG Road');
});

test('ten fast clicks on Place order make one order', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp('/checkout', { store: await storeWithItem() });
  await fillGuestAddress(user, 'ten.clicks@example.in');
  const place = await throughToReview(user);
  // Ten discrete clicks, as a browser delivers them (React renders between them).
  for (let i = 0; i < 10; i += 1) act(() => place.click());
  expect(place).toBeDisabled();
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
  expect(orderCount(shop, 'ten.clicks@example.in')).toBe(1);
});

test('offline, Place order waits with a message and goes on once the connection returns', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const { router, store } = renderApp('/checkout', { store: await storeWithItem() });
  await fillGuestAddress(user, 'offline@example.in');
  const place = await throughToReview(user);
  act(() => void store.dispatch(wentOffline()));

  await user.click(place);
  expect(
    screen.getByText(/You are offline\. Your order will be placed as soon as the connection returns/),
  ).toBeInTheDocument();
  expect(place).toBeDisabled();
  expect(orderCount(shop, 'offline@example.in')).toBe(0);

  act(() => {
    store.dispatch(wentOnline());
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
  expect(orderCount(shop, 'offline@example.in')).toBe(1);
});

test("a gateway order goes to the hosted payment page, opening on the provider's method chosen", async () => {
  useRealShop();
  const fullPageLoad = jest.spyOn(browser, 'fullPageLoad').mockImplementation(() => {});
  const user = userEvent.setup();
  renderApp('/checkout', { store: await storeWithItem() });
  await fillGuestAddress(user, 'gateway@example.in');
  await user.click(screen.getByRole('button', { name: 'Deliver to this address' }));
  const method = await screen.findByRole('region', { name: 'Shipping method' });
  await user.click(await within(method).findByRole('button', { name: 'Continue' }));
  const payment = await screen.findByRole('region', { name: 'Billing and payment' });
  // Each gateway's options under its provider's name (both offer UPI and Pay later); cash on delivery apart.
  const expectRadios = (group: HTMLElement, labels: string[]) => {
    expect(within(group).getAllByRole('radio')).toHaveLength(labels.length);
    for (const name of labels) expect(within(group).getByRole('radio', { name })).toBeInTheDocument();
  };
  const payu = await within(payment).findByRole('group', { name: 'PayU' });
  expectRadios(within(payment).getByRole('group', { name: 'Razorpay' }), [
    'Credit card',
    'Debit card',
    'UPI',
    'Pay later',
  ]);
  expectRadios(payu, ['Netbanking', 'Credit/debit card', 'UPI', 'Wallet', 'EMI', 'Pay later']);
  expect(within(payment).getAllByRole('radio')).toHaveLength(11);
  await user.click(within(payu).getByRole('radio', { name: 'UPI' }));
  await user.click(within(payment).getByRole('button', { name: 'Continue' }));
  // The accepted step names the provider too: both offer UPI.
  expect(await within(payment).findByText('UPI via PayU')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Place order' }));
  const hostedPage = /\/sandbox\/payu\/pay\/[0-9a-f]{48}\?method=upi$/;
  await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(expect.stringMatching(hostedPage)));
  expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
    'href',
    expect.stringMatching(hostedPage),
  );
  fullPageLoad.mockRestore();
});
