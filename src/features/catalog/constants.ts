/** Catalogue constants (SPEC 3 "Catalog paging", 9 "Limits", "Image sizes", "Layout"). */

/** Products per page; the first page is 1. */
export const PAGE_SIZE = 6;
export const FIRST_PAGE = 1;
export { CARD_IMAGE_HEIGHT, CARD_IMAGE_SIZES, CARD_IMAGE_WIDTH, SIGN_IN_PATH } from './card-constants';
/** The product grid's classes (product-grid.css), shared with the server's page skeleton. */
export const GRID_CLASS = 'product-grid';
/** A listing's grid: 3 columns from medium screens, so its page of 6 fills two rows. */
export const LISTING_GRID_CLASS = 'product-grid--listing';
/** Skeleton cards shown while a page of products loads (SPEC 9: the category placeholder shows 6). */
export const SKELETON_CARDS = 6;

/** The layered filters the listing offers, in the URL under these names (the aggregations' attribute codes). */
export const FILTER_CODES = ['category_uid', 'price', 'brand_code', 'color', 'size'] as const;
export type FilterCode = (typeof FILTER_CODES)[number];
/** Filters that take one value (Magento's price filter is a single range). */
export const SINGLE_VALUE_FILTERS: readonly FilterCode[] = ['price'];
/** Options shown per filter group before 'Show more'. */
export const FILTER_OPTIONS_SHOWN = 5;
/** URL parameters of the listing besides the filters. */
export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';
/** How many numbered page links the pagination shows around the current page. */
export const PAGE_LINKS = 5;

export type ListingKind = 'category' | 'search';
export type SortDirection = 'ASC' | 'DESC';

export interface SortOption {
  id: string;
  label: string;
  field: 'relevance' | 'position' | 'price' | 'name';
  direction: SortDirection;
  /** Where the option is offered (best match only makes sense for a search, position only in a category). */
  kinds: readonly ListingKind[];
}

const BOTH: readonly ListingKind[] = ['category', 'search'];
export const SORT_OPTIONS: readonly SortOption[] = [
  { id: 'relevance', label: 'Best Match', field: 'relevance', direction: 'DESC', kinds: ['search'] },
  { id: 'position', label: 'Position', field: 'position', direction: 'ASC', kinds: ['category'] },
  { id: 'price-asc', label: 'Price: Low to High', field: 'price', direction: 'ASC', kinds: BOTH },
  { id: 'price-desc', label: 'Price: High to Low', field: 'price', direction: 'DESC', kinds: BOTH },
  { id: 'name-asc', label: 'Name: A to Z', field: 'name', direction: 'ASC', kinds: BOTH },
  { id: 'name-desc', label: 'Name: Z to A', field: 'name', direction: 'DESC', kinds: BOTH },
];

/** Below the filter switch (SPEC 9: 1024px) filters move into a modal and sorting becomes a list. */
export const COMPACT_LISTING_QUERY = '(max-width: 1023px)';
