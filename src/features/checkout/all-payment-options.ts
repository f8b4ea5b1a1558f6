// Every payment option the shop can offer, for the payment step and for naming a saved choice on the first
// step. Apart from payment-options.ts: the provider names come from routing, which the checkout's index must
// not import (a cycle through the shell).
import { paymentProviders } from '../routing';
import { COD_OPTION, gatewayOptions, type PaymentOption } from './payment-options';

/** Cash on delivery, then the two gateways' (SPEC 9). */
export function allPaymentOptions(): PaymentOption[] {
  const [one, two] = paymentProviders();
  return [COD_OPTION, ...gatewayOptions(one, two)];
}
