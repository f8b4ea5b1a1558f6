// The two payment gateways of SPEC 9 (their names come from config.paymentProviders) and what each offers on
// its hosted page. Their payment method codes are the provider names, as the storefront's options' `pg`.
import type { ServerConfig } from '../config';

export type SubMethodCode =
  'credit_card' | 'debit_card' | 'card' | 'upi' | 'netbanking' | 'wallet' | 'emi' | 'bnpl';

export interface SubMethod {
  code: SubMethodCode;
  label: string;
}

export interface Gateway {
  slot: 'one' | 'two';
  /** The provider's lower-case name: the payment method code and the return route's prefix. */
  code: string;
  title: string;
  methods: SubMethod[];
}

const GATEWAY_ONE_METHODS: SubMethod[] = [
  { code: 'credit_card', label: 'Credit card' },
  { code: 'debit_card', label: 'Debit card' },
  { code: 'upi', label: 'UPI' },
  { code: 'bnpl', label: 'Pay later' },
];

const GATEWAY_TWO_METHODS: SubMethod[] = [
  { code: 'netbanking', label: 'Netbanking' },
  { code: 'card', label: 'Credit / debit card' },
  { code: 'upi', label: 'UPI' },
  { code: 'wallet', label: 'Wallet' },
  { code: 'emi', label: 'EMI' },
  { code: 'bnpl', label: 'Pay later' },
];

// How well-known providers spell their names; anything else is capitalised.
const DISPLAY_NAMES: Record<string, string> = {
  razorpay: 'Razorpay',
  payu: 'PayU',
  cashfree: 'Cashfree',
  ccavenue: 'CCAvenue',
  paytm: 'Paytm',
  phonepe: 'PhonePe',
  juspay: 'Juspay',
};

export const displayName = (code: string) =>
  DISPLAY_NAMES[code] ?? code.charAt(0).toUpperCase() + code.slice(1);

export function gateways(config: Pick<ServerConfig, 'paymentProviders'>): Gateway[] {
  const { one, two } = config.paymentProviders;
  return [
    { slot: 'one', code: one, title: displayName(one), methods: GATEWAY_ONE_METHODS },
    { slot: 'two', code: two, title: displayName(two), methods: GATEWAY_TWO_METHODS },
  ];
}

export function findGateway(config: Pick<ServerConfig, 'paymentProviders'>, code: string | null | undefined) {
  return gateways(config).find((g) => g.code === code);
}

/** The sub-methods a cart may pay with: only UPI when a cart rule restricts it to UPI. */
export const offeredMethods = (gateway: Gateway, onlyUpi: boolean): SubMethod[] =>
  onlyUpi ? gateway.methods.filter((m) => m.code === 'upi') : gateway.methods;
