/** The account page listing the shopper's back-in-stock alerts (protected: SPEC 2.2's rule). */
export const STOCK_ALERTS_PATH = '/stock-alerts';
/** SPEC 9: lists show six to a page. */
export const STOCK_ALERTS_PAGE_SIZE = 6;
export const FIRST_PAGE = 1;
export const PAGE_PARAM = 'page';

/**
 * The notify-me events, beyond SPEC 7.3 (src/features/analytics/shop-events.ts lists them for the contract
 * test), named as SPEC names the wishlist's: the thing, then what happened to it.
 */
export const STOCK_ALERT_EVENTS = {
  subscribe: 'notify me subscribe',
  unsubscribe: 'notify me unsubscribe',
} as const;
