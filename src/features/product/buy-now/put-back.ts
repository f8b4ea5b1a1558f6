// Gives the shopper's cart back once Buy Now is over: the order was placed (checkout replaced the Buy Now cart)
// or the shopper left checkout without ordering. The record goes first, so nothing is ever put back twice; a
// line Magento no longer sells (out of stock) or a discount it now refuses stays out, as it would anywhere.
import { createCart, mergeGuestCart, selectCartId } from '../../cart';
import { selectIsSignedIn } from '../../user';
import type { Services } from '../../../lib/services';
import { readBuyNowRecord, writeBuyNowRecord, type CustomerRecord } from './buy-now-record';
import { buyNowIsOver, inBuyNowCheckout } from './watch';
import { addLines, api, emptyCart, readCart, switchSessionCart, type BuyNowThunk } from './cart-calls';

const quietly = (work: Promise<unknown>) => work.then(() => undefined).catch(() => undefined);

async function reapplyDiscounts(services: Services, cartId: string, record: CustomerRecord) {
  const m = await api();
  const send = (mutation: typeof m.APPLY_SET_ASIDE_COUPON, variables: Record<string, string> = {}) =>
    quietly(services.apollo.mutate({ mutation, variables: { cartId, ...variables } }));
  if (record.coupon) await send(m.APPLY_SET_ASIDE_COUPON, { code: record.coupon });
  for (const code of record.giftCards) await send(m.APPLY_SET_ASIDE_GIFT_CARD, { code });
  if (record.coins) await send(m.APPLY_SET_ASIDE_COINS);
}

const putBackToCustomer =
  (record: CustomerRecord): BuyNowThunk =>
  async (dispatch, _getState, services) => {
    const cartId = await dispatch(createCart()).unwrap();
    const now = await readCart(services, cartId);
    dispatch(writeBuyNowRecord(null));
    // Another customer signed in on this browser: the lines are not theirs.
    if (record.email && now.email && record.email !== now.email) return;
    // Still the Buy Now cart (no order): its line and any discount added at checkout go first.
    if (cartId === record.buyNowCartId) await emptyCart(services, cartId, now);
    if (record.lines.length) await quietly(addLines(services, cartId, record.lines));
    await reapplyDiscounts(services, cartId, record);
  };

let running: Promise<void> | null = null;

/** Puts the set-aside cart back, if Buy Now set one aside; calls made meanwhile share the one run. */
export const putBack = (): BuyNowThunk => (dispatch, getState) => {
  running ??= (async () => {
    const record = dispatch(readBuyNowRecord());
    if (!record) return;
    const signedIn = selectIsSignedIn(getState());
    if (record.mode === 'customer') {
      // Signed out meanwhile: the lines wait for the customer to sign in again.
      if (signedIn) await dispatch(putBackToCustomer(record));
      return;
    }
    dispatch(writeBuyNowRecord(null));
    // Signed in meanwhile: the guest's own cart joins the customer's, as at any sign-in.
    if (signedIn) {
      if (record.ownCartId) await dispatch(mergeGuestCart(record.ownCartId));
      return;
    }
    await dispatch(switchSessionCart(record.ownCartId));
  })().finally(() => {
    running = null;
  });
  return running;
};

/**
 * The shell's question, once it knows there is a record: is Buy Now over (buy-now/watch.ts) where the shopper is
 * now (`pathname()`: read when this code has arrived, not when it was asked for) with the session's cart? Then
 * the cart goes back.
 */
export const settleBuyNow =
  (pathname: () => string): BuyNowThunk =>
  async (dispatch, getState) => {
    const record = dispatch(readBuyNowRecord());
    const where = { pathname: pathname(), cartId: selectCartId(getState()), now: Date.now() };
    if (!record) return;
    // Checkout has opened on the Buy Now cart: from here on, leaving it ends Buy Now.
    if (
      record.phase === 'starting' &&
      where.cartId === record.buyNowCartId &&
      inBuyNowCheckout(where.pathname)
    )
      dispatch(writeBuyNowRecord({ ...record, phase: 'checkout' }));
    else if (buyNowIsOver(record, where)) await dispatch(putBack());
  };
