import type { RequestContext } from '../context';
import { authorizationError, CUSTOMER_NOT_AUTHORIZED } from '../errors';

/** The signed-in customer's id, or Magento's graphql-authorization error for guests and bad tokens. */
export function requireCustomer(ctx: Pick<RequestContext, 'customerId'>): number {
  if (ctx.customerId === null) throw authorizationError(CUSTOMER_NOT_AUTHORIZED);
  return ctx.customerId;
}

/** The bearer token the request was made with, if any. */
export function bearerToken(request: Request): string | null {
  return /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? null;
}
