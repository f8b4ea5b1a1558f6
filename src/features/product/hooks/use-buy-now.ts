import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { toRequestError } from '../../../lib/request';
import { useToasts } from '../../../ui/toast/use-toasts';
import { ERROR_TOAST_MS } from '../../../ui/toast/toast-rules';
import { track } from '../../analytics';
import { addToCartPayload, type AddedLine } from '../add-to-cart-event';
import { ADD_TO_CART_EVENT, CHECKOUT_PATH } from '../constants';
import { PRODUCT_MESSAGES } from '../messages';

/**
 * Buy Now: checkout with just this line, the shopper's cart set aside until the order is placed or checkout
 * left (buy-now/). Its code loads on the first press. A refusal (stock, quantity) is shown in a toast.
 */
export function useBuyNow() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { addToast } = useToasts();
  const [isBuying, setBuying] = useState(false);

  const buyNow = useCallback(
    async (line: AddedLine) => {
      const { product, variant, quantity } = line;
      const sku = variant?.sku ?? product.sku ?? '';
      const parentSku = variant ? (product.sku ?? undefined) : undefined;
      setBuying(true);
      try {
        const { startBuyNow } = await import(/* webpackChunkName: "buy-now" */ '../buy-now/start-buy-now');
        await dispatch(startBuyNow({ sku, parentSku, quantity }, () => navigate(CHECKOUT_PATH)));
        track(ADD_TO_CART_EVENT, addToCartPayload(line));
      } catch (error) {
        const failure = toRequestError(error);
        const message =
          failure.kind === 'user' && failure.message ? failure.message : PRODUCT_MESSAGES.buyNowFailed;
        addToast({ type: 'error', message, timeout: ERROR_TOAST_MS });
        setBuying(false);
      }
    },
    [dispatch, navigate, addToast],
  );

  return { isBuying, buyNow };
}
