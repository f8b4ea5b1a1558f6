import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToasts } from '../../../ui/toast/use-toasts';
import {
  GET_ORDER_AFTER_SALES,
  REORDER_ITEMS,
  type OrderAfterSalesData,
  type ReorderItemsData,
} from '../api/returns.graphql';
import { CART_PATH, returnPath } from '../constants';
import { statusLabel } from '../messages';
import { trackReorder } from '../return-events';

export interface OrderAfterSalesView {
  ready: boolean;
  reorder: () => void;
  reordering: boolean;
  reorderFailed: boolean;
  /** The return form's path while the order has items to return (Magento's RETURN action); null otherwise. */
  returnHref: string | null;
  returns: { uid: string; number: string; status: string }[];
}

/**
 * An order's Reorder and Return actions. Reorder puts its lines in the cart and opens the cart; what could not
 * be added (Magento's userInputErrors) stays on screen as alerts until dismissed, and the answer's cart counts
 * update the header's.
 */
export function useOrderAfterSales(orderNumber: string): OrderAfterSalesView {
  const { data } = useQuery<OrderAfterSalesData>(GET_ORDER_AFTER_SALES, {
    variables: { number: orderNumber },
    fetchPolicy: 'cache-and-network',
  });
  const [mutate, { loading }] = useMutation<ReorderItemsData>(REORDER_ITEMS);
  const [failed, setFailed] = useState(false);
  const { addToast } = useToasts();
  const navigate = useNavigate();
  const order = data?.customer?.orders?.items.find((o) => o?.number === orderNumber) ?? null;

  const reorder = () => {
    setFailed(false);
    mutate({ variables: { orderNumber } })
      .then(({ data: answer }) => {
        const errors = (answer?.reorderItems?.userInputErrors ?? []).flatMap((e) => (e ? [e] : []));
        trackReorder(orderNumber, errors.length);
        for (const error of errors) addToast({ type: 'warning', message: error.message, timeout: false });
        navigate(CART_PATH);
      })
      .catch(() => setFailed(true));
  };

  return {
    ready: Boolean(order),
    reorder,
    reordering: loading,
    reorderFailed: failed,
    returnHref: order?.available_actions.includes('RETURN') ? returnPath(orderNumber) : null,
    returns: (order?.returns?.items ?? []).flatMap((r) =>
      r ? [{ uid: r.uid, number: r.number, status: statusLabel(r.status) }] : [],
    ),
  };
}
