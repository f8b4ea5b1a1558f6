// The code-split pages (one chunk each, SPEC 2.1's routes in router.tsx render them), and which page's code the
// first render of a path needs. Its own file so that adding a page and wiring its route merge cleanly.
import { createElement } from 'react';
import { RouteFetching } from '../features/routing';
import { holdSettling } from '../lib/page-settled';
import { lazyComponent } from '../ui/lazy/lazy-component';
import type { AppDispatch } from './store';

const fetching = createElement(RouteFetching);

export const HomePage = lazyComponent(
  () => import(/* webpackChunkName: "home-page" */ '../features/home/components/home-page'),
  fetching,
);
export const SignInPage = lazyComponent(
  () => import(/* webpackChunkName: "sign-in-page" */ '../features/user/components/sign-in-page'),
  fetching,
);
export const CreateAccountPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "create-account-page" */ '../features/user/components/create-account-page'),
  fetching,
);
export const ForgotPasswordPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "forgot-password-page" */ '../features/user/components/forgot-password-page'),
  fetching,
);
export const ResetPasswordPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "reset-password-page" */ '../features/user/components/reset-password-page'),
  fetching,
);
export const ProofSignInPage = lazyComponent(
  () => import(/* webpackChunkName: "proof-sign-in-page" */ '../features/user/components/proof-sign-in-page'),
  fetching,
);
export const BrandPage = lazyComponent(
  () => import(/* webpackChunkName: "brand-page" */ '../features/brands/components/brand-page'),
  fetching,
);
export const SearchPage = lazyComponent(
  () => import(/* webpackChunkName: "search-page" */ '../features/search/components/search-page'),
  fetching,
);
export const CartPage = lazyComponent(
  () => import(/* webpackChunkName: "cart-page" */ '../features/cart/components/cart-page'),
  fetching,
);
export const CheckoutPages = lazyComponent(
  () => import(/* webpackChunkName: "checkout-pages" */ '../features/checkout/components/checkout-pages'),
  fetching,
);
export const OrderHistoryPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "order-history-page" */ '../features/orders/components/order-history-page'),
  fetching,
);
export const OrderDetailsPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "order-details-page" */ '../features/orders/components/order-details-page'),
  fetching,
);
// In the order page's chunk: the two share most of their code, and one chunk less is a smaller runtime for
// the first route.
export const TrackOrderPage = lazyComponent(
  () => import(/* webpackChunkName: "order-details-page" */ '../features/orders/components/track-order-page'),
  fetching,
);
export const ComparePage = lazyComponent(
  () => import(/* webpackChunkName: "compare-page" */ '../features/compare/components/compare-page'),
  fetching,
);
export const WishlistPage = lazyComponent(
  () => import(/* webpackChunkName: "wishlist-page" */ '../features/wishlist/components/wishlist-page'),
  fetching,
);
export const AccountInformationPage = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "account-information-page" */ '../features/account/components/account-information-page'
    ),
  fetching,
);
export const SavedPaymentsPage = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "saved-payments-page" */ '../features/account/components/saved-payments-page'
    ),
  fetching,
);
export const CommunicationsPage = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "communications-page" */ '../features/account/components/communications-page'
    ),
  fetching,
);
export const BillsPages = lazyComponent(
  () => import(/* webpackChunkName: "bills-pages" */ '../features/bills/components/bills-pages'),
  fetching,
);
export const RewardsPage = lazyComponent(
  () => import(/* webpackChunkName: "rewards-page" */ '../features/rewards/components/rewards-page'),
  fetching,
);
export const ReferralPage = lazyComponent(
  () => import(/* webpackChunkName: "referral-page" */ '../features/referral/components/referral-page'),
  fetching,
);
export const AddressBookPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "address-book-page" */ '../features/address/components/address-book-page'),
  fetching,
);
export const ReturnsPages = lazyComponent(
  () => import(/* webpackChunkName: "returns-pages" */ '../features/returns/components/returns-pages'),
  fetching,
);
export const StockAlertsPage = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "stock-alerts-page" */ '../features/stock-alerts/components/stock-alerts-page'
    ),
  fetching,
);

/** The pages whose code the first render of these paths needs: fetched before React starts. */
const PAGES_BY_PATH: Record<string, { preload(after?: Promise<unknown> | false): Promise<void> }> = {
  '/': HomePage,
  '/sign-in': SignInPage,
  '/search.html': SearchPage,
  '/cart': CartPage,
};

/**
 * The data of the page at `pathname`, asked for while the app boots (with the page's code) rather than after
 * its first render: on a phone that render is most of a second. Pages that can are listed here. Their data is
 * the customer's, so their largest paint comes after the load event: the work that waits for the page to
 * settle (the header's badges, the customer's details) also waits until they have shown it.
 */
export function preloadPageData(pathname: string, dispatch: AppDispatch): void {
  if (pathname === '/cart') {
    holdSettling(
      import(/* webpackChunkName: "cart-page" */ '../features/cart/components/cart-page').then((page) =>
        page.preloadData(dispatch),
      ),
    );
  } else if (pathname === '/checkout') {
    holdSettling(
      import(/* webpackChunkName: "checkout-pages" */ '../features/checkout/components/checkout-pages').then(
        (pages) => pages.preloadData(dispatch),
      ),
    );
  }
}

/**
 * Starts loading the code of the page at `pathname` (if it has its own route) while the app boots; the page
 * renders once `data` (its inlined answers being written) has settled too.
 */
export function preloadPage(pathname: string, data?: Promise<unknown> | false): void {
  const page = pathname.startsWith('/brands/') ? BrandPage : PAGES_BY_PATH[pathname];
  page?.preload(data).catch(() => {}); // the page's own render reports the failure
}
