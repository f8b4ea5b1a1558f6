// Apart from messages.ts, which the header's search box brings into every page: these are the search page's.
/** What a search that finds nothing says and offers (the search page's only). */
export const NO_RESULTS_MESSAGES = {
  title: 'No results',
  didYouMean: 'Did you mean',
  popularSearches: 'Popular searches',
  shopByCategory: 'Shop by category',
} as const;
