// Start-up against the real embedded shop: the session is settled, then the stored cart is checked with the
// shop (SPEC 7.1 cart by cart_id) and replaced when this shopper may not use it (SPEC 4).
import { waitFor } from '@testing-library/react';
import { useRealShop } from '../../test/support/real-shop';
import { makeTestStore } from '../../test/support/render';
import { signInDemoCustomer } from '../../test/support/render-app';
import { readCurrentUser } from '../features/user/current-user';
import { startSession } from './start-session';

async function guestCart(shop: ReturnType<typeof useRealShop>): Promise<string> {
  const { data } = await shop.gql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
  return data!.createEmptyCart;
}

function stopSessionTimer(store: ReturnType<typeof makeTestStore>) {
  clearInterval(store.services.sessionTimer.current);
}

test("a guest keeps the stored cart the shop still knows as the guest's", async () => {
  const shop = useRealShop();
  const cartId = await guestCart(shop);
  const store = makeTestStore();
  store.services.storage.setItem('cartId', cartId);
  await startSession(store);
  expect(store.getState().cart.cartId).toBe(cartId);
});

test('a customer gets their details and their own cart', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const store = makeTestStore({ services: { storage } });
  await startSession(store);
  expect(store.getState().user.isSignedIn).toBe(true);
  expect(store.getState().cart.cartId).toEqual(expect.any(String));
  // The details are not awaited by start-up: nothing waits for them.
  await waitFor(() => expect(readCurrentUser(store.services.apollo).firstname).toBe('Aarav'));
  stopSessionTimer(store);
});

test("a customer holding a guest's cart is signed out and starts a new guest cart (SPEC 4.5)", async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const stale = await guestCart(shop);
  storage.setItem('cartId', stale);
  const store = makeTestStore({ services: { storage } });
  await startSession(store);
  expect(store.getState().user.isSignedIn).toBe(false);
  expect(storage.getItem('signin_token')).toBeUndefined();
  expect(store.getState().cart.cartId).toEqual(expect.any(String));
  expect(store.getState().cart.cartId).not.toBe(stale);
  stopSessionTimer(store);
});
