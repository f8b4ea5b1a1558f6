// A visit that opens on /cart: main.tsx asks for the cart's details while the app boots, and the page takes that
// request as its own instead of asking again when it mounts (app/pages.ts preloadPageData).
import { act, screen, within } from '@testing-library/react';
import { logGraphqlOperations } from '../test/support/graphql-log';
import { useRealShop } from '../test/support/real-shop';
import { makeTestStore } from '../test/support/render';
import { addItemToCart } from './features/cart';
import { CART_MESSAGES } from './features/cart/messages';

// The whole app boots against the in-process shop: slow on the shared 2-core machine.
jest.setTimeout(45_000);

const PHONE = { sku: 'ZS-SAM-10034', name: 'Samsung Galaxy F55 5G (8GB RAM, 128GB)' };

test('the cart page opened first asks for its details at boot, once, and shows its lines', async () => {
  window.scrollTo = jest.fn();
  process.env.GUEST_CART_ALLOWED = 'true';
  useRealShop();
  // A guest who put a phone in the cart on an earlier visit: its id is in storage.
  await makeTestStore()
    .dispatch(addItemToCart({ sku: PHONE.sku, quantity: 1 }))
    .unwrap();
  const log = logGraphqlOperations(() =>
    Boolean(screen.queryByRole('heading', { name: CART_MESSAGES.title })),
  );
  window.history.replaceState(null, '', '/cart');
  document.body.innerHTML = '<div id="root"></div>';
  await act(() => import('./main'));

  const main = await screen.findByRole('main', {}, { timeout: 10_000 });
  const quantity = `Quantity, ${PHONE.name}`;
  expect(await within(main).findByRole('group', { name: quantity }, { timeout: 20_000 })).toBeInTheDocument();
  // Asked once, at boot: before the page had rendered.
  expect(log.filter((op) => op.name === 'GetCartDetails')).toEqual([
    { name: 'GetCartDetails', pageShown: false },
  ]);
  delete process.env.GUEST_CART_ALLOWED;
});
