// A guest's visit that opens on /cart, for the tests that boot the whole app (src/main-cart-*.test.tsx): the
// in-process shop, a phone put in the cart on an earlier visit (its id in storage), the /graphql operations
// logged from now on, and the page at /cart with an empty #root, ready for `import('./main')`.
import { screen } from '@testing-library/react';
import { addItemToCart } from '../../src/features/cart';
import { CART_MESSAGES } from '../../src/features/cart/messages';
import { logGraphqlOperations, type LoggedOperation } from './graphql-log';
import { useRealShop } from './real-shop';
import { makeTestStore } from './render';

export const PHONE = { sku: 'ZS-SAM-10034', name: 'Samsung Galaxy F55 5G (8GB RAM, 128GB)' };

/** Sets the visit up; the log notes for each operation whether the cart page's heading was on screen. */
export async function openCartWithPhone(): Promise<LoggedOperation[]> {
  window.scrollTo = jest.fn();
  process.env.GUEST_CART_ALLOWED = 'true';
  useRealShop();
  await makeTestStore()
    .dispatch(addItemToCart({ sku: PHONE.sku, quantity: 1 }))
    .unwrap();
  const log = logGraphqlOperations(() =>
    Boolean(screen.queryByRole('heading', { name: CART_MESSAGES.title })),
  );
  window.history.replaceState(null, '', '/cart');
  document.body.innerHTML = '<div id="root"></div>';
  return log;
}
