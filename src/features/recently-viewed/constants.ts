/** Products remembered, most recent first: a row's worth. */
export const RECENTLY_VIEWED_LIMIT = 10;
/** Magento's SKU is at most 64 characters: anything longer in storage is not one. */
export const MAX_SKU_LENGTH = 64;
/** Room held for the row (a product carousel with its title) until it renders. */
export const ROW_MIN_HEIGHT = '29rem';
/** Product cards in the row are at least this wide (two on a small phone), as the home carousels'. */
export const ROW_MIN_ITEM_WIDTH = 170;
