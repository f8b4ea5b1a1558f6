/** SPEC 9: lists show six to a page. */
export const ORDERS_PAGE_SIZE = 6;
export const FIRST_PAGE = 1;
export const PAGE_PARAM = 'page';
export const ORDER_HISTORY_PATH = '/order-history';
/** The analytics event of a shopper cancelling their order (analytics/shop-events.ts). */
export const ORDER_CANCEL_EVENT = 'order cancel';
/** Track your order: public, for guests (and the guest order e-mail's link, with ?token=). */
export const TRACK_ORDER_PATH = '/track-order';
