// The checkout steps (SPEC 4, 5, 7): each validates, talks to Magento, saves what was accepted in storage.
import { RequestFailure, toRequestError } from '../../lib/request';
import { STORAGE_KEYS } from '../../lib/storage';
import { getCartDetails } from '../cart';

import { readCurrentUser } from '../user';
import type { ShippingMethod } from './api/checkout.graphql';
import {
  billingForMagento,
  formatAddress,
  postPaymentInformation,
  postShippingInformation,
  type BillingAddress,
  type CheckoutAddress,
  type PaymentMethod,
  type Region,
} from './checkout-api';
import {
  billingAddressAccepted,
  paymentMethodAccepted,
  paymentRedirected,
  shippingAddressAccepted,
  shippingMethodAccepted,
  shippingMethodsReceived,
  selectCheckout,
  shippingMethodsRequested,
  type CheckoutThunk,
} from './checkout-slice';
import { completeOrder, replaceCart, runStep } from './checkout-thunks';
import { putPaymentMethodOnCart } from './payment-on-cart';
import { MISSING_EMAIL } from './messages';

/**
 * The first step's mutations, loaded when the shopper submits it (or once the first page has settled:
 * preloadStepMutations), not with the page: a visit opening on checkout waits for less code first.
 */
const stepMutations = () =>
  import(/* webpackChunkName: "checkout-step-mutations" */ './api/checkout.graphql');

export function preloadStepMutations(): void {
  stepMutations().catch(() => {}); // submitting the step reports a failure
}

/**
 * Guests must give an e-mail; the address goes to the cart, and its shipping methods come back into the
 * cached cart (shipping-methods.ts reads them; storage keeps only what the shopper entered).
 */
export const submitShippingAddress =
  ({ address, regions }: { address: CheckoutAddress; regions?: Region[] }): CheckoutThunk<CheckoutAddress> =>
  (dispatch, getState, { apollo, storage }) =>
    dispatch(
      runStep('shippingAddress', async (cartId) => {
        const { isSignedIn } = getState().user;
        if (!isSignedIn && !address.email) throw new RequestFailure(MISSING_EMAIL);
        const formatted = formatAddress(address, regions);
        const { SET_GUEST_EMAIL_ON_CART, SET_SHIPPING_ADDRESS_ON_CART } = await stepMutations();
        if (!isSignedIn) {
          await apollo.mutate({
            mutation: SET_GUEST_EMAIL_ON_CART,
            variables: { cartId, email: address.email },
          });
        }
        dispatch(shippingMethodsRequested());
        try {
          const variables = { cartId, ...formatted };
          await apollo.mutate({ mutation: SET_SHIPPING_ADDRESS_ON_CART, variables });
        } catch (error) {
          dispatch(shippingMethodsReceived(toRequestError(error)));
          throw error;
        }
        dispatch(shippingMethodsReceived(null));
        storage.setItem(STORAGE_KEYS.shippingAddress, formatted);
        dispatch(shippingAddressAccepted(formatted));
        return formatted;
      }),
    );

/** Sends the addresses and the chosen method to Magento's shipping-information endpoint. */
export const submitShippingMethod =
  (method: ShippingMethod): CheckoutThunk =>
  (dispatch, getState, { rest, storage }) =>
    dispatch(
      runStep('shippingMethod', async (cartId) => {
        const { user } = getState();
        const checkout = selectCheckout(getState());
        const shippingAddress =
          checkout.shippingAddress ?? storage.getItem<CheckoutAddress>(STORAGE_KEYS.shippingAddress);
        if (!shippingAddress) throw new RequestFailure('Missing required information: shippingAddress');
        const billingAddress = billingForMagento(checkout.billingAddress, shippingAddress);
        await postShippingInformation(
          rest,
          { cartId, isSignedIn: user.isSignedIn },
          {
            shippingAddress,
            billingAddress,
            method,
          },
        );
        storage.setItem(STORAGE_KEYS.shippingMethod, method);
        dispatch(shippingMethodAccepted(method));
        await dispatch(getCartDetails());
      }),
    );

export const submitBillingAddress =
  (address: BillingAddress, regions?: Region[]): CheckoutThunk =>
  (dispatch, _getState, { storage }) =>
    dispatch(
      runStep('billingAddress', async () => {
        const saved = address.sameAsShippingAddress ? address : formatAddress(address, regions);
        storage.setItem(STORAGE_KEYS.billingAddress, saved);
        dispatch(billingAddressAccepted(saved));
      }),
    );

export const submitPaymentMethod =
  (payment: PaymentMethod): CheckoutThunk =>
  (dispatch, _getState, { apollo, storage }) =>
    dispatch(
      runStep('paymentMethod', async (cartId) => {
        // The cart's totals follow the method (its surcharge) before the review shows them: payment-on-cart.ts.
        await putPaymentMethodOnCart(apollo, cartId, payment.code);
        storage.setItem(STORAGE_KEYS.paymentMethod, payment);
        dispatch(paymentMethodAccepted(payment));
      }),
    );

const inFlightOrders = new WeakMap<object, Promise<string>>();

/**
 * Places the order through payment-information, then runs the order-success sequence. Exactly once: while a
 * placement is in flight, another call gets the same promise and sends nothing. A gateway order is not done
 * yet: the shopper pays on the gateway's page first (paymentRedirected), and the return page finishes it.
 */
export const submitOrder = (): CheckoutThunk<string> => (dispatch, getState, services) => {
  const running = inFlightOrders.get(services);
  if (running) return running;
  const placing = placeOrder()(dispatch, getState, services).finally(() => inFlightOrders.delete(services));
  inFlightOrders.set(services, placing);
  return placing;
};

const placeOrder =
  (): CheckoutThunk<string> =>
  (dispatch, getState, { apollo, rest, storage }) =>
    dispatch(
      runStep('order', async (cartId) => {
        const { user } = getState();
        const checkout = selectCheckout(getState());
        const shippingAddress =
          checkout.shippingAddress ?? storage.getItem<CheckoutAddress>(STORAGE_KEYS.shippingAddress);
        const billing =
          checkout.billingAddress ?? storage.getItem<BillingAddress>(STORAGE_KEYS.billingAddress);
        const paymentMethod = checkout.paymentCode
          ? { code: checkout.paymentCode, data: checkout.paymentData }
          : storage.getItem<PaymentMethod>(STORAGE_KEYS.paymentMethod);
        if (!shippingAddress || !paymentMethod)
          throw new RequestFailure('Missing required information: checkout data');
        const billingAddress = billingForMagento(billing, shippingAddress);
        const email = shippingAddress.email || readCurrentUser(apollo).email;
        const { orderId, paymentUrl } = await postPaymentInformation(
          rest,
          { cartId, isSignedIn: user.isSignedIn },
          {
            billingAddress,
            email,
            paymentMethod,
          },
        );
        if (paymentUrl) {
          // The placed cart is closed on the shop: a new one now, so nothing later finds the old one invalid
          // (which signs a customer out, SPEC 4.5). A failed payment puts the items back into it.
          await dispatch(replaceCart());
          dispatch(paymentRedirected({ orderId, url: paymentUrl }));
          return orderId;
        }
        await dispatch(completeOrder(orderId, shippingAddress));
        return orderId;
      }),
    );
