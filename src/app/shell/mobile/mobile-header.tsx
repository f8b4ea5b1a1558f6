import './mobile.css';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../../../ui/icons/icons';
import { NotificationsBell } from '../../../features/notifications';
import { selectIsSignedIn } from '../../../features/user';
import { useAppSelector } from '../../hooks';
import { DeferredSlot } from '../deferred-slot';
import { backHeaderTitle } from '../config';
import { useHeaderLogo } from '../hooks/use-header';
import { HeaderLogo } from '../header/header-logo';
import { SearchBox } from '../header/search-box';
import { SHELL_MESSAGES } from '../messages';
import { MenuButton } from './menu-button';

/**
 * The phone header: none on /sign-in, back arrow + title on the cart, checkout and account pages, else logo +
 * search, plus on the home page the notifications bell for a signed-in customer or else 'Install App' (while the
 * browser offers it): SPEC 2.4's "a bell or an 'Install App' button", and at 360px the bar has room for the
 * search box and one of them, not both. Last, the full-screen menu's button, at the right edge the menu slides
 * in from.
 */
export function MobileHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The logo only: the badges a phone shows are the tab bar's (its own light watcher).
  const { logoSrc, logoAlt } = useHeaderLogo();
  const signedIn = useAppSelector(selectIsSignedIn);
  if (pathname === '/sign-in') return null;

  const title = backHeaderTitle(pathname);
  if (title) {
    // With no page to go back to (opened from a link or bookmark), back means home.
    const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
    return (
      <header className="mobile-header">
        <button type="button" className="mobile-header__back" aria-label="Back" onClick={goBack}>
          <Icon name="back" />
        </button>
        {/* Not a heading: the page below has its own h1 with the same name. */}
        <span className="mobile-header__title">{title}</span>
      </header>
    );
  }
  return (
    <header className="mobile-header">
      <HeaderLogo src={logoSrc} alt={logoAlt} />
      <SearchBox placeholder={SHELL_MESSAGES.phoneSearchPlaceholder} />
      {pathname === '/' ? signedIn ? <NotificationsBell /> : <DeferredSlot install /> : null}
      <MenuButton />
    </header>
  );
}
