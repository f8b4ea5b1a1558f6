// /saved-payments through the whole app against the real in-process shop: the demo customer's stored card
// and UPI id, deleting one (gone from the shop too), and the empty state.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';

jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

test('lists the stored card and UPI id; Delete removes one from the shop', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  renderApp('/saved-payments', { services: { storage } });

  const list = await screen.findByRole('list', { name: 'Saved Payments' }, { timeout: 15_000 });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(list).toHaveTextContent('Visa ending in 1111');
  expect(list).toHaveTextContent('Expires 12/2030');
  expect(list).toHaveTextContent('aarav@okicici');

  await user.click(within(list).getByRole('button', { name: 'Delete Visa ending in 1111' }));
  expect(await screen.findByText('Visa ending in 1111 has been deleted.')).toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(list).not.toHaveTextContent('Visa ending in 1111');
  const left = shop.db
    .prepare(
      "SELECT COUNT(*) AS n FROM customer_payment_tokens t JOIN customers c USING (customer_id) WHERE c.email = 'demo@example.in' AND t.is_active = 1",
    )
    .get();
  expect(left).toEqual({ n: 1 });
});

test('a customer with no stored methods sees the empty state', async () => {
  const shop = useRealShop();
  shop.db.prepare('UPDATE customer_payment_tokens SET is_active = 0').run();
  const storage = await signInDemoCustomer(shop);
  renderApp('/saved-payments', { services: { storage } });
  expect(
    await screen.findByText('You have no saved payment methods.', undefined, { timeout: 15_000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
});
