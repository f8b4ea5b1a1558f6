// What every visit does once, before anything asks (SPEC 4): the store's locale, the session, then the cart.
import { startCart } from '../features/cart';
import { unhandledErrorLogged } from '../features/shell';
import { checkSession, getUserDetails } from '../features/user';
import { whenPageSettled } from '../lib/page-settled';
import type { AppStore } from './store';

export async function startSession(store: AppStore): Promise<void> {
  // The store's locale once the first page has settled: prices show in en-IN until then (SPEC 9), which is the
  // shop's own locale unless configured otherwise, so the first route neither loads nor runs its code. An
  // unknown locale is the shop's misconfiguration: reported like any unexpected error (SPEC 8).
  void whenPageSettled()
    .then(() => import(/* webpackChunkName: "locale" */ './locale'))
    .then(({ applyStoreLocale }) => applyStoreLocale(store.services.apollo))
    .catch((error: unknown) => store.dispatch(unhandledErrorLogged(error)));
  const session = await store.dispatch(checkSession()).unwrap();
  // The customer's details (SPEC 7.1) are read when the shopper acts (checkout's e-mail), never by a first paint.
  if (session === 'active') void whenPageSettled().then(() => store.dispatch(getUserDetails()));
  // Every visitor has a cart (SPEC 1): the stored one once Magento confirms this shopper may use it, else a
  // new one. A failure shows up when they try to use it. Once the first page has settled: the pages that use
  // the cart earlier (cart, checkout, Add to Cart) find or create it themselves.
  await whenPageSettled();
  await store.dispatch(startCart());
}
