import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { trackEcommerce } from '../../analytics';
import {
  CANCEL_ORDER,
  GET_CANCELLATION_CONFIG,
  type CancelOrderData,
  type CancellationConfigData,
} from '../api/order-tracking.graphql';
import { ORDER_CANCEL_EVENT } from '../constants';
import { CANCEL_MESSAGES as M } from '../messages';

/** The order as the cancel event reports it (GA4's ecommerce shape, as a purchase is). */
export interface CancelledOrder {
  id: string;
  number: string;
  value: number;
  lines: { sku: string; name: string; price: number; quantity: number }[];
}

export type CancelResult = { ok: true } | { ok: false; message: string };

/**
 * Magento's cancelOrder with the store's reasons: asked for only when the order can be cancelled. Its answer
 * carries the order as it is now (canceled, with a prepaid order's refund), which the cache puts on the page.
 */
export function useCancelOrder(cancellable: boolean) {
  const config = useQuery<CancellationConfigData>(GET_CANCELLATION_CONFIG, { skip: !cancellable });
  const [mutate, { loading }] = useMutation<CancelOrderData>(CANCEL_ORDER);
  const store = config.data?.storeConfig;
  const reasons = (store?.order_cancellation_reasons ?? []).flatMap((r) => (r ? [r.description] : []));

  const cancel = useCallback(
    async (order: CancelledOrder, reason: string): Promise<CancelResult> => {
      try {
        const { data } = await mutate({ variables: { orderId: order.id, reason } });
        const answer = data?.cancelOrder;
        // errorV2 is Magento's structured error; `error` the older text one.
        const refused = answer?.errorV2?.message ?? answer?.error;
        if (refused) return { ok: false, message: refused };
        if (!answer?.order) return { ok: false, message: M.failed };
      } catch (error) {
        const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
        return { ok: false, message: message || M.failed };
      }
      trackEcommerce(
        ORDER_CANCEL_EVENT,
        order.lines.map((l) => ({ item_id: l.sku, item_name: l.name, price: l.price, quantity: l.quantity })),
        { transaction_id: order.number, value: order.value },
      );
      return { ok: true };
    },
    [mutate],
  );

  return { enabled: Boolean(store?.order_cancellation_enabled), reasons, cancel, cancelling: loading };
}
