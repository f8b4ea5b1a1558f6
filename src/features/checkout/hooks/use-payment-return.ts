import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { usePageTitle } from '../../routing';
import type { PlacedOrder } from '../api/order.graphql';
import { CHECKOUT_EVENTS, trackCheckout } from '../checkout-events';
import { CHECKOUT_MESSAGES as M } from '../page-messages';
import {
  alreadyHandled,
  fetchPaymentStatus,
  finishPaidOrder,
  readSavedShipping,
  restoreCartAfterFailedPayment,
} from '../payment-return';
import { ORDER_CONFIRMATION_PATH } from './use-place-order';
import { usePlacedOrder } from './use-placed-order';

export type ReturnState = 'checking' | 'paid' | 'failed' | 'pending' | 'not-found';

export interface PaymentReturnView {
  state: ReturnState;
  message: string;
  checkAgain: () => void;
}

function eventCartOf(order: PlacedOrder | null) {
  const items = (order?.items ?? []).flatMap((item) =>
    item
      ? [
          {
            item_id: item.product_sku,
            item_name: item.product_name ?? item.product_sku,
            price: item.product_sale_price.value ?? 0,
            quantity: item.quantity_ordered ?? 1,
          },
        ]
      : [],
  );
  return { items, value: order?.total?.grand_total.value ?? 0 };
}

/**
 * /{provider}/checkout/success/{order}: asks the shop for the order's payment state (never the URL). Paid →
 * the confirmation; failed or cancelled → says so, puts the items back in the cart, offers to try again.
 */
export function usePaymentReturn(): PaymentReturnView {
  usePageTitle(M.paymentTitle);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const number = useParams().order ?? '';
  const [guest] = useState(() => dispatch(readSavedShipping()));
  const { order, loading } = usePlacedOrder(
    number,
    guest?.email ? { email: guest.email, lastname: guest.lastname } : null,
  );
  const [state, setState] = useState<ReturnState>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loading) return;
    let live = true;
    const settle = async () => {
      const status = await dispatch(fetchPaymentStatus(number));
      const handled = await dispatch(alreadyHandled(number));
      if (!live) return;
      const cart = eventCartOf(order);
      if (status.payment_state === 'PAID') {
        if (!handled) {
          trackCheckout(CHECKOUT_EVENTS.paymentSuccess, cart, { transaction_id: number });
          trackCheckout(CHECKOUT_EVENTS.purchase, cart, { transaction_id: number });
        }
        await dispatch(finishPaidOrder(number));
        setState('paid');
        void navigate(ORDER_CONFIRMATION_PATH, { replace: true });
      } else if (status.payment_state === 'PENDING') {
        setState('pending');
      } else {
        if (!handled) {
          trackCheckout(CHECKOUT_EVENTS.paymentFailed, cart, { transaction_id: number });
          await dispatch(restoreCartAfterFailedPayment(number, order));
        }
        if (live) setState('failed');
      }
    };
    settle().catch(() => live && setState('not-found'));
    return () => {
      live = false;
    };
  }, [dispatch, navigate, number, order, loading, attempt]);

  const message = {
    checking: M.checkingPayment,
    paid: M.checkingPayment,
    failed: M.paymentFailed,
    pending: M.paymentPending,
    'not-found': M.orderNotFound,
  }[state];
  return {
    state,
    message,
    checkAgain: () => {
      setState('checking');
      setAttempt((n) => n + 1);
    },
  };
}
