// Which payment options checkout offers (SPEC 4 "Payment list rule", SPEC 9 "Payment options by gateway").
// Magento says which methods (gateway codes) the cart may use; each gateway contributes several options.
import {
  GATEWAY_ONE_METHODS,
  GATEWAY_TWO_METHODS,
  HOSTED_PAGE_METHOD_PARAM,
  providerName,
  type GatewayMethod,
  type GatewayMethodCode,
} from '../../../common/checkout/gateway-methods';
import { COD_LABEL, COD_NOTE, FREE_LABEL } from './page-messages';

export interface PaymentOption {
  id: string;
  /** The gateway (Magento payment method) code. */
  pg: string;
  label: string;
  note?: string;
  /** A gateway's option: the gateway's code for it, which its hosted page opens on. */
  method?: GatewayMethodCode;
}

export const FREE_METHOD = 'free';
export const COD_METHOD = 'cashondelivery';

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

/**
 * The options of the two gateways, whose codes are the build's payment provider names. Ids as saved in a
 * shopper's storage: gateway one's are its method codes in kebab case ('credit-card', 'upi'), gateway two's
 * are prefixed with its code ('payu-upi').
 */
export function gatewayOptions(gatewayOne: string, gatewayTwo: string): PaymentOption[] {
  const option = (pg: string, idPrefix: string) => (method: GatewayMethod) => ({
    id: idPrefix + method.code.replace('_', '-'),
    pg,
    label: method.label,
    method: method.code,
  });
  return [
    ...GATEWAY_ONE_METHODS.map(option(gatewayOne, '')),
    ...GATEWAY_TWO_METHODS.map(option(gatewayTwo, `${gatewayTwo}-`)),
  ];
}

/** Options shown together: a gateway's under its name; cash on delivery and free on their own (no name). */
export interface PaymentGroup {
  key: string;
  /** The provider's name, for a gateway's options. */
  name: string | null;
  options: PaymentOption[];
}

/**
 * Groups options by gateway, in the order given. Both gateways offer UPI and Pay later, and each has its
 * cards: under their providers' names the shopper sees which is which (SPEC 4's rule stays exact).
 */
export function groupByProvider(options: PaymentOption[]): PaymentGroup[] {
  const groups: PaymentGroup[] = [];
  for (const option of options) {
    const key = option.method ? option.pg : option.id;
    const group = groups.find((g) => g.key === key);
    if (group) group.options.push(option);
    else groups.push({ key, name: option.method ? providerName(option.pg) : null, options: [option] });
  }
  return groups;
}

/** The gateway's hosted page for `url`, opening on the way to pay the shopper chose (when it is an option). */
export function hostedPageFor(url: string, option: PaymentOption | undefined): string {
  if (!option?.method) return url;
  try {
    const page = new URL(url);
    page.searchParams.set(HOSTED_PAGE_METHOD_PARAM, option.method);
    return page.href;
  } catch {
    return url; // not an absolute URL: left as the shop gave it
  }
}

export interface PaymentContext {
  /** Codes of Cart.available_payment_methods. */
  availableMethods: string[];
  isOnlyUpi: boolean;
  /** Codes of Cart.applied_coupons, in order. */
  couponCodes: string[];
}

const isUpi = (option: PaymentOption) => option.method === 'upi';

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
