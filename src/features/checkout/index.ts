// The checkout feature's public surface: resetting checkout (SPEC 4: it also closes the drawer, which the
// shell's slice listens for) and the slice the app's store mounts. The checkout steps and the REST client
// they load stay inside. The gateways' payment options are shared with the bills' payment (features/bills).
export { checkoutReducer, checkoutReset } from './checkout-slice';
export { gatewayOptions, type PaymentOption } from './payment-options';
