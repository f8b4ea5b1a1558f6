import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn } from '../../user';
import {
  GET_PRODUCT_STOCK_ALERT,
  GET_PRODUCT_STOCK_STATUS,
  type ProductStockAlertData,
} from '../api/stock-alerts.graphql';
import type { StockAlertItem } from '../stock-alert-event';
import { changeFailure, useStockAlertChange } from './use-stock-alert-change';

export interface NotifyMeView {
  /** A guest pressed the button: they are asked to sign in (and come back here). */
  askToSignIn: boolean;
  /** The shopper's alert for this product waits: "We'll notify you", with Undo. */
  isSet: boolean;
  /** Nothing to press yet: the shopper's alerts are loading, or a change is on its way. */
  busy: boolean;
  error: string | null;
  notifyMe: () => void;
  undo: () => void;
}

/**
 * The product page's Notify me, for a product that is out of stock: a guest is asked to sign in; a signed-in
 * shopper subscribes, then sees the alert set, with Undo. An alert already sent (NOTIFIED) counts as not set:
 * the product sold out again, and pressing the button asks again.
 */
export function useNotifyMe(item: StockAlertItem): NotifyMeView {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [askToSignIn, setAskToSignIn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { data, loading } = useQuery<ProductStockAlertData>(GET_PRODUCT_STOCK_ALERT, {
    variables: { sku: item.sku },
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  // Only for its effect on the cache: the page shows the product's stock as the shop has it now.
  useQuery(GET_PRODUCT_STOCK_STATUS, { variables: { sku: item.sku }, fetchPolicy: 'network-only' });
  const { subscribe, unsubscribe, busy } = useStockAlertChange();
  const alert = data?.customer?.stock_alerts.items.find((a) => a?.status === 'PENDING') ?? null;

  const run = (change: () => Promise<void>) => {
    if (busy) return;
    setError(null);
    change().catch((e: unknown) => setError(changeFailure(e)));
  };

  return {
    askToSignIn: !signedIn && askToSignIn,
    isSet: signedIn && alert !== null,
    busy: busy || (signedIn && loading && !data),
    error,
    notifyMe: () => {
      if (!signedIn) setAskToSignIn(true);
      else run(() => subscribe(item));
    },
    undo: () => {
      if (alert) run(() => unsubscribe(alert.id, item));
    },
  };
}
