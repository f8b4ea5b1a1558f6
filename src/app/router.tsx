// The route table (SPEC 2.1), protected routes (2.2) and the catch-all (2.3). Pages load on demand.
// Declarative <Routes>: the data router (loaders, actions, fetchers) would cost ~15 KiB gzip the app never uses.
import type { ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { billPaymentIdOf } from '../features/bills';
import {
  CatchAll,
  paymentProviders,
  PROGRAMME_STORES,
  PROTECTED_PATHS,
  RequireSignIn,
  usePageTitle,
} from '../features/routing';
import { ErrorBoundary } from '../ui/error-boundary/error-boundary';
import { useMoneyLocale } from '../ui/price/use-money-locale';
import { AppShell } from './shell/app-shell';
import { ErrorView } from './shell/error-view';
import {
  HomePage,
  SignInPage,
  CreateAccountPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  ProofSignInPage,
  BrandPage,
  SearchPage,
  CartPage,
  CheckoutPages,
  OrderHistoryPage,
  OrderDetailsPage,
  TrackOrderPage,
  WishlistPage,
  ComparePage,
  AccountInformationPage,
  SavedPaymentsPage,
  CommunicationsPage,
  RewardsPage,
  ReferralPage,
  AddressBookPage,
  BillsPages,
  StockAlertsPage,
  ReturnsPages,
} from './pages';
import { ROOT_COMPONENTS } from './root-components';
import { BRAND_ROUTE, CMS_ROUTES, HOME_ALIAS_ROUTE, PROOF_SIGN_IN_ROUTES, SEARCH_ROUTE } from './route-paths';

/** A CMS page at a fixed route: the CMS page type's own component, titled as the route table names it. */
function CmsRoute({ identifier, title }: { identifier: string; title: string }) {
  usePageTitle(title);
  const Page = ROOT_COMPONENTS.CMS_PAGE.default;
  return <Page type="CMS_PAGE" id={identifier} name={title} />;
}

/**
 * A page that throws shows the error view inside the shell; the next navigation tries again. Prices are
 * formatted in the store's locale: should it differ from en-IN once known (app/locale.ts, right after the
 * first paint), the page renders afresh in it.
 */
function PageErrorBoundary() {
  const location = useLocation();
  const locale = useMoneyLocale();
  return (
    <ErrorBoundary resetKey={location.key} fallback={(error) => <ErrorView error={error} />}>
      <Outlet key={locale} />
    </ErrorBoundary>
  );
}

/** SPEC 2.2's protected pages: a guest is sent to sign in and brought back. */
const PROTECTED_PAGES: Record<(typeof PROTECTED_PATHS)[number], ReactNode> = {
  '/order-history': <OrderHistoryPage />,
  '/wishlist': <WishlistPage />,
  '/account-information': <AccountInformationPage />,
  '/saved-payments': <SavedPaymentsPage />,
  '/communications': <CommunicationsPage />,
  '/address-book': <AddressBookPage />,
  '/stock-alerts': <StockAlertsPage />,
  '/returns': <ReturnsPages page="list" />,
};

/** A provider's return route: a bill payment's (BILL-{id}) goes to the bills' return page, an order's to checkout's. */
function PaymentReturnRoute() {
  const reference = useParams().order ?? '';
  return billPaymentIdOf(reference) ? (
    <BillsPages page="paymentReturn" />
  ) : (
    <CheckoutPages page="paymentReturn" />
  );
}

/** The whole route table. Only a broken shell replaces everything with the error view. */
export function AppRoutes() {
  const guarded = (element: ReactNode) => <RequireSignIn>{element}</RequireSignIn>;
  return (
    <ErrorBoundary fallback={(error) => <ErrorView error={error} />}>
      <Routes>
        <Route path="/" element={<AppShell />}>
          <Route element={<PageErrorBoundary />}>
            <Route index element={<HomePage />} />
            <Route path={HOME_ALIAS_ROUTE} element={<Navigate to="/" replace />} />
            <Route path={SEARCH_ROUTE} element={<SearchPage />} />
            <Route path="sign-in" element={<SignInPage />} />
            <Route path={BRAND_ROUTE} element={<BrandPage />} />
            <Route path="cart" element={<CartPage />} />
            <Route path="compare.html" element={<ComparePage />} />
            <Route path="checkout" element={<CheckoutPages page="checkout" />} />
            <Route path="order-confirmation" element={<CheckoutPages page="confirmation" />} />
            <Route path="create-account" element={<CreateAccountPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="customer/account/createPassword" element={<ResetPasswordPage />} />
            {PROOF_SIGN_IN_ROUTES.map(([path, route]) => (
              <Route key={path} path={path} element={<ProofSignInPage route={route} />} />
            ))}
            {/* Public in SPEC 2.1: a guest sees why to sign in, with a button that comes back here. */}
            <Route path="referral" element={<ReferralPage />} />
            <Route path="zepp-coins" element={<RewardsPage />} />
            <Route path="setu" element={<BillsPages page="setu" />} />
            <Route path="bills-and-recharge" element={<BillsPages page="history" />} />
            {CMS_ROUTES.map(([path, identifier, title]) => (
              <Route key={path} path={path} element={<CmsRoute identifier={identifier} title={title} />} />
            ))}
            {/* SPEC 2.1's programme redirects: the catch-all's store-code rule takes them into their store view. */}
            {Object.keys(PROGRAMME_STORES).map((path) => (
              <Route
                key={path}
                path={path.slice(1)}
                element={<CatchAll rootComponents={ROOT_COMPONENTS} />}
              />
            ))}
            {PROTECTED_PATHS.map((path) => (
              <Route key={path} path={path.slice(1)} element={guarded(PROTECTED_PAGES[path])} />
            ))}
            <Route path="order-history/:id" element={guarded(<OrderDetailsPage />)} />
            {/* Public: a guest's order by its number, e-mail and last name, or the e-mail's link. */}
            <Route path="track-order" element={<TrackOrderPage />} />
            <Route path="order-history/:id/return" element={guarded(<ReturnsPages page="form" />)} />
            {paymentProviders().map((provider) => (
              <Route
                key={provider}
                path={`${provider}/checkout/success/:order`}
                element={<PaymentReturnRoute />}
              />
            ))}
            <Route path="*" element={<CatchAll rootComponents={ROOT_COMPONENTS} />} />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
