// Creating the session's cart. Several callers can ask at once (bootstrap, the cart trigger, an add-to-cart
// click); they share one createEmptyCart call per store, or the shopper would end up with two carts.
import { RequestFailure } from '../../lib/request';
import type { Services } from '../../lib/services';
import { STORAGE_KEYS } from '../../lib/storage';
import { UNABLE_TO_CREATE_CART } from './cart-errors';
import { nextIdleStep } from './idle-step';

const inFlight = new WeakMap<Services, Promise<string>>();

/**
 * A new empty cart's id, stored for the next visit; rejects with 'Unable to create cart'. `inBackground` (the
 * guest's cart made once the first page has settled, which nobody waits for) runs each step (the request's
 * code, the request, what its answer changes) at an idle moment of its own: one long task becomes short ones.
 */
export function requestNewCart(services: Services, { inBackground = false } = {}): Promise<string> {
  const pending =
    inFlight.get(services) ??
    createEmptyCart(services, inBackground ? nextIdleStep : now).finally(() => inFlight.delete(services));
  inFlight.set(services, pending);
  return pending;
}

const now = () => Promise.resolve();

async function createEmptyCart({ apollo, storage }: Services, step: () => Promise<void>): Promise<string> {
  let cartId: string | null | undefined;
  try {
    await step();
    // Loaded with the first cart a visitor needs: a returning visitor's stored cart never needs it.
    const { CREATE_EMPTY_CART } = await import(/* webpackChunkName: "cart-create" */ './api/cart.graphql');
    await step();
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
  await step(); // the store's update and the header's render that follow it: a task of their own
  return cartId;
}
