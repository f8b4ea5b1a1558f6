// The mini-cart drawer from the desktop header's cart trigger, against the real embedded shop.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, setViewport } from '../../../../test/support/render-app';
import { makeTestStore } from '../../../../test/support/render';
import { addItemToCart } from '../cart-item-thunks';

// Home page, header and a lazily loaded drawer against the in-process shop: slow on a busy 2-core machine.
jest.setTimeout(45_000);

const PHONE = { sku: 'ZS-SAM-10034', name: 'Samsung Galaxy F55 5G (8GB RAM, 128GB)' };

beforeEach(() => {
  window.scrollTo = jest.fn();
  setViewport('desktop');
  process.env.GUEST_CART_ALLOWED = 'true';
});
afterEach(() => {
  delete process.env.GUEST_CART_ALLOWED;
});

test('the cart trigger opens the mini-cart with the lines, subtotal and the ways on', async () => {
  useRealShop();
  const user = userEvent.setup();
  const store = makeTestStore();
  await store.dispatch(addItemToCart({ sku: PHONE.sku, quantity: 2 })).unwrap();
  const { router } = renderApp('/', { store });

  const trigger = await within(screen.getByRole('banner')).findByRole('link', { name: 'Cart, 2 items' });
  await user.click(trigger);
  const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
  expect(router.state.location.pathname).toBe('/');
  expect(await within(drawer).findByRole('listitem', { name: PHONE.name })).toBeInTheDocument();
  expect(within(drawer).getByText(/^Subtotal/)).toHaveTextContent('Subtotal (2 items): ₹');
  expect(within(drawer).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );

  await user.click(within(drawer).getByRole('button', { name: `Decrease quantity of ${PHONE.name}` }));
  expect(
    await within(screen.getByRole('banner')).findByRole('link', { name: 'Cart, 1 items' }),
  ).toBeVisible();

  await user.click(within(drawer).getByRole('link', { name: 'View cart' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument(),
  );
});

test('an empty mini-cart offers a way back to shopping and closes', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  await user.click(await within(screen.getByRole('banner')).findByRole('link', { name: /^Cart/ }));
  const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
  expect(await within(drawer).findByText('Your cart is empty')).toBeInTheDocument();
  await user.click(within(drawer).getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
