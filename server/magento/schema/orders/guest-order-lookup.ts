// Magento's guestOrder (number, e-mail, billing last name) and guestOrderByToken (the confirmation e-mail's link),
// limited as password sign-in is (auth/rate-limits.ts): wrong guesses are counted per order number and per client
// address, and a guesser over either limit is refused before the order is looked up. A wrong guess learns
// nothing: an unknown number, a wrong e-mail or last name, and a customer's order under a wrong guess all get the
// same answer; only the right details of a customer's order are told to sign in, as Magento does.
import type { RequestContext } from '../../context';
import { accountKey, GUEST_ORDER_LOOKUPS_LIMITED, isLimited, record } from '../../auth/rate-limits';
import { findOrderByNumber, findOrderByProtectCode, type OrderRow } from '../../db/repositories/orders';
import { authorizationError, inputError, noSuchEntity } from '../../errors';
import { orderViews, type OrderView } from './order-fields';

export const ORDER_NOT_LOCATED = "We couldn't locate an order with the information provided.";
export const LOGIN_TO_VIEW_ORDER = 'Please login to view the order.';

type Ctx = Pick<RequestContext, 'db' | 'config' | 'clientAddress'>;

const text = (v: unknown, max = 255) => (typeof v === 'string' && v.length <= max ? v.trim() : '');

/** Refuses a client (or an order number) that has used up its wrong guesses, before any lookup. */
function refuseIfLimited(ctx: Ctx, number?: string): void {
  if (
    isLimited(ctx, 'guestOrderPerAddress', ctx.clientAddress) ||
    (number !== undefined && isLimited(ctx, 'guestOrderPerOrder', accountKey(number)))
  )
    throw authorizationError(GUEST_ORDER_LOOKUPS_LIMITED);
}

/** Counts a wrong guess and answers as for an order that does not exist. */
function wrongGuess(ctx: Ctx, number?: string): never {
  record(ctx, 'guestOrderPerAddress', ctx.clientAddress);
  if (number !== undefined) record(ctx, 'guestOrderPerOrder', accountKey(number));
  throw noSuchEntity(ORDER_NOT_LOCATED);
}

function guestView(ctx: Ctx, order: OrderRow): OrderView {
  if (order.customer_id !== null) throw authorizationError(LOGIN_TO_VIEW_ORDER);
  return orderViews(ctx.db, [order])[0]!;
}

export function guestOrder(
  ctx: Ctx,
  input: { number?: unknown; email?: unknown; lastname?: unknown } | null,
): OrderView {
  const number = text(input?.number, 50);
  const email = text(input?.email);
  const lastname = text(input?.lastname);
  if (!number || !email || !lastname)
    throw inputError('Required parameters are missing: number, email, lastname');
  refuseIfLimited(ctx, number);
  const order = findOrderByNumber(ctx.db, number);
  if (!order) return wrongGuess(ctx, number);
  const [view] = orderViews(ctx.db, [order]);
  const billing = view!.batch.addresses.get(order.entity_id)?.find((a) => a.address_type === 'billing');
  const matches =
    order.email.toLowerCase() === email.toLowerCase() &&
    (billing?.lastname ?? order.customer_lastname).toLowerCase() === lastname.toLowerCase();
  if (!matches) return wrongGuess(ctx, number);
  return guestView(ctx, order);
}

export function guestOrderByToken(ctx: Ctx, input: { token?: unknown } | null): OrderView {
  refuseIfLimited(ctx);
  // An empty or oversized token is a wrong guess like any other.
  const token = text(input?.token, 64);
  const order = token ? findOrderByProtectCode(ctx.db, token) : undefined;
  if (!order) return wrongGuess(ctx);
  return guestView(ctx, order);
}
