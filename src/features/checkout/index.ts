// The checkout feature's public surface: resetting checkout (SPEC 4: it also closes the drawer, which the
// shell's slice listens for) and the slice the app's store mounts. The checkout steps and the REST client
// they load stay inside.
export { checkoutReducer, checkoutReset } from './checkout-slice';
