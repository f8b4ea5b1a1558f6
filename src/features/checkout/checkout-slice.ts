// Checkout (SPEC 3 "Checkout state", SPEC 4 "Checkout"): what the shopper entered, kept in Redux and saved in
// storage between visits. Each step goes submit → accept or reject; a rejection is recorded and rethrown.
import {
  createSlice,
  miniSerializeError,
  type PayloadAction,
  type SerializedError,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { Services } from '../../lib/services';
import { clearCheckoutStorage, STORAGE_KEYS } from '../../lib/storage';
import type { UserState } from '../user';
import { createCart, removeCart, type CartState } from '../cart';
import type { ShippingMethod } from './api/checkout.graphql';
import type { BillingAddress, CheckoutAddress, PaymentMethod } from './checkout-api';
import { MISSING_CART_ID } from './messages';

export type CheckoutStep =
  'shippingAddress' | 'shippingMethod' | 'billingAddress' | 'paymentMethod' | 'order';
export type StepStatus = 'idle' | 'submitting' | 'accepted' | 'rejected';

export interface Receipt {
  order: { id: string | null; shipping_address: CheckoutAddress | null };
}

export interface CheckoutState {
  availableShippingMethods: ShippingMethod[];
  shippingMethodsStatus: 'idle' | 'pending' | 'received';
  billingAddress: BillingAddress | null;
  shippingAddress: CheckoutAddress | null;
  /** The chosen carrier code, and its title. */
  shippingMethod: string;
  shippingTitle: string;
  paymentCode: string;
  paymentData: PaymentMethod['data'];
  receipt: Receipt;
  steps: Record<CheckoutStep, StepStatus>;
  errors: Record<CheckoutStep, SerializedError | null>;
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
    availableShippingMethods: [],
    shippingMethodsStatus: 'idle',
    billingAddress: null,
    shippingAddress: null,
    shippingMethod: '',
    shippingTitle: '',
    paymentCode: '',
    paymentData: null,
    receipt: { order: { id: null, shipping_address: null } },
    steps: Object.fromEntries(STEPS.map((step) => [step, 'idle'])) as Record<CheckoutStep, StepStatus>,
    errors: Object.fromEntries(STEPS.map((step) => [step, null])) as Record<CheckoutStep, null>,
  };
}

export interface SavedCheckout {
  availableShippingMethods: ShippingMethod[];
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
      state.availableShippingMethods = payload.availableShippingMethods;
      state.billingAddress = payload.billingAddress;
      state.shippingAddress = payload.shippingAddress;
      state.shippingMethod = payload.shippingMethod?.carrier_code ?? '';
      state.shippingTitle = payload.shippingMethod?.carrier_title ?? '';
      state.paymentCode = payload.paymentMethod?.code ?? '';
      state.paymentData = payload.paymentMethod?.data ?? null;
    },
    /** Cancel: back to the initial state. */
    checkoutCancelled: () => initialCheckoutState(),
    /** Reset: back to the initial state, and the drawer closes (the app slice listens). */
    checkoutReset: () => initialCheckoutState(),
    stepSubmitted(state, { payload }: PayloadAction<CheckoutStep>) {
      state.steps[payload] = 'submitting';
      state.errors[payload] = null;
    },
    stepRejected(state, { payload }: PayloadAction<{ step: CheckoutStep; error: SerializedError }>) {
      state.steps[payload.step] = 'rejected';
      state.errors[payload.step] = payload.error;
    },
    shippingAddressAccepted(state, { payload }: PayloadAction<CheckoutAddress>) {
      state.steps.shippingAddress = 'accepted';
      state.shippingAddress = payload;
    },
    shippingMethodsRequested(state) {
      state.shippingMethodsStatus = 'pending';
    },
    shippingMethodsReceived(state, { payload }: PayloadAction<ShippingMethod[]>) {
      state.shippingMethodsStatus = 'received';
      state.availableShippingMethods = payload;
    },
    shippingMethodAccepted(state, { payload }: PayloadAction<ShippingMethod>) {
      state.steps.shippingMethod = 'accepted';
      state.shippingMethod = payload.carrier_code;
      state.shippingTitle = payload.carrier_title;
    },
    billingAddressAccepted(state, { payload }: PayloadAction<BillingAddress>) {
      state.steps.billingAddress = 'accepted';
      state.billingAddress = payload;
    },
    paymentMethodAccepted(state, { payload }: PayloadAction<PaymentMethod>) {
      state.steps.paymentMethod = 'accepted';
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
      state.steps.order = 'accepted';
    },
  },
});

export const {
  checkoutBegun,
  checkoutCancelled,
  checkoutReset,
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
} = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;

export type CheckoutRootState = { checkout: CheckoutState; cart: CartState; user: UserState };
export type CheckoutThunk<T = void> = ThunkAction<Promise<T>, CheckoutRootState, Services, UnknownAction>;

export { MISSING_CART_ID, MISSING_EMAIL } from './messages';

/** submit → (work) → accept, or reject with the error recorded and rethrown to the caller. */
export function runStep<T>(step: CheckoutStep, work: (cartId: string) => Promise<T>): CheckoutThunk<T> {
  return async (dispatch, getState) => {
    dispatch(stepSubmitted(step));
    try {
      const { cartId } = getState().cart;
      if (!cartId) throw new Error(MISSING_CART_ID);
      return await work(cartId);
    } catch (error) {
      dispatch(stepRejected({ step, error: miniSerializeError(error) }));
      throw error;
    }
  };
}

/** Begin: reset, then restore what was saved on a previous visit. */
export const beginCheckout =
  (): CheckoutThunk =>
  async (dispatch, _getState, { storage }) => {
    dispatch(checkoutCancelled());
    dispatch(
      checkoutBegun({
        availableShippingMethods:
          storage.getItem<ShippingMethod[]>(STORAGE_KEYS.availableShippingMethods) ?? [],
        billingAddress: storage.getItem<BillingAddress>(STORAGE_KEYS.billingAddress) ?? null,
        shippingAddress: storage.getItem<CheckoutAddress>(STORAGE_KEYS.shippingAddress) ?? null,
        shippingMethod: storage.getItem<ShippingMethod>(STORAGE_KEYS.shippingMethod) ?? null,
        paymentMethod: storage.getItem<PaymentMethod>(STORAGE_KEYS.paymentMethod) ?? null,
      }),
    );
  };

/** SPEC 4 order success: receipt, clear saved data, remove the cart, new cart (failure ignored), accepted. */
export const completeOrder =
  (orderId: string, shippingAddress: CheckoutAddress | null): CheckoutThunk =>
  async (dispatch, _getState, { storage }) => {
    dispatch(receiptOrderSet({ id: orderId, shipping_address: shippingAddress }));
    clearCheckoutStorage(storage);
    await dispatch(removeCart());
    try {
      await dispatch(createCart()).unwrap();
    } catch {
      // The order is placed; a cart can still be created on the next visit.
    }
    dispatch(orderAccepted());
  };

/** After an order: leave checkout for account creation, prefilled from the order's shipping address. */
export const createAccountAfterOrder =
  (navigate: (to: string) => void): CheckoutThunk =>
  async (dispatch, getState) => {
    const address = getState().checkout.receipt.order.shipping_address;
    dispatch(checkoutReset());
    const params = new URLSearchParams({
      email: address?.email ?? '',
      firstName: address?.firstname ?? '',
      lastName: address?.lastname ?? '',
    });
    navigate(`/create-account?${params}`);
  };

type WithCheckout = { checkout: CheckoutState };
export const selectCheckout = (state: WithCheckout) => state.checkout;
export const selectIsSubmitting = (state: WithCheckout) =>
  Object.values(state.checkout.steps).some((status) => status === 'submitting');
export const selectStepStatus = (step: CheckoutStep) => (state: WithCheckout) => state.checkout.steps[step];
export const selectStepError = (step: CheckoutStep) => (state: WithCheckout) => state.checkout.errors[step];
export const selectReceipt = (state: WithCheckout) => state.checkout.receipt;
export const selectAvailableShippingMethods = (state: WithCheckout) =>
  state.checkout.availableShippingMethods;
