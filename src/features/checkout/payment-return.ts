// The payment return page's work (/{provider}/checkout/success/{order}): the shop says whether the order was
// paid (the URL is never trusted). Paid: SPEC 4's order success (the cart was already replaced when the
// shopper left to pay). Failed or cancelled: the order's items go back into the cart, once, so the shopper can
// try again; what they typed (addresses) stays saved.
import { RequestFailure } from '../../lib/request';
import { clearCheckoutStorage, STORAGE_KEYS } from '../../lib/storage';
import { addItemToCart } from '../cart';
import { GET_ORDER_PAYMENT_STATUS, type OrderPaymentStatusData, type PlacedOrder } from './api/order.graphql';
import type { CheckoutAddress } from './checkout-api';
import { refreshCoinBalance } from './coins-after-order';
import { orderAccepted, receiptOrderSet, type CheckoutRootState, type CheckoutThunk } from './checkout-slice';
import { ADDRESS_DRAFT_KEY } from './checkout-thunks';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Services } from '../../lib/services';

/** Remembers which orders were already handled here, so a reload neither re-adds items nor re-reports. */
const HANDLED_KEY = 'payment_return_handled';

export type PaymentOutcome = 'paid' | 'failed' | 'pending' | 'other';

export const fetchPaymentStatus =
  (orderNumber: string): CheckoutThunk<NonNullable<OrderPaymentStatusData['orderPaymentStatus']>> =>
  async (_dispatch, _getState, { apollo }) => {
    const { data } = await apollo.query<OrderPaymentStatusData>({
      query: GET_ORDER_PAYMENT_STATUS,
      variables: { number: orderNumber },
      fetchPolicy: 'network-only',
    });
    if (!data?.orderPaymentStatus) throw new RequestFailure('Could not find the order.');
    return data.orderPaymentStatus;
  };

export const alreadyHandled =
  (orderNumber: string): CheckoutThunk<boolean> =>
  async (_dispatch, _getState, { storage }) =>
    (storage.getItem<string[]>(HANDLED_KEY) ?? []).includes(orderNumber);

const markHandled =
  (orderNumber: string): CheckoutThunk =>
  async (_dispatch, _getState, { storage }) => {
    const handled = storage.getItem<string[]>(HANDLED_KEY) ?? [];
    storage.setItem(HANDLED_KEY, [...handled.slice(-9), orderNumber]);
  };

/** Paid: the receipt (with the shipping address saved at checkout), saved data cleared, order accepted. */
export const finishPaidOrder =
  (orderNumber: string): CheckoutThunk =>
  async (dispatch, getState, { apollo, storage }) => {
    const shipping = storage.getItem<CheckoutAddress>(STORAGE_KEYS.shippingAddress) ?? null;
    dispatch(receiptOrderSet({ id: orderNumber, shipping_address: shipping }));
    refreshCoinBalance(apollo, getState().user.isSignedIn); // spent when placed, earned once paid
    clearCheckoutStorage(storage);
    await dispatch(markHandled(orderNumber));
    dispatch(orderAccepted());
  };

/**
 * Failed or cancelled: the order's lines are added to the shopper's (new) cart, and the chosen shipping and
 * payment method forgotten (the new cart has neither); the addresses stay for the next attempt.
 */
export const restoreCartAfterFailedPayment =
  (orderNumber: string, order: PlacedOrder | null): CheckoutThunk =>
  async (dispatch, getState, { apollo, storage }) => {
    await dispatch(markHandled(orderNumber));
    refreshCoinBalance(apollo, getState().user.isSignedIn); // the cancelled order gave its coins back
    // The new cart has no address or methods yet: the steps start again, the address typed in already.
    const address = storage.getItem<CheckoutAddress>(STORAGE_KEYS.shippingAddress);
    clearCheckoutStorage(storage);
    if (address) storage.setItem(ADDRESS_DRAFT_KEY, address);
    for (const item of order?.items ?? []) {
      if (!item) continue;
      const parentSku = item.product && item.product.sku !== item.product_sku ? item.product.sku : undefined;
      await dispatch(
        addItemToCart({ sku: item.product_sku, quantity: item.quantity_ordered ?? 1, parentSku }),
      );
    }
  };

/** The shipping address saved at checkout: a guest's order is looked up with its e-mail and last name. */
export const readSavedShipping =
  (): ThunkAction<CheckoutAddress | null, CheckoutRootState, Services, UnknownAction> =>
  (_dispatch, _getState, { storage }) =>
    storage.getItem<CheckoutAddress>(STORAGE_KEYS.shippingAddress) ??
    storage.getItem<CheckoutAddress>(ADDRESS_DRAFT_KEY) ??
    null;
