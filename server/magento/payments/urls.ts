// The sandbox's URLs: the hosted payment page a gateway order is paid on, and the storefront's return route.
import type { StandInConfig } from '../config';
import { SERVER_AREAS } from '../../../common/server-paths';

/** The server's area for the sandbox gateways (common/server-paths.ts: the service worker leaves it alone). */
export const SANDBOX_PREFIX = SERVER_AREAS.paymentSandbox;

export const hostedPagePath = (provider: string, token: string) =>
  `${SANDBOX_PREFIX}${encodeURIComponent(provider)}/pay/${token}`;

/** Absolute, on the shop's public origin (PUBLIC_ORIGIN), so the storefront can simply navigate. */
export const hostedPageUrl = (config: Pick<StandInConfig, 'publicOrigin'>, provider: string, token: string) =>
  `${config.publicOrigin}${hostedPagePath(provider, token)}`;

/** SPEC 2.1: the payment return route of each provider, /{provider}/checkout/success/{order}. */
export const returnPath = (provider: string, orderNumber: string) =>
  `/${encodeURIComponent(provider)}/checkout/success/${encodeURIComponent(orderNumber)}`;

/** A bill payment's reference on the gateway and in its return route: BILL-{payment id}. */
export const billReference = (paymentId: number) => `BILL-${paymentId}`;

/** The bill payment id of a reference, or null when it is not a bill payment's. */
export function billPaymentIdOf(reference: string): number | null {
  const m = /^BILL-([1-9][0-9]{0,9})$/.exec(reference);
  return m ? Number(m[1]) : null;
}
