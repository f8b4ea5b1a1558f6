export const WISHLIST_PATH = '/wishlist';
/** SPEC 9: lists show six to a page. */
export const WISHLIST_PAGE_SIZE = 6;
export const FIRST_PAGE = 1;
export const PAGE_PARAM = 'page';

/** SPEC 7.3's wishlist events, named as SPEC names them (test/contract/analytics-events.test.ts checks). */
export const WISHLIST_EVENTS = {
  add: 'wishlist add',
  remove: 'wishlist remove',
  updated: 'wishlist updated',
  viewed: 'wishlist viewed',
} as const;

/** Moving a line to the cart adds it to the cart: SPEC 7.3's add_to_cart, as the product page sends it. */
export const ADD_TO_CART_EVENT = 'add_to_cart';
