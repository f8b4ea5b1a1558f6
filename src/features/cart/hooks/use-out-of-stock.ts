import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { removeItemFromCart } from '../cart-item-thunks';
import { cartLines } from '../cart-totals';
import type { CartData } from '../cart-types';
import { CART_MESSAGES } from '../messages';

/**
 * SPEC 8: items the shop reports out of stock are dropped with a notice, never a crash. Lines Magento reported
 * through GraphQL errors are already gone from the data (app/apollo/error-filter-link.ts): the cart's count
 * then exceeds its lines. Lines it marks unavailable (is_available false) are removed from the cart here.
 */
export function useOutOfStock(cart: CartData | null): string | null {
  const dispatch = useAppDispatch();
  const handled = useRef(new Set<string>());
  const [dropped, setDropped] = useState<string[] | null>(null);
  const lines = cartLines(cart);
  const unavailable = lines.filter((line) => line.is_available === false);
  const shownQuantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const filteredOut = Boolean(cart && cart.total_quantity > shownQuantity);

  useEffect(() => {
    const fresh = unavailable.filter((line) => !handled.current.has(line.uid));
    if (!fresh.length) return;
    for (const line of fresh) handled.current.add(line.uid);
    setDropped((names) => [...(names ?? []), ...fresh.map((line) => line.product.name ?? line.product.sku)]);
    void (async () => {
      for (const line of fresh) await dispatch(removeItemFromCart({ itemId: line.uid }));
    })();
  }, [dispatch, unavailable]);

  if (dropped) return CART_MESSAGES.outOfStock(dropped);
  return filteredOut ? CART_MESSAGES.outOfStock([]) : null;
}
