import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectCartId } from '../../cart';
import { hasBuyNowRecord } from '../buy-now/buy-now-key';

/**
 * For the app shell: gives the shopper's cart back once a Buy Now checkout is over (buy-now/watch.ts). Costs a
 * storage read per route or cart change; the code that decides and puts the cart back loads only when Buy Now
 * has left a record.
 */
export function useBuyNowWatch(): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const cartId = useAppSelector(selectCartId);
  // Where the shopper is when the decision is made (the code may arrive a route later), not when it was asked.
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
    if (!dispatch(hasBuyNowRecord())) return;
    void import(/* webpackChunkName: "buy-now" */ '../buy-now/put-back')
      .then(({ settleBuyNow }) => dispatch(settleBuyNow(() => current.current)))
      .catch(() => undefined);
  }, [dispatch, pathname, cartId]);
}
