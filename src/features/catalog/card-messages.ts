/** User-visible strings of the product card and the product grid: every page that shows cards carries them. */
export const CATALOG_MESSAGES = {
  topDeals: 'top deals',
  regularPrice: 'Regular price',
  ourPrice: 'Our price',
  competitorPrices: 'Prices elsewhere',
  loginPrompt: 'Login to see the best price',
  loadingProduct: 'Loading product',
  rated: (stars: string, reviews: number) =>
    `Rated ${stars} out of 5, ${reviews} review${reviews === 1 ? '' : 's'}`,
} as const;

export const GRID_MESSAGES = {
  products: 'Products',
  loadingProducts: 'Loading products',
} as const;
