/** Catalogue constants (SPEC 3 "Catalog paging", 9 "Limits", "Image sizes", "Layout"). */

/** Products per page; the first page is 1. */
export const PAGE_SIZE = 6;
export const FIRST_PAGE = 1;
/** Where the login prompt of a signed-out shopper's price button leads. */
export const SIGN_IN_PATH = '/sign-in';
/** CSS width of a card image in the 4-column gallery; Image picks the nearest width step for the device. */
export const CARD_IMAGE_WIDTH = 320;
export const CARD_IMAGE_HEIGHT = 400;
export const CARD_IMAGE_SIZES = '(min-width: 768px) 25vw, 50vw';
/** Skeleton cards shown while a page of products loads (SPEC 9: the category placeholder shows 6). */
export const SKELETON_CARDS = 6;
