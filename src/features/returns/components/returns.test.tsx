// Reorder and returns through the whole app, against the real in-process shop with orders placed through its
// GraphQL and delivered by the operator's own function.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeOrder } from '../../../../server/magento/orders/admin';
import type { TestShop } from '../../../../server/test/test-app';
import { placeCustomerOrder, simpleProduct, tokenFor } from '../../../../test/support/place-order';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp } from '../../../../test/support/render-app';
import { BrowserPersistence, STORAGE_KEYS } from '../../../lib/storage';

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});

/** Ananya (no orders in the seed) signed in, with an order of two products: `first` and `second`. */
async function twoLineOrder(shop: TestShop) {
  const token = await tokenFor(shop, 'ananya.iyer@example.in', 'Ananya@2024');
  const storage = new BrowserPersistence();
  storage.setItem(STORAGE_KEYS.signinToken, token, 3600);
  const [first, second] = [simpleProduct(shop, 0), simpleProduct(shop, 1)];
  const cart = await shop.gql<{ customerCart: { id: string } }>('{ customerCart { id } }', undefined, {
    headers: { authorization: `Bearer ${token}` },
  });
  await shop.gql(
    'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
    { id: cart.data!.customerCart.id, sku: second.sku },
    { headers: { authorization: `Bearer ${token}` } },
  );
  const number = await placeCustomerOrder(shop, token, first.sku);
  return { storage, number, first, second };
}

const events = () => (window.dataLayer as { event: string }[]).map((e) => e.event);

test('Reorder fills the cart with what can be bought and shows why the rest could not be added', async () => {
  const shop = useRealShop();
  const { storage, number, first, second } = await twoLineOrder(shop);
  shop.db.prepare('UPDATE products SET qty = 0, is_in_stock = 0 WHERE sku = ?').run(second.sku);
  const user = userEvent.setup();
  const { router } = renderApp(`/order-history/${number}`, { services: { storage } });

  await user.click(await screen.findByRole('button', { name: 'Reorder' }, { timeout: 10_000 }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `Could not add the product with SKU "${second.sku}" to the shopping cart: This product is out of stock.`,
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  expect(await screen.findByText(first.name, undefined, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText(second.name)).not.toBeInTheDocument();
  // The header's count follows the reorder's answer.
  expect(await screen.findByRole('link', { name: 'Cart, 1 items' })).toBeInTheDocument();
  expect(events()).toContain('order reorder');
}, 60_000);

test('a delivered order’s items are returned with a reason and a resolution, then seen in My Returns', async () => {
  const shop = useRealShop();
  const { storage, number, first } = await twoLineOrder(shop);
  const user = userEvent.setup();
  const view = renderApp(`/order-history/${number}`, { services: { storage } });
  await screen.findByRole('button', { name: 'Reorder' }, { timeout: 10_000 });
  // Not delivered yet: nothing to return.
  expect(screen.queryByRole('link', { name: 'Return items' })).not.toBeInTheDocument();
  view.unmount();

  changeOrder(shop.db, number, 'deliver');
  const { router } = renderApp(`/order-history/${number}`, { services: { storage } });
  await user.click(await screen.findByRole('link', { name: 'Return items' }, { timeout: 10_000 }));
  expect(
    await screen.findByRole('heading', { level: 1, name: `Return items from order #${number}` }),
  ).toBeInTheDocument();
  expect(await screen.findByText('Items can be returned within 7 days of delivery.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Request return' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one item to return.');
  await user.click(screen.getByRole('checkbox', { name: `Return ${first.name}` }));
  await user.click(screen.getByRole('button', { name: 'Request return' }));
  expect(screen.getByRole('alert')).toHaveTextContent(`Choose a reason and a resolution for ${first.name}.`);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Wrong Size');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Resolution' }), 'Refund');
  await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Too small');
  await user.click(screen.getByRole('button', { name: 'Request return' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'My Returns' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/returns');
  const entry = await screen.findByRole('listitem', { name: /^Return #\d+$/ });
  expect(entry).toHaveTextContent(`#${number}`);
  expect(entry).toHaveTextContent(`${first.name} × 1`);
  expect(within(entry).getByText('Pending')).toBeInTheDocument();
  expect(events()).toContain('return requested');
  const stored = shop.db.prepare('SELECT qty_requested, reason_id, resolution_id FROM return_items').all();
  expect(stored).toEqual([{ qty_requested: 1, reason_id: 11, resolution_id: 5 }]);
}, 60_000);

test('a refusal from the shop is shown on the form', async () => {
  const shop = useRealShop();
  const { storage, number, first } = await twoLineOrder(shop);
  changeOrder(shop.db, number, 'deliver');
  const user = userEvent.setup();
  renderApp(`/order-history/${number}/return`, { services: { storage } });
  await user.click(await screen.findByRole('checkbox', { name: `Return ${first.name}` }, undefined));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Other');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Resolution' }), 'Exchange');
  // Meanwhile the return window closed (the shop's clock moved past it).
  shop.db
    .prepare("UPDATE orders SET delivered_at = '2020-01-01 00:00:00' WHERE increment_id = ?")
    .run(number);
  await user.click(screen.getByRole('button', { name: 'Request return' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `The return period of order #${number} ended on 2020-01-08.`,
  );
}, 60_000);
