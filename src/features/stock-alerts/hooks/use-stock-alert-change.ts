import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  SUBSCRIBE_STOCK_ALERT,
  UNSUBSCRIBE_STOCK_ALERT,
  type StockAlertFields,
} from '../api/stock-alerts.graphql';
import { STOCK_ALERT_MESSAGES as M } from '../messages';
import { trackStockAlert, type StockAlertItem } from '../stock-alert-event';

type SubscribeData = { subscribeProductStockAlert: { alert: StockAlertFields } | null };
type UnsubscribeData = { unsubscribeProductStockAlert: { success: boolean } | null };

/** Both views ask for their alerts afresh after a change (each only when it is shown). */
const REFETCH = ['GetProductStockAlert', 'GetStockAlerts'];

/** What to tell the shopper when a change fails: the shop's own reason (in stock, not found), else ours. */
export function changeFailure(error: unknown): string {
  return (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) || M.failed;
}

/** Subscribing and unsubscribing, each tracked (notify me subscribe / unsubscribe) once the shop agreed. */
export function useStockAlertChange() {
  const options = { refetchQueries: REFETCH, awaitRefetchQueries: true };
  const [subscribeMutation, subscribing] = useMutation<SubscribeData>(SUBSCRIBE_STOCK_ALERT, options);
  const [unsubscribeMutation, unsubscribing] = useMutation<UnsubscribeData>(UNSUBSCRIBE_STOCK_ALERT, options);

  const subscribe = useCallback(
    async (item: StockAlertItem) => {
      const { data } = await subscribeMutation({ variables: { sku: item.sku } });
      if (!data?.subscribeProductStockAlert) throw new Error(M.failed);
      trackStockAlert('subscribe', item);
    },
    [subscribeMutation],
  );

  const unsubscribe = useCallback(
    async (alertId: string, item: StockAlertItem) => {
      const { data } = await unsubscribeMutation({ variables: { id: alertId } });
      if (!data?.unsubscribeProductStockAlert?.success) throw new Error(M.failed);
      trackStockAlert('unsubscribe', item);
    },
    [unsubscribeMutation],
  );

  return { subscribe, unsubscribe, busy: subscribing.loading || unsubscribing.loading };
}
