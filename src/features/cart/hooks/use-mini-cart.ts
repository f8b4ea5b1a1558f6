import { cartLines, cartSubtotal } from '../cart-totals';
import { useCartDetails } from './use-cart-details';
import { useCartLines } from './use-cart-lines';

/** The mini-cart's view model: the same cart as /cart, fetched afresh each time the drawer opens. */
export function useMiniCart() {
  const details = useCartDetails();
  const lines = cartLines(details.cart).filter((line) => line.is_available !== false);
  return {
    loading: details.loading,
    failed: details.failed,
    retry: details.refetch,
    lines,
    isEmpty: Boolean(details.cart) && lines.length === 0,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: details.cart ? cartSubtotal(details.cart) : 0,
    ...useCartLines(),
  };
}
