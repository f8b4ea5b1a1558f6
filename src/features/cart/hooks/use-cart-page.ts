import { useEffect, useRef } from 'react';
import { trackViewCart } from '../cart-events';
import { cartBreakdownAmounts, cartLines, cartSubtotal, discountOnMrp } from '../cart-totals';
import { cartPageShown, useCartDetails } from './use-cart-details';
import { useCartLines } from './use-cart-lines';
import { useOutOfStock } from './use-out-of-stock';

/** The /cart page's view model: the cart's lines and totals, what the shopper can do, and what went wrong. */
export function useCartPage() {
  const details = useCartDetails();
  const { cart, loading } = details;
  const lineActions = useCartLines();
  const outOfStockNotice = useOutOfStock(cart);
  const lines = cartLines(cart).filter((line) => line.is_available !== false);
  const viewed = useRef(false);

  const shown = Boolean(cart) || details.failed;
  useEffect(() => {
    if (shown) cartPageShown();
  }, [shown]);

  useEffect(() => {
    if (viewed.current || !cart) return;
    viewed.current = true;
    trackViewCart(cartLines(cart));
  }, [cart]);

  return {
    loading,
    failed: details.failed,
    retry: details.refetch,
    cart,
    lines,
    isEmpty: Boolean(cart) && lines.length === 0,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals: cart
      ? {
          subtotal: cartSubtotal(cart),
          discountOnMrp: discountOnMrp(cart),
          amounts: cartBreakdownAmounts(cart),
        }
      : null,
    estimatedDeliveryDate: cart?.estimatedDeliveryDate ?? null,
    outOfStockNotice,
    ...lineActions,
  };
}
