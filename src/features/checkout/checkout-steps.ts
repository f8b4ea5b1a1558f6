// The checkout steps (SPEC 4, 5, 7): each validates, talks to Magento, saves what was accepted in storage.
import { STORAGE_KEYS } from '../../lib/storage';
import { getCartDetails } from '../cart';
import {
  SET_GUEST_EMAIL_ON_CART,
  SET_SHIPPING_ADDRESS_ON_CART,
  type SetShippingAddressResult,
  type ShippingMethod,
} from './api/checkout.graphql';
import {
  formatAddress,
  postPaymentInformation,
  postShippingInformation,
  toMagentoAddress,
  type BillingAddress,
  type CheckoutAddress,
  type PaymentMethod,
  type Region,
} from './checkout-api';
import {
  billingAddressAccepted,
  completeOrder,
  paymentMethodAccepted,
  runStep,
  shippingAddressAccepted,
  shippingMethodAccepted,
  shippingMethodsReceived,
  shippingMethodsRequested,
  type CheckoutThunk,
} from './checkout-slice';
import { MISSING_EMAIL } from './messages';

/** Guests must give an e-mail; the address goes to the cart and its shipping methods come back. */
export const submitShippingAddress =
  ({ address, regions }: { address: CheckoutAddress; regions?: Region[] }): CheckoutThunk<CheckoutAddress> =>
  (dispatch, getState, { apollo, storage }) =>
    dispatch(
      runStep('shippingAddress', async (cartId) => {
        const { isSignedIn } = getState().user;
        if (!isSignedIn && !address.email) throw new Error(MISSING_EMAIL);
        const formatted = formatAddress(address, regions);
        if (!isSignedIn) {
          await apollo.mutate({
            mutation: SET_GUEST_EMAIL_ON_CART,
            variables: { cartId, email: address.email },
          });
        }
        dispatch(shippingMethodsRequested());
        const { data } = await apollo.mutate<SetShippingAddressResult>({
          mutation: SET_SHIPPING_ADDRESS_ON_CART,
          variables: { cartId, ...formatted },
        });
        const [first] = data?.setShippingAddressesOnCart?.cart.shipping_addresses ?? [];
        const methods = (first?.available_shipping_methods ?? []).filter(
          (m): m is ShippingMethod => m !== null,
        );
        dispatch(shippingMethodsReceived(methods));
        storage.setItem(STORAGE_KEYS.availableShippingMethods, methods);
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
        const { checkout, user } = getState();
        const shippingAddress =
          checkout.shippingAddress ?? storage.getItem<CheckoutAddress>(STORAGE_KEYS.shippingAddress);
        if (!shippingAddress) throw new Error('Missing required information: shippingAddress');
        const billing = checkout.billingAddress;
        const billingAddress =
          billing && !billing.sameAsShippingAddress ? toMagentoAddress(billing) : shippingAddress;
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
  (dispatch, _getState, { storage }) =>
    dispatch(
      runStep('paymentMethod', async () => {
        storage.setItem(STORAGE_KEYS.paymentMethod, payment);
        dispatch(paymentMethodAccepted(payment));
      }),
    );

/** Places the order through payment-information, then runs the order-success sequence. */
export const submitOrder =
  (): CheckoutThunk<string> =>
  (dispatch, getState, { rest, storage }) =>
    dispatch(
      runStep('order', async (cartId) => {
        const { checkout, user } = getState();
        const shippingAddress =
          checkout.shippingAddress ?? storage.getItem<CheckoutAddress>(STORAGE_KEYS.shippingAddress);
        const billing =
          checkout.billingAddress ?? storage.getItem<BillingAddress>(STORAGE_KEYS.billingAddress);
        const paymentMethod = checkout.paymentCode
          ? { code: checkout.paymentCode, data: checkout.paymentData }
          : storage.getItem<PaymentMethod>(STORAGE_KEYS.paymentMethod);
        if (!shippingAddress || !paymentMethod)
          throw new Error('Missing required information: checkout data');
        const billingAddress =
          !billing || billing.sameAsShippingAddress ? shippingAddress : toMagentoAddress(billing);
        const email = shippingAddress.email || user.currentUser.email;
        const orderId = await postPaymentInformation(
          rest,
          { cartId, isSignedIn: user.isSignedIn },
          {
            billingAddress,
            email,
            paymentMethod,
          },
        );
        await dispatch(completeOrder(orderId, shippingAddress));
        return orderId;
      }),
    );
