/** SPEC 9: lists show six to a page; ?page= in the URL picks one. */
export const TRANSACTIONS_PAGE_SIZE = 6;
export const FIRST_PAGE = 1;
export const PAGE_PARAM = 'page';
