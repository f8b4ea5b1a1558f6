// Which payment methods a cart may use (SPEC 9): the two gateways, cash on delivery (as 'cashondelivery' and
// Magento's 'checkmo'; Rs. 50 extra) and, when nothing is left to pay, only 'free'.
import type { StandInConfig } from '../../config';
import { gateways } from '../../payments/gateways';
import type { CartState } from '../cart/cart-state';
import { FREE_METHOD } from '../cart/pricing';

export interface PaymentMethodOption {
  code: string;
  title: string;
  is_deferred: boolean;
}

export const FREE_TITLE = 'No Payment Information Required';
export const COD_TITLE = 'Cash on delivery';
export const COD_NOTE = 'Additional charge of Rs. 50 applicable.';

export function availablePaymentMethods(config: StandInConfig, state: CartState): PaymentMethodOption[] {
  if (state.lines.length === 0) return [];
  if (state.totals.totalBeforePaymentFee <= 0)
    return [{ code: FREE_METHOD, title: FREE_TITLE, is_deferred: false }];
  // The gateways are sandboxes: with SANDBOXES=off there is nowhere to pay online (no real gateway is wired).
  const online = config.sandboxes
    ? gateways(config).map((g) => ({ code: g.code, title: g.title, is_deferred: false }))
    : [];
  // A UPI-only cart rule leaves the gateways (whose hosted pages then offer UPI alone).
  if (state.totals.coupon?.is_only_upi === 1) return online;
  return [
    ...online,
    { code: 'cashondelivery', title: COD_TITLE, is_deferred: false },
    { code: 'checkmo', title: COD_TITLE, is_deferred: false },
  ];
}

export function paymentMethodTitle(config: StandInConfig, code: string): string {
  if (code === FREE_METHOD) return FREE_TITLE;
  return gateways(config).find((g) => g.code === code)?.title ?? COD_TITLE;
}
