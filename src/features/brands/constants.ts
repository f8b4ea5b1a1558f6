/** Brand constants (SPEC 1, 3 "Catalog paging", 9 "Layout"). */

/** Brands in the home section and the sign-in slider (the featured brands come first, by position). */
export const BRANDS_SHOWN = 20;
/** Every brand, to find the one a brand page is about (the shop has fewer). */
export const ALL_BRANDS = 200;
/** SPEC 9: a brand slider item is at least 154px wide. */
export const BRAND_SLIDER_MIN_ITEM_WIDTH = 154;
/** Logo box of a slider item (the seeded logos are 2:1). */
export const BRAND_LOGO_WIDTH = 120;
export const BRAND_LOGO_HEIGHT = 60;
/** SPEC 3: products per page, first page 1. */
export const BRAND_PAGE_SIZE = 6;
export const FIRST_PAGE = 1;
export const PAGE_PARAM = 'page';
/**
 * A brand page lives at its url_key with the shop's URL suffix (/brands/samsung.html), the address the shop
 * gives brands; the route is `brands/:brandKey`.
 */
export const BRANDS_PATH = 'brands';
export const BRAND_URL_SUFFIX = '.html';
