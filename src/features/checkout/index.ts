// The checkout feature's public surface: resetting checkout (SPEC 4: it also closes the drawer, which the
// shell's slice listens for). The slice is not here: it joins the store when the checkout pages load
// (lib/lazy-slices.ts). The checkout steps and the REST client they load stay inside. The gateways' payment options are shared with the bills' payment (features/bills).
export { checkoutReset } from './checkout-reset';
export {
  gatewayOptions,
  groupByProvider,
  hostedPageFor,
  type PaymentGroup,
  type PaymentOption,
} from './payment-options';
// How a shipping method is named to the shopper (the order pages name a placed order's method by it too).
export { orderShippingMethodLabel, shippingMethodLabel } from '../../../common/checkout/shipping-method-label';
