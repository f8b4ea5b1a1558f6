import './header.css';
import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icons/icons';
// The bar alone (not the feature's index): the product page's delivery bar stays out of the first-route bundle.
import { LocationBar } from '../../../features/location/components/location-bar';
import { NotificationsBell } from '../../../features/notifications';
import { useHeader } from '../hooks/use-header';
import { MegaMenu } from '../mega-menu/mega-menu';
import { AccountMenu } from './account-menu';
import { CartTrigger } from './cart-trigger';
import { HeaderLogo } from './header-logo';
import { SearchBox } from './search-box';

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
            <AccountMenu signedIn={view.signedIn} label={view.accountLabel} />
            {view.coins !== null ? (
              <Link className="header-action" to="/zepp-coins" aria-label={`${view.coins} reward coins`}>
                <Icon name="coins" />
                <span aria-hidden="true">{view.coins}</span>
              </Link>
            ) : null}
            <NotificationsBell className="header-action" />
            <Link className="header-action" to={view.wishlistHref} aria-label="Wishlist">
              <Icon name="heart" />
            </Link>
            <CartTrigger href={view.cartHref} count={view.cartCount} badge={view.cartBadge} showLabel />
          </div>
        </div>
      </div>
      <MegaMenu />
    </header>
  );
}
