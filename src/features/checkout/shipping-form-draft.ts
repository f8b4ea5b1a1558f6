// The shipping address as the shopper types it, saved on every change so a reload mid-checkout (or a tab the
// phone's browser discarded) gives it back. Gone once the step is accepted (the accepted address is saved
// instead), after an order and on sign-out (lib/storage's checkout keys), or after a day.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AddressDraft } from '../address';
import type { Services } from '../../lib/services';
import { CHECKOUT_DRAFT_KEYS } from '../../lib/storage';
import type { CheckoutRootState } from './checkout-slice';

const KEY = CHECKOUT_DRAFT_KEYS.shippingForm;
const TTL_SECONDS = 24 * 60 * 60;

type SyncThunk<T> = ThunkAction<T, CheckoutRootState, Services, UnknownAction>;

/** Read during a render: synchronous. */
export const readShippingFormDraft =
  (): SyncThunk<AddressDraft | null> =>
  (_dispatch, _getState, { storage }) =>
    storage.getItem<AddressDraft>(KEY) ?? null;

export const saveShippingFormDraft =
  (draft: AddressDraft): SyncThunk<void> =>
  (_dispatch, _getState, { storage }) =>
    storage.setItem(KEY, draft, TTL_SECONDS);

export const clearShippingFormDraft =
  (): SyncThunk<void> =>
  (_dispatch, _getState, { storage }) =>
    storage.removeItem(KEY);
