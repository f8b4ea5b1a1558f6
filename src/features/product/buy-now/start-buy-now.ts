// Buy Now: straight to checkout with just this product, the shopper's cart kept out of the order and given
// back afterwards (put-back.ts). A guest gets a new guest cart for it; a customer, whose one active cart
// Magento will not double, has its lines and discounts set aside (in the record) and the cart emptied for it.
// The record is written before the session's cart changes, so a failure at any later step can be undone.
import { RequestFailure } from '../../../lib/request';
import type { Services } from '../../../lib/services';
import { createCart, selectCartId } from '../../cart';
import { selectIsSignedIn } from '../../user';
import { PRODUCT_MESSAGES } from '../messages';
import { writeBuyNowRecord, type BuyNowRecord, type SetAsideLine } from './buy-now-record';
import { addLines, api, emptyCart, readCart, switchSessionCart, type BuyNowThunk } from './cart-calls';
import { putBack } from './put-back';

async function startForGuest(
  services: Services,
  line: SetAsideLine,
  ownCartId: string | null,
): Promise<BuyNowRecord> {
  const { CREATE_BUY_NOW_CART } = await api();
  const { data } = await services.apollo.mutate<{ cartId: string | null }>({
    mutation: CREATE_BUY_NOW_CART,
    fetchPolicy: 'no-cache',
  });
  if (!data?.cartId) throw new RequestFailure(PRODUCT_MESSAGES.buyNowFailed);
  await addLines(services, data.cartId, [line]);
  return { mode: 'guest', ownCartId, buyNowCartId: data.cartId, phase: 'starting', startedAt: Date.now() };
}

/**
 * Starts Buy Now with `line` and opens checkout. Rejects with the shopper's message when the product cannot
 * be added; whatever was set aside by then is put back first.
 */
export const startBuyNow =
  (line: SetAsideLine, openCheckout: () => void): BuyNowThunk =>
  async (dispatch, getState, services) => {
    const ownCartId = selectCartId(getState());
    if (!selectIsSignedIn(getState())) {
      const record = await startForGuest(services, line, ownCartId);
      dispatch(writeBuyNowRecord(record));
      await dispatch(switchSessionCart(record.buyNowCartId));
      // The shell's watch marks the record as in checkout once the checkout page is there.
      return openCheckout();
    }
    const cartId = await dispatch(createCart()).unwrap();
    const held = await readCart(services, cartId);
    const { itemIds: _ids, ...kept } = held;
    const record: BuyNowRecord = {
      mode: 'customer',
      ...kept,
      buyNowCartId: cartId,
      phase: 'starting',
      startedAt: Date.now(),
    };
    dispatch(writeBuyNowRecord(record));
    try {
      await emptyCart(services, cartId, held);
      await addLines(services, cartId, [line]);
    } catch (error) {
      await dispatch(putBack());
      throw error;
    }
    return openCheckout();
  };
