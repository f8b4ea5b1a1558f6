// The sandbox's URLs: the hosted payment page a gateway order is paid on, and the storefront's return route.
import { requestOrigin } from '../http/origin';

export const SANDBOX_PREFIX = '/sandbox/';

export const hostedPagePath = (provider: string, token: string) =>
  `${SANDBOX_PREFIX}${encodeURIComponent(provider)}/pay/${token}`;

/** Absolute, on the origin the shopper used (behind a proxy too), so the storefront can simply navigate. */
export const hostedPageUrl = (request: Request, provider: string, token: string) =>
  `${requestOrigin(request)}${hostedPagePath(provider, token)}`;

/** SPEC 2.1: the payment return route of each provider, /{provider}/checkout/success/{order}. */
export const returnPath = (provider: string, orderNumber: string) =>
  `/${encodeURIComponent(provider)}/checkout/success/${encodeURIComponent(orderNumber)}`;
