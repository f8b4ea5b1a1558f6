// The bills and recharge section's routes and limits (SPEC 2.1: /setu?p={category}, /bills-and-recharge).
export const BILL_PAYMENT_PATH = '/setu';
export const CATEGORY_PARAM = 'p';
export const BILL_HISTORY_PATH = '/bills-and-recharge';
/** SPEC 9: lists show six to a page. */
export const BILLS_PAGE_SIZE = 6;
export const FIRST_PAGE = 1;
export const PAGE_PARAM = 'page';

/** /setu?p={segment} for a biller category. */
export const categoryHref = (segment: string) =>
  `${BILL_PAYMENT_PATH}?${new URLSearchParams({ [CATEGORY_PARAM]: segment })}`;
