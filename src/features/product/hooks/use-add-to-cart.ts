import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useToasts } from '../../../ui/toast/use-toasts';
import { track } from '../../analytics';
import { addItemToCart, selectIsAddingItem } from '../../cart/cart-slice';
import { addToCartPayload, type AddedLine } from '../add-to-cart-event';
import { ADD_TO_CART_EVENT, ERROR_TOAST_MS } from '../constants';
import { PRODUCT_MESSAGES } from '../messages';

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
      try {
        await dispatch(addItemToCart({ sku, parentSku, quantity })).unwrap();
      } catch (error) {
        // The cart slice rejects with Magento's user_errors messages (or the failure's own).
        const message = (error as { message?: string }).message || PRODUCT_MESSAGES.addFailed;
        addToast({ type: 'error', message, timeout: ERROR_TOAST_MS });
        return;
      }
      addToast({ type: 'success', message: PRODUCT_MESSAGES.added(product.name ?? sku) });
      track(ADD_TO_CART_EVENT, addToCartPayload(line));
    },
    [dispatch, addToast],
  );

  return { isAdding, add };
}
