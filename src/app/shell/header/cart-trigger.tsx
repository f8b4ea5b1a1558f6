import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icons/icons';
import { drawerToggled, selectDrawer } from '../../../features/shell';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { MINI_CART_DRAWER } from '../mobile/drawers';

interface CartTriggerProps {
  href: string;
  count: number;
  badge: string;
  showLabel?: boolean;
}

/**
 * The header's cart: a link to /cart (or /sign-in, SPEC 2.4) that, for a shopper allowed the cart, opens the
 * mini-cart drawer instead on a plain click. A modified click (new tab or window) still follows the link.
 */
export function CartTrigger({ href, count, badge, showLabel = false }: CartTriggerProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDrawer) === MINI_CART_DRAWER;
  const opensDrawer = href === '/cart';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      !opensDrawer ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    dispatch(drawerToggled(MINI_CART_DRAWER));
  };
  return (
    <Link
      className="header-action cart-trigger"
      to={href}
      aria-label={`Cart, ${badge} items`}
      aria-haspopup={opensDrawer ? 'dialog' : undefined}
      aria-expanded={opensDrawer ? open : undefined}
      onClick={onClick}
    >
      <span className="cart-trigger__icon">
        <Icon name="cart" />
        {count > 0 ? (
          <span className="cart-trigger__badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </span>
      {showLabel ? <span aria-hidden="true">Cart</span> : null}
    </Link>
  );
}
