// Magento's GetCartForUser: a masked cart id to a cart the requester may use, or Magento's exact errors.
import type { RequestContext } from '../../context';
import { findCartByMaskedId, type CartRow } from '../../db/repositories/carts';
import { isTokenRevoked } from '../../db/repositories/customer-tokens';
import { bearerToken } from '../../auth/require-customer';
import { authorizationError, CUSTOMER_NOT_AUTHORIZED, inputError, noSuchEntity } from '../../errors';

/** Echoes at most this much of a bad id back, so an oversized id does not make an oversized error. */
const MAX_ECHO = 64;
const echo = (id: string) => (id.length > MAX_ECHO ? `${id.slice(0, MAX_ECHO)}…` : id);

export const cartNotFound = (id: string) => noSuchEntity(`Could not find a cart with ID "${echo(id)}"`);
export const CART_NOT_ACTIVE = "The cart isn't active.";
export const cartNotActive = () => noSuchEntity(CART_NOT_ACTIVE);
export const notYourCart = (id: string) =>
  authorizationError(`The current user cannot perform operations on cart "${echo(id)}"`);

/** A bearer token that is unknown, revoked or expired fails the whole request, as in Magento. */
export function rejectInvalidToken(ctx: Pick<RequestContext, 'invalidToken' | 'db' | 'request'>): void {
  if (!ctx.invalidToken) return;
  const token = bearerToken(ctx.request);
  // Magento's token validator names a revoked token; anything else is just not a customer.
  if (token && isTokenRevoked(ctx.db, token)) throw authorizationError('User token has been revoked');
  throw authorizationError(CUSTOMER_NOT_AUTHORIZED);
}

/** Magento's "Required parameter "cart_id" is missing" for an absent or blank id (some resolvers add a "."). */
export function requireCartId(value: unknown, name = 'cart_id', end = ''): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw inputError(`Required parameter "${name}" is missing${end}`);
  return value.trim();
}

/** The cart with that masked id if the requester may use it: guests their guest carts, customers their own. */
export function getCartForUser(ctx: RequestContext, maskedId: string): CartRow {
  rejectInvalidToken(ctx);
  // Masked ids are short; a long one cannot exist, and is not worth a lookup.
  const cart = maskedId.length <= 255 ? findCartByMaskedId(ctx.db, maskedId) : undefined;
  if (!cart) throw cartNotFound(maskedId);
  if (!cart.is_active) throw cartNotActive();
  if (cart.customer_id !== ctx.customerId) throw notYourCart(maskedId);
  return cart;
}
