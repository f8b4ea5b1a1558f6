// The catalogue feature's public surface: product cards for galleries, carousels and Page Builder blocks.
export { ProductCard } from './components/product-card';
export { ProductGrid } from './components/product-grid';
export { ProductCardSkeleton } from './components/product-card-skeleton';
export {
  PRODUCT_CARD_FRAGMENT,
  type CompetitorPrice,
  type MoneyValue,
  type ProductCardData,
} from './api/product-card.graphql';
export { productHref } from './hooks/use-product-card';
export { ProductListing } from './components/product-listing';
export { LISTING_MESSAGES } from './messages';
