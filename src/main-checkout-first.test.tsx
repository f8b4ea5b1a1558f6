// A visit that opens on /checkout: main.tsx asks for the checkout's cart while the app boots, and the page reads
// that answer instead of asking again when it mounts (app/pages.ts preloadPageData).
import { act, screen } from '@testing-library/react';
import { logGraphqlOperations } from '../test/support/graphql-log';
import { useRealShop } from '../test/support/real-shop';
import { makeTestStore } from '../test/support/render';
import { addItemToCart } from './features/cart';
import { CHECKOUT_MESSAGES } from './features/checkout/page-messages';

// The whole app boots against the in-process shop: slow on the shared 2-core machine.
jest.setTimeout(45_000);

test('checkout opened first asks for its cart at boot, once, and shows its first step', async () => {
  window.scrollTo = jest.fn();
  process.env.GUEST_CART_ALLOWED = 'true';
  useRealShop();
  // A guest with a phone in the cart from an earlier visit: its id is in storage.
  await makeTestStore()
    .dispatch(addItemToCart({ sku: 'ZS-SAM-10034', quantity: 1 }))
    .unwrap();
  const log = logGraphqlOperations(() =>
    Boolean(
      screen.queryByText(CHECKOUT_MESSAGES.loading) ??
      screen.queryByRole('heading', { name: CHECKOUT_MESSAGES.title }),
    ),
  );
  window.history.replaceState(null, '', '/checkout');
  document.body.innerHTML = '<div id="root"></div>';
  await act(() => import('./main'));

  expect(await screen.findByLabelText('First name', {}, { timeout: 20_000 })).toBeInTheDocument();
  // Asked once, at boot: before the page had rendered.
  expect(log.filter((op) => op.name === 'GetCheckoutCart')).toEqual([
    { name: 'GetCheckoutCart', pageShown: false },
  ]);
  delete process.env.GUEST_CART_ALLOWED;
});
