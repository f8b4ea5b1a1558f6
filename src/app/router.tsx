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
  RouteFetching,
  usePageTitle,
} from '../features/routing';
import { ErrorBoundary } from '../ui/error-boundary/error-boundary';
import { lazyComponent } from '../ui/lazy/lazy-component';
import { useMoneyLocale } from '../ui/price/use-money-locale';
import { AppShell } from './shell/app-shell';
import { ErrorView } from './shell/error-view';
import { ROOT_COMPONENTS } from './root-components';

const fetching = <RouteFetching />;

const HomePage = lazyComponent(
  () => import(/* webpackChunkName: "home-page" */ '../features/home/components/home-page'),
  fetching,
);
const SignInPage = lazyComponent(
  () => import(/* webpackChunkName: "sign-in-page" */ '../features/user/components/sign-in-page'),
  fetching,
);
const CreateAccountPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "create-account-page" */ '../features/user/components/create-account-page'),
  fetching,
);
const ForgotPasswordPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "forgot-password-page" */ '../features/user/components/forgot-password-page'),
  fetching,
);
const ResetPasswordPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "reset-password-page" */ '../features/user/components/reset-password-page'),
  fetching,
);
const ProofSignInPage = lazyComponent(
  () => import(/* webpackChunkName: "proof-sign-in-page" */ '../features/user/components/proof-sign-in-page'),
  fetching,
);
const BrandPage = lazyComponent(
  () => import(/* webpackChunkName: "brand-page" */ '../features/brands/components/brand-page'),
  fetching,
);
const SearchPage = lazyComponent(
  () => import(/* webpackChunkName: "search-page" */ '../features/search/components/search-page'),
  fetching,
);
const CartPage = lazyComponent(
  () => import(/* webpackChunkName: "cart-page" */ '../features/cart/components/cart-page'),
  fetching,
);
const CheckoutPages = lazyComponent(
  () => import(/* webpackChunkName: "checkout-pages" */ '../features/checkout/components/checkout-pages'),
  fetching,
);
const BillsPages = lazyComponent(
  () => import(/* webpackChunkName: "bills-pages" */ '../features/bills/components/bills-pages'),
  fetching,
);
const OrderHistoryPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "order-history-page" */ '../features/orders/components/order-history-page'),
  fetching,
);
const OrderDetailsPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "order-details-page" */ '../features/orders/components/order-details-page'),
  fetching,
);
const WishlistPage = lazyComponent(
  () => import(/* webpackChunkName: "wishlist-page" */ '../features/wishlist/components/wishlist-page'),
  fetching,
);
const AccountInformationPage = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "account-information-page" */ '../features/account/components/account-information-page'
    ),
  fetching,
);
const SavedPaymentsPage = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "saved-payments-page" */ '../features/account/components/saved-payments-page'
    ),
  fetching,
);
const CommunicationsPage = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "communications-page" */ '../features/account/components/communications-page'
    ),
  fetching,
);
// Pages of later steps: a titled placeholder each until their feature lands (see placeholder-page.tsx).
const Placeholder = lazyComponent(() => import('../features/routing/components/placeholder-page'), fetching);

/** The pages whose code the first render of these paths needs: fetched before React starts. */
const PAGES_BY_PATH: Record<string, { preload(): Promise<void> }> = {
  '/': HomePage,
  '/sign-in': SignInPage,
  '/search.html': SearchPage,
  '/cart': CartPage,
};

/** Starts loading the code of the page at `pathname` (if it has its own route) while the app boots. */
export function preloadPage(pathname: string): void {
  const page = pathname.startsWith('/brands/') ? BrandPage : PAGES_BY_PATH[pathname];
  page?.preload().catch(() => {}); // the page's own render reports the failure
}

const page = (title: string): ReactNode => <Placeholder title={title} />;

/** Links that sign a shopper in with the shop's proof (SPEC 2.1), by the kind of link. */
const PROOF_SIGN_IN_ROUTES = [
  ['autosignin/customerid/:value', 'customerid'],
  ['autosignin/phone/:value', 'phone'],
  ['autosignin/email/:value', 'email'],
  ['custompage/index/checklogin', 'magic_link'],
  ['oauthlogin/index/callback', 'oauth'],
] as const;

const PUBLIC_PAGES: [path: string, title: string][] = [
  ['referral', 'Refer and Earn'],
  ['zepp-coins', 'My Rewards Points'],
];

/** SPEC 2.1's CMS routes: [path, CMS page identifier, page name]. */
const CMS_ROUTES: [path: string, identifier: string, title: string][] = [
  ['contact-us', 'contact-us', 'Contact Us'],
  // The second Contact Us entry. Magento serves CMS pages with the store's .html URL suffix, so links from the
  // Magento storefront, e-mails and search engines arrive as /contact-us.html: same page, no resolve.
  ['contact-us.html', 'contact-us', 'Contact Us'],
  ['terms-and-condition', 'terms-and-conditions', 'Terms and Conditions'],
];

/** A CMS page at a fixed route: the CMS page type's own component, titled as the route table names it. */
function CmsRoute({ identifier, title }: { identifier: string; title: string }) {
  usePageTitle(title);
  const Page = ROOT_COMPONENTS.CMS_PAGE.default;
  return <Page type="CMS_PAGE" id={identifier} name={title} />;
}

const PROTECTED_TITLES: Record<(typeof PROTECTED_PATHS)[number], string> = {
  '/wishlist': 'My Wishlist',
  '/saved-payments': 'Saved Payments',
  '/order-history': 'My Orders',
  '/communications': 'Communications',
  '/address-book': 'Address Book',
  '/account-information': 'My profile',
};

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

/** The protected pages built so far; the rest are still titled placeholders. */
const PROTECTED_PAGES: Partial<Record<(typeof PROTECTED_PATHS)[number], ReactNode>> = {
  '/order-history': <OrderHistoryPage />,
  '/wishlist': <WishlistPage />,
  '/account-information': <AccountInformationPage />,
  '/saved-payments': <SavedPaymentsPage />,
  '/communications': <CommunicationsPage />,
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
            <Route path="home" element={<Navigate to="/" replace />} />
            <Route path="search.html" element={<SearchPage />} />
            <Route path="sign-in" element={<SignInPage />} />
            <Route path="brands/:brandKey" element={<BrandPage />} />
            <Route path="cart" element={<CartPage />} />
            <Route path="checkout" element={<CheckoutPages page="checkout" />} />
            <Route path="order-confirmation" element={<CheckoutPages page="confirmation" />} />
            <Route path="create-account" element={<CreateAccountPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="customer/account/createPassword" element={<ResetPasswordPage />} />
            {PROOF_SIGN_IN_ROUTES.map(([path, route]) => (
              <Route key={path} path={path} element={<ProofSignInPage route={route} />} />
            ))}
            <Route path="setu" element={<BillsPages page="setu" />} />
            <Route path="bills-and-recharge" element={<BillsPages page="history" />} />
            {PUBLIC_PAGES.map(([path, title]) => (
              <Route key={path} path={path} element={page(title)} />
            ))}
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
              <Route
                key={path}
                path={path.slice(1)}
                element={guarded(PROTECTED_PAGES[path] ?? page(PROTECTED_TITLES[path]))}
              />
            ))}
            <Route path="order-history/:id" element={guarded(<OrderDetailsPage />)} />
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
