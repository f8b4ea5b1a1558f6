// Checkout's thunks (SPEC 4): begin, the step runner, the order-success sequence. They load with the checkout
// pages, as does the slice (injected into the store then; the shell matches checkoutReset by its own module).
import { RequestFailure, toRequestError } from '../../lib/request';
import { CHECKOUT_DRAFT_KEYS, clearCheckoutStorage, STORAGE_KEYS } from '../../lib/storage';
import { createCart, removeCart } from '../cart';
import type { ShippingMethod } from './api/checkout.graphql';
import type { BillingAddress, CheckoutAddress, PaymentMethod } from './checkout-api';
import {
  checkoutBegun,
  checkoutCancelled,
  checkoutReset,
  orderAccepted,
  receiptOrderSet,
  selectReceipt,
  stepRejected,
  stepSubmitted,
  type CheckoutRootState,
  type CheckoutStep,
  type CheckoutThunk,
} from './checkout-slice';
import { refreshCoinBalance } from './coins-after-order';
import { MISSING_CART_ID } from './messages';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Services } from '../../lib/services';

/** submit → (work) → accept, or reject with the typed error recorded and the error rethrown to the caller. */
export function runStep<T>(step: CheckoutStep, work: (cartId: string) => Promise<T>): CheckoutThunk<T> {
  return async (dispatch, getState) => {
    dispatch(stepSubmitted(step));
    try {
      const { cartId } = getState().cart;
      if (!cartId) throw new RequestFailure(MISSING_CART_ID);
      return await work(cartId);
    } catch (error) {
      dispatch(stepRejected({ step, error: toRequestError(error) }));
      throw error;
    }
  };
}

/**
 * Begin: reset, then restore what the shopper entered on a previous visit. The available shipping methods need
 * no restoring: they are in the Apollo cache, which is itself saved per store view (lib/apollo-cache.ts).
 */
export const beginCheckout =
  (): CheckoutThunk =>
  async (dispatch, _getState, { storage }) => {
    dispatch(checkoutCancelled());
    dispatch(
      checkoutBegun({
        billingAddress: storage.getItem<BillingAddress>(STORAGE_KEYS.billingAddress) ?? null,
        shippingAddress: storage.getItem<CheckoutAddress>(STORAGE_KEYS.shippingAddress) ?? null,
        shippingMethod: storage.getItem<ShippingMethod>(STORAGE_KEYS.shippingMethod) ?? null,
        paymentMethod: storage.getItem<PaymentMethod>(STORAGE_KEYS.paymentMethod) ?? null,
      }),
    );
  };

/** The shipping address of a failed payment attempt: the first step's form starts with it. */
export const ADDRESS_DRAFT_KEY = CHECKOUT_DRAFT_KEYS.addressDraft;

/** That address, or null; read during a render: synchronous. */
export const readAddressDraft =
  (): ThunkAction<CheckoutAddress | null, CheckoutRootState, Services, UnknownAction> =>
  (_dispatch, _getState, { storage }) =>
    storage.getItem<CheckoutAddress>(ADDRESS_DRAFT_KEY) ?? null;

/** SPEC 4 order success steps 3 and 4: remove the cart, create a new one (a failure here is ignored). */
export const replaceCart = (): CheckoutThunk => async (dispatch) => {
  await dispatch(removeCart());
  try {
    await dispatch(createCart()).unwrap();
  } catch {
    // The order is placed; a cart can still be created on the next visit.
  }
};

/** SPEC 4 order success: receipt, clear saved data, remove the cart, new cart (failure ignored), accepted. */
export const completeOrder =
  (orderId: string, shippingAddress: CheckoutAddress | null): CheckoutThunk =>
  async (dispatch, getState, { apollo, storage }) => {
    dispatch(receiptOrderSet({ id: orderId, shipping_address: shippingAddress }));
    refreshCoinBalance(apollo, getState().user.isSignedIn);
    clearCheckoutStorage(storage);
    storage.removeItem(ADDRESS_DRAFT_KEY);
    await dispatch(replaceCart());
    dispatch(orderAccepted());
  };

/** After an order: leave checkout for account creation, prefilled from the order's shipping address. */
export const createAccountAfterOrder =
  (navigate: (to: string) => void): CheckoutThunk =>
  async (dispatch, getState) => {
    const address = selectReceipt(getState()).order.shipping_address;
    dispatch(checkoutReset());
    const params = new URLSearchParams({
      email: address?.email ?? '',
      firstName: address?.firstname ?? '',
      lastName: address?.lastname ?? '',
    });
    navigate(`/create-account?${params}`);
  };
