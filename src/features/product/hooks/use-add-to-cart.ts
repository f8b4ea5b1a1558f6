import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useToasts } from '../../../ui/toast/use-toasts';
import { track } from '../../analytics';
import { addItemToCart, selectIsAddingItem } from '../../cart';
import { addToCartPayload, type AddedLine } from '../add-to-cart-event';
import { ERROR_TOAST_MS } from '../../../ui/toast/toast-rules';
import { ADD_TO_CART_EVENT } from '../constants';
import { PRODUCT_MESSAGES } from '../messages';

/**
 * The cart slice rejects with Magento's user_errors (or GraphQL) messages, which are for the shopper; a
 * network failure's own text ('Failed to fetch') is not.
 */
function failureMessage(error: unknown): string {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  const fromShop = name === 'Error' || name === 'CombinedGraphQLErrors';
  return fromShop && message ? message : PRODUCT_MESSAGES.addFailed;
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
      try {
        await dispatch(addItemToCart({ sku, parentSku, quantity })).unwrap();
      } catch (error) {
        addToast({ type: 'error', message: failureMessage(error), timeout: ERROR_TOAST_MS });
        return;
      }
      addToast({ type: 'success', message: PRODUCT_MESSAGES.added(product.name ?? sku) });
      track(ADD_TO_CART_EVENT, addToCartPayload(line));
    },
    [dispatch, addToast],
  );

  return { isAdding, add };
}
