// What every visit does once, before anything asks (SPEC 4): settle the session, then the cart.
import { startCart } from '../features/cart/cart-slice';
import { checkSession, getUserDetails } from '../features/user/user-slice';
import type { AppStore } from './store';

export async function startSession(store: AppStore): Promise<void> {
  const session = await store.dispatch(checkSession()).unwrap();
  if (session === 'active') void store.dispatch(getUserDetails());
  // Every visitor has a cart (SPEC 1): the stored one once Magento confirms this shopper may use it, else a
  // new one. A failure shows up when they try to use it.
  await store.dispatch(startCart());
}
