// SPEC 4: resetting checkout (cancel, after an order) also closes the drawer. Its own module: the shell's slice,
// in the first paint, matches it without loading checkout's slice, which joins the store with the checkout pages.
import { createAction } from '@reduxjs/toolkit';

export const checkoutReset = createAction('checkout/checkoutReset');
