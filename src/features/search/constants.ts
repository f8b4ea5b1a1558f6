/** Search constants (SPEC 2.1: the search page is /search.html?query=…). */
export const SEARCH_PATH = '/search.html';
export const QUERY_PARAM = 'query';
/** Suggestions wait until typing pauses this long. */
export const SUGGESTION_DEBOUNCE_MS = 300;
/** Magento's minimum search query length. */
export const MIN_SUGGESTION_LENGTH = 3;
export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_CATEGORIES = 4;
/** The category filter of the search page, where a suggested category leads. */
export const CATEGORY_FILTER_PARAM = 'category_uid';
export const CATEGORY_AGGREGATION = 'category_uid';
/** A search that finds nothing suggests this many popular searches and top categories. */
export const HELP_POPULAR_SEARCHES = 8;
export const HELP_CATEGORIES = 8;
