// The two payment gateways of SPEC 9 (their names come from config.paymentProviders) and what each offers on
// its hosted page. Their payment method codes are the provider names, as the storefront's options' `pg`.
import type { StandInConfig } from '../config';
// SPEC 9's lists and the providers' names, shared with the storefront's payment options (one list: the option
// a shopper picks at checkout is a method of the hosted page).
import {
  GATEWAY_ONE_METHODS,
  GATEWAY_TWO_METHODS,
  providerName,
  type GatewayMethod,
} from '../../../common/checkout/gateway-methods';

export interface Gateway {
  slot: 'one' | 'two';
  /** The provider's lower-case name: the payment method code and the return route's prefix. */
  code: string;
  title: string;
  methods: readonly GatewayMethod[];
}

/** A provider's name as shoppers know it (the hosted page's title, the order's payment title). */
export const displayName = providerName;

export function gateways(config: Pick<StandInConfig, 'paymentProviders'>): Gateway[] {
  const { one, two } = config.paymentProviders;
  return [
    { slot: 'one', code: one, title: displayName(one), methods: GATEWAY_ONE_METHODS },
    { slot: 'two', code: two, title: displayName(two), methods: GATEWAY_TWO_METHODS },
  ];
}

export function findGateway(
  config: Pick<StandInConfig, 'paymentProviders'>,
  code: string | null | undefined,
) {
  return gateways(config).find((g) => g.code === code);
}

/** The sub-methods a cart may pay with: only UPI when a cart rule restricts it to UPI. */
export const offeredMethods = (gateway: Gateway, onlyUpi: boolean): readonly GatewayMethod[] =>
  onlyUpi ? gateway.methods.filter((m) => m.code === 'upi') : gateway.methods;
