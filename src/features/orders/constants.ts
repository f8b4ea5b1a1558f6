/** SPEC 9: lists show six to a page. */
export const ORDERS_PAGE_SIZE = 6;
export const FIRST_PAGE = 1;
export const PAGE_PARAM = 'page';
export const ORDER_HISTORY_PATH = '/order-history';
