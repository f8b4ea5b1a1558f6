import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RequestError } from '../../../lib/request';
import { useToasts } from '../../../ui/toast/use-toasts';
import { track } from '../../analytics';
import { addItemToCart, selectIsAddingItem } from '../../cart';
import { addToCartPayload, type AddedLine } from '../add-to-cart-event';
import { ERROR_TOAST_MS } from '../../../ui/toast/toast-rules';
import { ADD_TO_CART_EVENT } from '../constants';
import { PRODUCT_MESSAGES } from '../messages';

/**
 * Magento's user_errors and GraphQL messages (and SPEC 8's 'Unable to create cart') are for the shopper; a
 * network failure's own text ('Failed to fetch') is not.
 */
function failureMessage(error: RequestError | undefined): string {
  return error?.kind === 'user' && error.message ? error.message : PRODUCT_MESSAGES.addFailed;
}

/** Adds the line through the cart slice; a toast tells how it went, a success is tracked. */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const { addToast } = useToasts();
  const isAdding = useAppSelector(selectIsAddingItem);

  const add = useCallback(
    async (line: AddedLine) => {
      const { product, variant, quantity } = line;
      const sku = variant?.sku ?? product.sku ?? '';
      const parentSku = variant ? (product.sku ?? undefined) : undefined;
      const result = await dispatch(addItemToCart({ sku, parentSku, quantity }));
      if (addItemToCart.rejected.match(result)) {
        addToast({ type: 'error', message: failureMessage(result.payload), timeout: ERROR_TOAST_MS });
        return;
      }
      addToast({ type: 'success', message: PRODUCT_MESSAGES.added(product.name ?? sku) });
      track(ADD_TO_CART_EVENT, addToCartPayload(line));
    },
    [dispatch, addToast],
  );

  return { isAdding, add };
}
