// SPEC 9's ways to pay on each gateway, and how the gateways spell their names: one list for the storefront's
// payment options (payment-options.ts) and the gateways' hosted pages (server/magento/payments), so an option
// chosen at checkout is the method its hosted page opens on. Pure data: the server imports it.

/** A gateway's own code for a way to pay (its hosted page's `method`). */
export type GatewayMethodCode =
  'credit_card' | 'debit_card' | 'card' | 'upi' | 'netbanking' | 'wallet' | 'emi' | 'bnpl';

export interface GatewayMethod {
  code: GatewayMethodCode;
  label: string;
}

export const GATEWAY_ONE_METHODS: readonly GatewayMethod[] = [
  { code: 'credit_card', label: 'Credit card' },
  { code: 'debit_card', label: 'Debit card' },
  { code: 'upi', label: 'UPI' },
  { code: 'bnpl', label: 'Pay later' },
];

export const GATEWAY_TWO_METHODS: readonly GatewayMethod[] = [
  { code: 'netbanking', label: 'Netbanking' },
  { code: 'card', label: 'Credit/debit card' },
  { code: 'upi', label: 'UPI' },
  { code: 'wallet', label: 'Wallet' },
  { code: 'emi', label: 'EMI' },
  { code: 'bnpl', label: 'Pay later' },
];

/** The query parameter of a hosted payment page that names the way to pay it opens on. */
export const HOSTED_PAGE_METHOD_PARAM = 'method';

// How well-known providers spell their names (provider codes are lower-case build flags); others capitalised.
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  razorpay: 'Razorpay',
  payu: 'PayU',
  cashfree: 'Cashfree',
  ccavenue: 'CCAvenue',
  paytm: 'Paytm',
  phonepe: 'PhonePe',
  juspay: 'Juspay',
};

/** A payment provider's name as shoppers know it, from its lower-case code. */
export const providerName = (code: string): string =>
  PROVIDER_NAMES[code] ?? code.charAt(0).toUpperCase() + code.slice(1);
