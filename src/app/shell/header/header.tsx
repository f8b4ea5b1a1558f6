import './header.css';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icons/icons';
// The bar alone (not the feature's index): the product page's delivery bar stays out of the first-route bundle.
import { LocationBar } from '../../../features/location/components/location-bar';
import { NotificationsBell } from '../../../features/notifications';
import { useHeader } from './use-desktop-header';
import { CartTrigger } from './cart-trigger';
import { HeaderLogo } from './header-logo';
import { SearchBox } from './search-box';

// Desktop only, and shown once its categories have answered anyway: a phone's first route does not carry it.
const MegaMenu = lazy(() => import(/* webpackChunkName: "mega-menu" */ '../mega-menu/mega-menu'));
const SignedInActions = lazy(() => import(/* webpackChunkName: "signed-in-actions" */ './signed-in-actions'));

/**
 * The desktop header (SPEC 2.4): a fixed dark bar with logo, search, account, coins, notifications, wishlist
 * and cart, then the mega menu, which scrolls with the page.
 */
export function Header() {
  const view = useHeader();
  return (
    <header className="site-header">
      <div className="site-header__fixed">
        <div className="site-header__bar site-width">
          <HeaderLogo src={view.logoSrc} alt={view.logoAlt} />
          <LocationBar />
          <SearchBox />
          <div className="site-header__actions">
            {view.signedIn ? (
              <Suspense fallback={null}>
                <SignedInActions label={view.accountLabel} coins={view.coins} />
              </Suspense>
            ) : (
              <Link className="header-action account-chip" to="/sign-in">
                <Icon name="account" />
                <span>{view.accountLabel}</span>
              </Link>
            )}
            <NotificationsBell className="header-action" />
            <Link className="header-action" to={view.wishlistHref} aria-label="Wishlist">
              <Icon name="heart" />
            </Link>
            <CartTrigger href={view.cartHref} count={view.cartCount} badge={view.cartBadge} showLabel />
          </div>
        </div>
      </div>
      <Suspense fallback={null}>
        <MegaMenu />
      </Suspense>
    </header>
  );
}
