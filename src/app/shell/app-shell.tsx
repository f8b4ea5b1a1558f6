import './shell.css';
// The desktop header's rules stay in the first route's CSS: the server's skeleton paints with them.
import './header/header.css';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingIndicator } from '../../ui/loading-indicator/loading-indicator';
import { MOBILE_SHELL_QUERY, useMediaQuery } from '../../ui/hooks/use-media-query';
import { ToastContainer } from '../../ui/toast/toast-container';
import { useBuyNowWatch } from '../../features/product';
import { selectIsPageLoading, useRouteChangeEffects } from '../../features/routing';
import { useAppSelector } from '../hooks';
import { backHeaderTitle } from './config';
import { DesktopHeader, DesktopMiniCartHost } from './desktop-shell';
import { LoadingBar } from './loading-bar';
import { SHELL_MESSAGES } from './messages';
import { BottomBar } from './mobile/bottom-bar';
import { MobileDrawers } from './mobile/mobile-drawers';
import { MobileHeader } from './mobile/mobile-header';
import { DeferredSlot } from './deferred-slot';
import { useErrorToasts } from './hooks/use-error-toasts';

// Only desktops show the footer, below the page: a phone's first route does not carry its code.
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './footer/footer'));

/** The layout around every page: header, page, footer or tab bar, and the app-wide overlays (SPEC 2.4). */
export function AppShell() {
  useRouteChangeEffects();
  useErrorToasts();
  useBuyNowWatch();
  const mobile = useMediaQuery(MOBILE_SHELL_QUERY);
  const { pathname } = useLocation();
  const pageLoading = useAppSelector(selectIsPageLoading);
  const signInPage = pathname === '/sign-in';
  const bottomBar = mobile && backHeaderTitle(pathname) === null;

  return (
    <div className={bottomBar ? 'app-shell app-shell--with-tabs' : 'app-shell'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <LoadingBar loading={pageLoading} />
      {mobile ? <MobileHeader /> : <DesktopHeader />}
      <main id="main" className="app-shell__main" tabIndex={-1}>
        <Suspense fallback={<LoadingIndicator global>{SHELL_MESSAGES.fetching}</LoadingIndicator>}>
          <Outlet />
        </Suspense>
      </main>
      {!mobile && !signInPage ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : null}
      {bottomBar ? <BottomBar /> : null}
      {mobile ? <MobileDrawers /> : <DesktopMiniCartHost />}
      <ToastContainer />
      <DeferredSlot chatRaised={bottomBar} />
    </div>
  );
}
