import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { ShippingMethod } from '../api/checkout.graphql';
import { CHECKOUT_EVENTS, trackCheckout, type EventCart } from '../checkout-events';
import { selectCheckout, selectStepError, selectStepStatus } from '../checkout-slice';
import { submitShippingMethod } from '../checkout-steps';

export const methodKey = (m: ShippingMethod) => `${m.carrier_code}_${m.method_code ?? ''}`;

export interface ShippingMethodStepView {
  methods: ShippingMethod[];
  chosen: string;
  choose: (key: string) => void;
  submitting: boolean;
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Shipping method: one of the methods Magento offers for the address, sent with the addresses (SPEC 7.2). */
export function useShippingMethodStep(
  methods: ShippingMethod[],
  eventCart: EventCart,
  onAccepted: () => void,
): ShippingMethodStepView {
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectCheckout).shippingMethod;
  const status = useAppSelector(selectStepStatus('shippingMethod'));
  const failure = useAppSelector(selectStepError('shippingMethod'));
  const [picked, setPicked] = useState<string | null>(null);
  const chosen =
    picked ?? methods.find((m) => m.carrier_code === saved)?.carrier_code ?? methods[0]?.carrier_code ?? '';
  const chosenKey = methods.find((m) => methodKey(m) === chosen || m.carrier_code === chosen);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosenKey || status === 'pending') return;
    dispatch(submitShippingMethod(chosenKey)).then(
      () => {
        trackCheckout(CHECKOUT_EVENTS.shippingDetailsUpdated, eventCart, {
          shipping_tier: chosenKey.carrier_title,
        });
        onAccepted();
      },
      () => {},
    );
  };

  return {
    methods,
    chosen: chosenKey ? methodKey(chosenKey) : '',
    choose: setPicked,
    submitting: status === 'pending',
    error: status === 'failed' ? (failure?.message ?? null) : null,
    onSubmit,
  };
}
