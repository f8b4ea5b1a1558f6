// Creating the session's cart. Several callers can ask at once (bootstrap, the cart trigger, an add-to-cart
// click); they share one createEmptyCart call per store, or the shopper would end up with two carts.
import { RequestFailure } from '../../lib/request';
import type { Services } from '../../lib/services';
import { STORAGE_KEYS } from '../../lib/storage';
import { UNABLE_TO_CREATE_CART } from './cart-errors';

const inFlight = new WeakMap<Services, Promise<string>>();

/** A new empty cart's id, stored for the next visit; rejects with 'Unable to create cart'. */
export function requestNewCart(services: Services): Promise<string> {
  const pending =
    inFlight.get(services) ?? createEmptyCart(services).finally(() => inFlight.delete(services));
  inFlight.set(services, pending);
  return pending;
}

async function createEmptyCart({ apollo, storage }: Services): Promise<string> {
  let cartId: string | null | undefined;
  try {
    // Loaded with the first cart a visitor needs: a returning visitor's stored cart never needs it.
    const { CREATE_EMPTY_CART } = await import(/* webpackChunkName: "cart-create" */ './api/cart.graphql');
    const { data } = await apollo.mutate<{ cartId: string | null }>({
      mutation: CREATE_EMPTY_CART,
      fetchPolicy: 'no-cache',
    });
    cartId = data?.cartId;
  } catch {
    cartId = null; // SPEC 8 reports every creation failure the same way
  }
  if (!cartId) throw new RequestFailure(UNABLE_TO_CREATE_CART);
  storage.setItem(STORAGE_KEYS.cartId, cartId);
  return cartId;
}
