/** User-visible strings of the catalogue (product cards, category page, filters, sort, paging). */
export const CATALOG_MESSAGES = {
  topDeals: 'top deals',
  regularPrice: 'Regular price',
  ourPrice: 'Our price',
  competitorPrices: 'Prices elsewhere',
  loginPrompt: 'Login to see the best price',
  viewProduct: 'View product',
  loadingProduct: 'Loading product',
} as const;
