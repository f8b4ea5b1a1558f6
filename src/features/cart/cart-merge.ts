// Signing in never silently drops a guest's cart: its lines, coupon and gift cards move into the customer's
// cart (Magento mergeCarts), which becomes the session's cart.
import { settle } from '../../lib/request';
import { createServiceThunk } from '../../lib/services';
import { isInvalidCartError } from './cart-errors';
import { startCart } from './cart-slice';

/**
 * After sign-in: starts the customer's cart (SPEC 4: a new id once the guest's is forgotten is the
 * customer's own) and merges the guest's cart, given by id, into it. A guest cart Magento no longer knows or
 * that is already merged has nothing left to give; any other failure rejects, and the customer's cart stays.
 */
export const mergeGuestCart = createServiceThunk(
  'cart/mergeGuestCart',
  (guestCartId: string | null | undefined, api) =>
    settle(api, async () => {
      const cartId = await api.dispatch(startCart()).unwrap();
      if (!guestCartId || guestCartId === cartId) return cartId;
      const { MERGE_CARTS } = await import(/* webpackChunkName: "cart-merge" */ './api/cart-merge.graphql');
      try {
        await api.extra.apollo.mutate({
          mutation: MERGE_CARTS,
          variables: { source: guestCartId, destination: cartId },
        });
      } catch (error) {
        if (!isInvalidCartError(error)) throw error;
      }
      return cartId;
    }),
);
