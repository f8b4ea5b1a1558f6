/** The account page listing the shopper's returns (protected: SPEC 2.2's rule). */
export const MY_RETURNS_PATH = '/returns';
/** The return form of one order: /order-history/{number}/return. */
export const returnPath = (orderNumber: string) => `/order-history/${encodeURIComponent(orderNumber)}/return`;
export const CART_PATH = '/cart';
/** SPEC 9: lists show six to a page. */
export const RETURNS_PAGE_SIZE = 6;
export const FIRST_PAGE = 1;
export const PAGE_PARAM = 'page';
/** The RMA item attributes the form asks for (Magento's codes). */
export const REASON = 'reason';
export const RESOLUTION = 'resolution';

/**
 * The after-purchase events, beyond SPEC 7.3 (src/features/analytics/shop-events.ts lists them for the
 * contract test), named as SPEC names its own: the thing, then what happened to it.
 */
export const RETURN_EVENTS = {
  reorder: 'order reorder',
  returnRequested: 'return requested',
} as const;
