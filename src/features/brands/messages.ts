/** User-visible strings of brand sliders and brand pages. */
export const BRAND_MESSAGES = {
  brands: 'Brands',
  previousBrands: 'Previous brands',
  nextBrands: 'Next brands',
  loadingBrands: 'Loading brands',
  loadingBrand: 'Loading brand',
  logoAlt: (name: string) => `${name} logo`,
  products: (name: string) => `${name} products`,
  loadingProducts: 'Loading products',
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  noProducts: 'There are no products of this brand yet.',
  loadError: 'Something went wrong. Sorry about that.',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
} as const;
