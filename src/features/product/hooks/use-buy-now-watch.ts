import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectCartId } from '../../cart';
import { readBuyNowRecord } from '../buy-now/buy-now-record';
import { buyNowIsOver } from '../buy-now/watch';

/**
 * For the app shell: gives the shopper's cart back once a Buy Now checkout is over (buy-now/watch.ts). Costs a
 * storage read per route or cart change; the code that puts the cart back loads only when there is one.
 */
export function useBuyNowWatch(): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const cartId = useAppSelector(selectCartId);
  useEffect(() => {
    const record = dispatch(readBuyNowRecord());
    if (!record || !buyNowIsOver(record, { pathname, cartId, now: Date.now() })) return;
    void import(/* webpackChunkName: "buy-now" */ '../buy-now/put-back')
      .then(({ putBack }) => dispatch(putBack()))
      .catch(() => undefined);
  }, [dispatch, pathname, cartId]);
}
