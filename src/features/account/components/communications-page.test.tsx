// /communications through the whole app against the real in-process shop: the saved choices, changed and
// saved, and still there on the next visit.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';

jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

test('newsletter and notification choices are saved to the shop and shown again on the next visit', async () => {
  const shop = useRealShop();
  shop.db.prepare("UPDATE customers SET is_subscribed = 0 WHERE email = 'demo@example.in'").run();
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  const { unmount } = renderApp('/communications', { services: { storage } });

  const newsletter = await screen.findByRole(
    'checkbox',
    { name: 'Subscribe to our newsletter' },
    { timeout: 15_000 },
  );
  expect(newsletter).not.toBeChecked();
  const offers = screen.getByRole('checkbox', { name: 'Offers, deals and price drops' });
  expect(offers).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Order and delivery updates' })).toBeChecked();

  await user.click(newsletter);
  await user.click(offers);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Your communication preferences have been saved.')).toBeInTheDocument();
  expect(
    shop.db
      .prepare(
        "SELECT is_subscribed, notify_offers, notify_order_updates FROM customers WHERE email = 'demo@example.in'",
      )
      .get(),
  ).toEqual({ is_subscribed: 1, notify_offers: 0, notify_order_updates: 1 });
  unmount();

  renderApp('/communications', { services: { storage } });
  expect(
    await screen.findByRole('checkbox', { name: 'Subscribe to our newsletter' }, { timeout: 15_000 }),
  ).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Offers, deals and price drops' })).not.toBeChecked();
});
