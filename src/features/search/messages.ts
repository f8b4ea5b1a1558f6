/** User-visible strings of search (header box, suggestions, search page). */
export const SEARCH_MESSAGES = {
  pageTitle: 'Search',
  searchProducts: 'Search products',
  submit: 'Search',
  suggestions: 'Search suggestions',
  products: 'Products',
  categories: 'Categories',
  inCategory: (category: string) => `in ${category}`,
  resultsFor: (term: string) => `Results for '${term}'`,
  noTerm: 'Type what you are looking for in the search box.',
  noResults: (term: string) => `We couldn't find any products for '${term}'.`,
  suggestionCount: (count: number) =>
    count === 1 ? '1 suggestion available.' : `${count} suggestions available.`,
} as const;
