// Checkout (SPEC 3 "Checkout state", SPEC 4 "Checkout"): what the shopper entered, kept in Redux and saved in
// storage between visits. Each step goes submit → accept or reject; a rejection is recorded and rethrown.
// The shipping methods Magento offers are server data: they live in the Apollo cache, on the cart's shipping
// address (shipping-methods.ts reads them); this slice tracks only the request for them.
import { createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { provideSlice } from '../../lib/lazy-slices';
import {
  idleRequests,
  requestFailed,
  requestStarted,
  requestSucceeded,
  type RequestError,
  type Requests,
} from '../../lib/request';
import type { Services } from '../../lib/services';
import type { UserState } from '../user';
import type { CartState } from '../cart';
import type { ShippingMethod } from './api/checkout.graphql';
import type { BillingAddress, CheckoutAddress, PaymentMethod } from './checkout-api';
import { checkoutReset } from './checkout-reset';
import { shippingMethodLabel } from '../../../common/checkout/shipping-method-label';

export type CheckoutStep =
  'shippingAddress' | 'shippingMethod' | 'billingAddress' | 'paymentMethod' | 'order';
/** The steps, and the shipping methods' request/receive (SPEC 3 action families). */
type CheckoutRequest = CheckoutStep | 'shippingMethods';

export interface Receipt {
  order: { id: string | null; shipping_address: CheckoutAddress | null };
}

/** status: submit → pending, accept → succeeded, reject → failed (with its error). */
export interface CheckoutState extends Requests<CheckoutRequest> {
  billingAddress: BillingAddress | null;
  shippingAddress: CheckoutAddress | null;
  /** The chosen carrier code, and its title. */
  shippingMethod: string;
  shippingTitle: string;
  paymentCode: string;
  paymentData: PaymentMethod['data'];
  receipt: Receipt;
  /** A gateway order placed and waiting to be paid on the gateway's hosted page. */
  payment: { orderId: string; url: string } | null;
}

const STEPS: CheckoutStep[] = [
  'shippingAddress',
  'shippingMethod',
  'billingAddress',
  'paymentMethod',
  'order',
];

export function initialCheckoutState(): CheckoutState {
  return {
    billingAddress: null,
    shippingAddress: null,
    shippingMethod: '',
    shippingTitle: '',
    paymentCode: '',
    paymentData: null,
    receipt: { order: { id: null, shipping_address: null } },
    payment: null,
    ...idleRequests<CheckoutRequest>([...STEPS, 'shippingMethods']),
  };
}

export interface SavedCheckout {
  billingAddress: BillingAddress | null;
  shippingAddress: CheckoutAddress | null;
  shippingMethod: ShippingMethod | null;
  paymentMethod: PaymentMethod | null;
}

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    checkoutBegun(state, { payload }: PayloadAction<SavedCheckout>) {
      state.billingAddress = payload.billingAddress;
      state.shippingAddress = payload.shippingAddress;
      state.shippingMethod = payload.shippingMethod?.carrier_code ?? '';
      state.shippingTitle = payload.shippingMethod
        ? shippingMethodLabel(payload.shippingMethod.carrier_title, payload.shippingMethod.method_title)
        : '';
      state.paymentCode = payload.paymentMethod?.code ?? '';
      state.paymentData = payload.paymentMethod?.data ?? null;
    },
    /** Cancel: back to the initial state. */
    checkoutCancelled: () => initialCheckoutState(),
    stepSubmitted(state, { payload }: PayloadAction<CheckoutStep>) {
      requestStarted(state, payload);
    },
    stepRejected(state, { payload }: PayloadAction<{ step: CheckoutStep; error: RequestError }>) {
      requestFailed(state, payload.step, payload.error);
    },
    shippingAddressAccepted(state, { payload }: PayloadAction<CheckoutAddress>) {
      requestSucceeded(state, 'shippingAddress');
      state.shippingAddress = payload;
    },
    shippingMethodsRequested(state) {
      requestStarted(state, 'shippingMethods');
    },
    /** The methods themselves went into the Apollo cache with the shipping address's answer. */
    shippingMethodsReceived(state, { payload }: PayloadAction<RequestError | null>) {
      if (payload) requestFailed(state, 'shippingMethods', payload);
      else requestSucceeded(state, 'shippingMethods');
    },
    shippingMethodAccepted(state, { payload }: PayloadAction<ShippingMethod>) {
      requestSucceeded(state, 'shippingMethod');
      state.shippingMethod = payload.carrier_code;
      state.shippingTitle = shippingMethodLabel(payload.carrier_title, payload.method_title);
    },
    billingAddressAccepted(state, { payload }: PayloadAction<BillingAddress>) {
      requestSucceeded(state, 'billingAddress');
      state.billingAddress = payload;
    },
    paymentMethodAccepted(state, { payload }: PayloadAction<PaymentMethod>) {
      requestSucceeded(state, 'paymentMethod');
      state.paymentCode = payload.code;
      state.paymentData = payload.data ?? null;
    },
    receiptOrderSet(state, { payload }: PayloadAction<Receipt['order']>) {
      state.receipt.order = payload;
    },
    receiptReset(state) {
      state.receipt = initialCheckoutState().receipt;
    },
    orderAccepted(state) {
      requestSucceeded(state, 'order');
    },
    /** The order is placed; the page now sends the shopper to pay (the return page completes it). */
    paymentRedirected(state, { payload }: PayloadAction<{ orderId: string; url: string }>) {
      requestSucceeded(state, 'order');
      state.payment = payload;
    },
  },
  // Reset: back to the initial state, and the drawer closes (the shell's slice listens too).
  extraReducers: (builder) => builder.addCase(checkoutReset, () => initialCheckoutState()),
});
// Lazy: the store injects this slice when checkout's code loads (lib/lazy-slices.ts).
provideSlice(checkoutSlice);

export const {
  checkoutBegun,
  checkoutCancelled,
  stepSubmitted,
  stepRejected,
  shippingAddressAccepted,
  shippingMethodsRequested,
  shippingMethodsReceived,
  shippingMethodAccepted,
  billingAddressAccepted,
  paymentMethodAccepted,
  receiptOrderSet,
  receiptReset,
  orderAccepted,
  paymentRedirected,
} = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;
export { checkoutReset };

/** checkout is absent until the slice is injected and an action has passed (lib/lazy-slices.ts). */
export type CheckoutRootState = { checkout?: CheckoutState; cart: CartState; user: UserState };
export type CheckoutThunk<T = void> = ThunkAction<Promise<T>, CheckoutRootState, Services, UnknownAction>;

export { MISSING_CART_ID, MISSING_EMAIL } from './messages';

type WithCheckout = { checkout?: CheckoutState };
/** One object, so that a selector reading the absent state returns the same value each time. */
const NOT_YET_INJECTED = initialCheckoutState();
export const selectCheckout = (state: WithCheckout) => state.checkout ?? NOT_YET_INJECTED;
export const selectIsSubmitting = (state: WithCheckout) =>
  STEPS.some((step) => selectCheckout(state).status[step] === 'pending');
export const selectStepStatus = (step: CheckoutRequest) => (state: WithCheckout) =>
  selectCheckout(state).status[step];
export const selectStepError = (step: CheckoutRequest) => (state: WithCheckout) =>
  selectCheckout(state).errors[step];
export const selectReceipt = (state: WithCheckout) => selectCheckout(state).receipt;
