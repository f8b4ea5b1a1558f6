/** The compare page (route-paths.ts sorts it with the shopper's own pages: never indexed). */
export const COMPARE_PATH = '/compare.html';

/**
 * Products compared side by side at most: four columns still fit a desktop, and a phone scrolls them. The
 * backend's own limit is higher (server/magento/schema/compare).
 */
export const MAX_COMPARED = 4;

/** The compare events, named in SPEC 7.3's style ('wishlist add'); test/contract/analytics-events.test.ts checks. */
export const COMPARE_EVENTS = {
  add: 'compare add',
  remove: 'compare remove',
} as const;

/** The attribute the compare page shows from the product's own price (formatted), not the backend's raw number. */
export const PRICE_ATTRIBUTE = 'price';
