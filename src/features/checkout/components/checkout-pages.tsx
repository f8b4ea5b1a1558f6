// The checkout feature's three pages in one route chunk: the first-route budget has no room for three
// lazy entries in the router, and the pages follow one another (checkout → payment → confirmation).
import CheckoutPage from './checkout-page';
import OrderConfirmationPage from './order-confirmation-page';
import PaymentReturnPage from './payment-return-page';

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
