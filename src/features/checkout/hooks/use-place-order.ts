import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectIsOnline } from '../../shell';
import { CHECKOUT_EVENTS, trackCheckout, type EventCart } from '../checkout-events';
import { selectCheckout, selectStepError, selectStepStatus } from '../checkout-slice';
import { submitOrder } from '../checkout-steps';
import { CHECKOUT_MESSAGES as M } from '../page-messages';

export const ORDER_CONFIRMATION_PATH = '/order-confirmation';

const paymentOf = (_: unknown, getState: () => Parameters<typeof selectCheckout>[0]) =>
  selectCheckout(getState()).payment;

export interface PlaceOrderView {
  /** Disabled while the order is in flight or waiting for the connection: one click, one order. */
  disabled: boolean;
  label: string;
  /** Offline: the order waits and goes on by itself when the connection returns. */
  waiting: string | null;
  error: string | null;
  place: () => void;
}

/**
 * Place order, exactly once: the button is disabled from the first click, the thunk shares one placement in
 * flight, and an order asked for offline is sent once when the shop can be reached again, never before.
 */
export function usePlaceOrder(eventCart: EventCart): PlaceOrderView {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const online = useAppSelector(selectIsOnline);
  const status = useAppSelector(selectStepStatus('order'));
  const failure = useAppSelector(selectStepError('order'));
  const { paymentCode, payment } = useAppSelector(selectCheckout);
  const [phase, setPhase] = useState<'idle' | 'queued' | 'sending'>('idle');
  // Clicks in one task all run before React re-renders the disabled button: only the first goes on.
  const sending = useRef(false);

  const send = () => {
    if (sending.current) return;
    sending.current = true;
    setPhase('sending');
    // Captured now: the cart is gone once the order is placed.
    const cart = eventCart;
    trackCheckout(CHECKOUT_EVENTS.paymentInitiated, cart, { payment_type: paymentCode });
    dispatch(submitOrder()).then(
      (orderId) => {
        trackCheckout(CHECKOUT_EVENTS.orderCreated, cart, { transaction_id: orderId });
        // A gateway order is not done: the shopper pays first, and the return page finishes it.
        if (dispatch(paymentOf)) return;
        trackCheckout(CHECKOUT_EVENTS.purchase, cart, { transaction_id: orderId });
        void navigate(ORDER_CONFIRMATION_PATH);
      },
      () => {
        sending.current = false; // refused: the shopper may fix it and try again
        setPhase('idle');
      },
    );
  };

  // Offline: the order waits for the browser's "online", then goes once.
  useEffect(() => {
    if (phase !== 'queued') return;
    const goOn = () => send();
    window.addEventListener('online', goOn, { once: true });
    return () => window.removeEventListener('online', goOn);
  });

  const inFlight = phase === 'sending' || status === 'pending';
  return {
    disabled: inFlight || phase === 'queued' || Boolean(payment),
    label: payment ? M.redirecting : inFlight ? M.placingOrder : M.placeOrder,
    waiting: phase === 'queued' ? M.offlineWaiting : null,
    error: status === 'failed' && phase === 'idle' ? (failure?.message ?? M.unexpected) : null,
    place: () => {
      if (phase !== 'idle') return;
      if (online) send();
      else setPhase('queued');
    },
  };
}
