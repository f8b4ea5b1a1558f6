// The checkout feature's three pages behind one route chunk: the first-route budget has no room for three
// lazy entries in the router, and the pages follow one another (checkout → payment → confirmation). The two
// after an order (its confirmation, the return from a payment page) are a chunk of their own, which a visit
// opening on checkout does not wait for.
import { lazyComponent } from '../../../ui/lazy/lazy-component';
import { RouteFetching } from '../../routing';
import CheckoutPage from './checkout-page';

const loading = <RouteFetching />;
const OrderConfirmationPage = lazyComponent(
  () => import(/* webpackChunkName: "checkout-after-order" */ './order-confirmation-page'),
  loading,
);
const PaymentReturnPage = lazyComponent(
  () => import(/* webpackChunkName: "checkout-after-order" */ './payment-return-page'),
  loading,
);

/** The checkout page's data, for app/pages.ts to ask for while the app boots. */
export { preloadCheckoutCart as preloadData } from '../hooks/use-checkout-cart';

const PAGES = {
  checkout: CheckoutPage,
  confirmation: OrderConfirmationPage,
  paymentReturn: PaymentReturnPage,
} as const;

export type CheckoutPageName = keyof typeof PAGES;

export default function CheckoutPages({ page }: { page: CheckoutPageName }) {
  const Page = PAGES[page];
  return <Page />;
}
