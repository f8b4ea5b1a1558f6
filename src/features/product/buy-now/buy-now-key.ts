// Where Buy Now keeps its record (buy-now-record.ts), and the one question the app shell asks on every route
// and cart change: is there one? The rest of Buy Now loads only when there is (the first route carries this).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Services } from '../../../lib/services';

/** The storage key (namespaced like every key, lib/storage). */
export const BUY_NOW_KEY = 'buy_now_set_aside';

export const hasBuyNowRecord =
  (): ThunkAction<boolean, unknown, Services, UnknownAction> =>
  (_dispatch, _getState, { storage }) =>
    storage.getItem(BUY_NOW_KEY) !== undefined;
