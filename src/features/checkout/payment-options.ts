// Which payment options checkout offers (SPEC 4 "Payment list rule", SPEC 9 "Payment options by gateway").
// Magento says which methods (gateway codes) the cart may use; each gateway contributes several options.
import { COD_LABEL, COD_NOTE, FREE_LABEL } from './page-messages';

export interface PaymentOption {
  id: string;
  /** The gateway (Magento payment method) code. */
  pg: string;
  label: string;
  note?: string;
}

export const FREE_METHOD = 'free';
export const COD_METHOD = 'cashondelivery';
export const UPI_OPTION_ID = 'upi';

export const FREE_OPTION: PaymentOption = {
  id: 'free',
  pg: FREE_METHOD,
  label: FREE_LABEL,
};
export const COD_OPTION: PaymentOption = {
  id: 'cod',
  pg: COD_METHOD,
  label: COD_LABEL,
  note: COD_NOTE,
};

/** The options of the two gateways, whose codes are the build's payment provider names. */
export function gatewayOptions(gatewayOne: string, gatewayTwo: string): PaymentOption[] {
  const one = (id: string, label: string) => ({ id, pg: gatewayOne, label });
  const two = (id: string, label: string) => ({ id: `${gatewayTwo}-${id}`, pg: gatewayTwo, label });
  return [
    one('credit-card', 'Credit card'),
    one('debit-card', 'Debit card'),
    one(UPI_OPTION_ID, 'UPI'),
    one('bnpl', 'Pay later'),
    two('netbanking', 'Netbanking'),
    two('card', 'Credit/debit card'),
    two(UPI_OPTION_ID, 'UPI'),
    two('wallet', 'Wallet'),
    two('emi', 'EMI'),
    two('bnpl', 'Pay later'),
  ];
}

export interface PaymentContext {
  /** Codes of Cart.available_payment_methods. */
  availableMethods: string[];
  isOnlyUpi: boolean;
  /** Codes of Cart.applied_coupons, in order. */
  couponCodes: string[];
}

const isUpi = (option: PaymentOption) =>
  option.id === UPI_OPTION_ID || option.id.endsWith(`-${UPI_OPTION_ID}`);

/**
 * Free beats everything; then a UPI-only cart (or a first coupon containing 'upi', in any case) gets the one
 * UPI option; otherwise every option whose gateway Magento allows.
 */
export function offeredPaymentOptions(options: PaymentOption[], context: PaymentContext): PaymentOption[] {
  const { availableMethods, isOnlyUpi, couponCodes } = context;
  if (availableMethods.includes(FREE_METHOD)) return [FREE_OPTION];
  const allowed = options.filter((option) => availableMethods.includes(option.pg));
  const firstCoupon = couponCodes[0] ?? '';
  if (isOnlyUpi || firstCoupon.toLowerCase().includes('upi')) {
    const upi = allowed.find(isUpi) ?? options.find(isUpi);
    return upi ? [upi] : [];
  }
  return allowed;
}
