// /order-history and /order-history/{number} through the whole app, against the real in-process shop with
// orders placed through its GraphQL.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import { placeCustomerOrder, simpleProduct, tokenFor } from '../../../../test/support/place-order';
import type { TestShop } from '../../../../server/test/test-app';
import { breakdownLines } from '../../../../test/support/price-breakdown';
import { formatMoney } from '../../../../common/money';
import { BrowserPersistence, STORAGE_KEYS } from '../../../lib/storage';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

/** Ananya has no past orders in the seed (the demo customer has), so a test's orders are all of hers. */
async function signInAnanya(shop: TestShop): Promise<BrowserPersistence> {
  const storage = new BrowserPersistence();
  storage.setItem(
    STORAGE_KEYS.signinToken,
    await tokenFor(shop, 'ananya.iyer@example.in', 'Ananya@2024'),
    3600,
  );
  return storage;
}

async function customerWithOrders(shop: TestShop, count: number) {
  const storage = await signInAnanya(shop);
  const token = storage.getItem<string>(STORAGE_KEYS.signinToken) ?? '';
  const numbers: string[] = [];
  for (let i = 0; i < count; i++)
    numbers.push(await placeCustomerOrder(shop, token, simpleProduct(shop, i).sku));
  return { shop, storage, numbers };
}

test('lists the orders newest first, six to a page, with number, date, status and total', async () => {
  const { storage, numbers } = await customerWithOrders(useRealShop(), 7);
  const user = userEvent.setup();
  renderApp('/order-history', { services: { storage } });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'My Orders' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(6);
  expect(within(rows[0]!).getByRole('link', { name: `View order ${numbers[6]}` })).toBeInTheDocument();
  expect(rows[0]).toHaveTextContent('Pending');
  expect(rows[0]).toHaveTextContent(/₹[\d,]+/);
  expect(rows[0]).toHaveTextContent(new Date().getUTCFullYear().toString());
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: `View order ${numbers[0]}` })).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
}, 60_000); // seven real checkouts first

test('an order’s page shows its items, totals, addresses, payment method and status', async () => {
  const { shop, storage, numbers } = await customerWithOrders(useRealShop(), 1);
  const product = simpleProduct(shop, 0);
  const user = userEvent.setup();
  const { router } = renderApp('/order-history', { services: { storage } });

  await user.click(await screen.findByRole('link', { name: `View order ${numbers[0]}` }));
  expect(router.state.location.pathname).toBe(`/order-history/${numbers[0]}`);
  expect(await screen.findByRole('heading', { level: 1, name: `Order #${numbers[0]}` })).toBeInTheDocument();
  expect(await screen.findByText(product.name)).toBeInTheDocument();
  expect(screen.getByText('Qty: 1')).toBeInTheDocument();
  // The status line (the timeline names the step too).
  expect(screen.getByText('Pending', { selector: 'strong' })).toBeInTheDocument();
  // The lines the order was charged, as the shop stored them: cash on delivery's charge has its own line.
  const order = shop.db
    .prepare('SELECT subtotal, shipping_amount, cod_fee, grand_total FROM orders WHERE increment_id = ?')
    .get(numbers[0]) as { subtotal: number; shipping_amount: number; cod_fee: number; grand_total: number };
  expect(order.cod_fee).toBe(50);
  expect(breakdownLines(screen.getByRole('region', { name: 'Price details' }))).toEqual([
    `Price (1 item): ${formatMoney(order.subtotal)}`,
    `Shipping: ${order.shipping_amount > 0 ? formatMoney(order.shipping_amount) : 'Free'}`,
    'Cash on delivery charge: ₹50',
    `Grand total: ${formatMoney(order.grand_total)}`,
  ]);
  expect(order.grand_total).toBe(order.subtotal + order.shipping_amount + order.cod_fee);
  // The method as a shopper reads it, not "Standard Delivery (Standard)" or "Standard Delivery - Standard".
  expect(screen.getByRole('region', { name: 'Payment Method' })).toHaveTextContent(
    /Shipping MethodStandard Delivery$/,
  );
  const shipping = screen.getByRole('region', { name: 'Shipping Address' });
  expect(shipping).toHaveTextContent('Asha Verma');
  expect(shipping).toHaveTextContent('12 Janpath');
  expect(shipping).toHaveTextContent('New Delhi, Delhi, 110001');
  expect(screen.getByRole('region', { name: 'Billing Address' })).toHaveTextContent('Asha Verma');
  expect(screen.getByRole('region', { name: 'Payment Method' })).toHaveTextContent('Cash on delivery');
});

test('another customer’s order number shows not-found, never the order', async () => {
  const shop = useRealShop();
  const priya = await tokenFor(shop, 'priya.nair@example.in', 'Priya@2024');
  const theirs = await placeCustomerOrder(shop, priya, simpleProduct(shop, 0).sku);
  const storage = await signInDemoCustomer(shop);
  renderApp(`/order-history/${theirs}`, { services: { storage } });

  expect(
    await screen.findByRole('heading', { name: "Oops! We couldn't find what you are looking for" }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Asha Verma')).not.toBeInTheDocument();
  expect(screen.queryByText(`Order #${theirs}`)).not.toBeInTheDocument();
});

test('a customer without orders is told so and offered the way back to shopping', async () => {
  const shop = useRealShop();
  const storage = await signInAnanya(shop);
  renderApp('/order-history', { services: { storage } });

  expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  // An order placed as a guest is found elsewhere.
  expect(
    within(screen.getByRole('region', { name: 'My Orders' })).getByRole('link', { name: 'Track your order' }),
  ).toHaveAttribute('href', '/track-order');
});

test('a guest is sent to sign in', async () => {
  useRealShop();
  const { router } = renderApp('/order-history');
  await screen.findByRole('heading', { name: 'Sign In' });
  expect(router.state.location.pathname).toBe('/sign-in');
});
