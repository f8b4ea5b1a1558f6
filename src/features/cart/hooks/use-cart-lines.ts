import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RequestError } from '../../../lib/request';
import { ERROR_TOAST_MS } from '../../../ui/toast/toast-rules';
import { useToasts } from '../../../ui/toast/use-toasts';
import { trackCartUpdated, trackRemoveFromCart } from '../cart-events';
import { selectIsUpdatingItem } from '../cart-slice';
import { removeItemFromCart, updateItemInCart } from '../cart-item-thunks';
import type { CartItemData } from '../cart-types';
import { MIN_LINE_QUANTITY } from '../constants';
import { CART_MESSAGES } from '../messages';

/** Magento's own words for the shopper; our sentence for a network or unexpected failure. */
function failureMessage(error: RequestError | undefined): string {
  return error?.kind === 'user' && error.message ? error.message : CART_MESSAGES.updateFailed;
}

/** Changing and removing lines (SPEC 4.3), shared by the cart page and the mini-cart. */
export function useCartLines() {
  const dispatch = useAppDispatch();
  const { addToast } = useToasts();
  const updating = useAppSelector(selectIsUpdatingItem);

  const fail = useCallback(
    (error: RequestError | undefined) =>
      addToast({ type: 'error', message: failureMessage(error), timeout: ERROR_TOAST_MS }),
    [addToast],
  );

  const setQuantity = useCallback(
    async (line: CartItemData, quantity: number) => {
      if (quantity < MIN_LINE_QUANTITY || quantity === line.quantity) return;
      const result = await dispatch(updateItemInCart({ itemId: line.uid, quantity }));
      if (updateItemInCart.rejected.match(result)) fail(result.payload);
      else trackCartUpdated(line, quantity);
    },
    [dispatch, fail],
  );

  const remove = useCallback(
    async (line: CartItemData) => {
      const result = await dispatch(removeItemFromCart({ itemId: line.uid }));
      if (removeItemFromCart.rejected.match(result)) {
        fail(result.payload);
        return;
      }
      trackRemoveFromCart(line);
      addToast({ type: 'info', message: CART_MESSAGES.removed(line.product.name ?? line.product.sku) });
    },
    [dispatch, fail, addToast],
  );

  return { updating, setQuantity, remove };
}
