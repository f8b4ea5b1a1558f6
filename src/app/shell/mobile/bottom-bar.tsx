import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icons/icons';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { drawerToggled, selectDrawer } from '../../../features/shell';
import { useCartBadge } from '../hooks/use-header';
import { CATEGORIES_DRAWER, YOU_DRAWER } from './drawers';

/** The phone tab bar: Home, Categories, Cart, You (SPEC 2.4). */
export function BottomBar() {
  const dispatch = useAppDispatch();
  const drawer = useAppSelector(selectDrawer);
  const { cartHref, cartCount, cartBadge } = useCartBadge();
  return (
    <nav className="bottom-bar" aria-label="Shortcuts">
      <Link className="bottom-bar__tab" to="/">
        <Icon name="home" />
        Home
      </Link>
      <button
        type="button"
        className="bottom-bar__tab"
        aria-expanded={drawer === CATEGORIES_DRAWER}
        onClick={() => dispatch(drawerToggled(CATEGORIES_DRAWER))}
      >
        <Icon name="categories" />
        Categories
      </button>
      <Link className="bottom-bar__tab" to={cartHref} aria-label={`Cart, ${cartBadge} items`}>
        <span className="cart-trigger__icon">
          <Icon name="cart" />
          {cartCount > 0 ? (
            <span className="cart-trigger__badge" aria-hidden="true">
              {cartBadge}
            </span>
          ) : null}
        </span>
        <span aria-hidden="true">Cart</span>
      </Link>
      <button
        type="button"
        className="bottom-bar__tab"
        aria-expanded={drawer === YOU_DRAWER}
        onClick={() => dispatch(drawerToggled(YOU_DRAWER))}
      >
        <Icon name="account" />
        You
      </button>
    </nav>
  );
}
