// When Buy Now is over (../hooks/use-buy-now-watch.ts asks on every route and cart change): the session's cart
// is no longer the Buy Now one (checkout placed the order and replaced it), or the shopper is on a page outside
// the Buy Now checkout (left it without ordering).
import type { BuyNowRecord } from './buy-now-record';

/** A record still 'starting' after this long was left by a Buy Now that never reached checkout. */
export const STARTING_TIMEOUT_MS = 60_000;

/** The checkout's pages: checkout itself, the confirmation, and a payment provider's return page. */
export const inBuyNowCheckout = (pathname: string) =>
  pathname === '/checkout' || pathname === '/order-confirmation' || /\/checkout\/success\//.test(pathname);

export function buyNowIsOver(
  record: BuyNowRecord,
  { pathname, cartId, now }: { pathname: string; cartId: string | null; now: number },
): boolean {
  if (record.phase === 'starting' && now - record.startedAt < STARTING_TIMEOUT_MS) return false;
  // No cart yet (the session is starting, or checkout is between two carts): ask again when there is one.
  if (cartId === null) return false;
  return cartId !== record.buyNowCartId || !inBuyNowCheckout(pathname);
}
