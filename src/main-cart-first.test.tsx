// A visit that opens on /cart: main.tsx asks for the cart's details while the app boots, and the page takes that
// request as its own instead of asking again when it mounts (app/pages.ts preloadPageData).
import { act, screen, within } from '@testing-library/react';
import { openCartWithPhone, PHONE } from '../test/support/cart-first-visit';

// The whole app boots against the in-process shop: slow on the shared 2-core machine.
jest.setTimeout(45_000);

test('the cart page opened first asks for its details at boot, once, and shows its lines', async () => {
  const log = await openCartWithPhone();
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
