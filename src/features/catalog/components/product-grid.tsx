import './product-grid.css';
import type { ProductCardData } from '../api/product-card.graphql';
import { SKELETON_CARDS } from '../constants';
import { LISTING_MESSAGES } from '../messages';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** The first row on a phone (2 columns): in view when a listing opens, so their images load first. */
const PRIORITY_CARDS = 2;

interface ProductGridProps {
  products: ProductCardData[];
  loading: boolean;
  /** The list's name (default: the listing's 'Products'). */
  label?: string;
  loadingLabel?: string;
  /** How many skeleton cards stand in while loading. */
  skeletons?: number;
  /** How many first cards load their image first (0 for a grid further down a page). */
  priorityCards?: number;
}

/**
 * The product grid of listings, brand pages and Page Builder product grids: 2 columns, 4 from medium
 * screens (SPEC 2.4); skeleton cards while loading.
 */
export function ProductGrid({
  products,
  loading,
  label = LISTING_MESSAGES.products,
  loadingLabel = LISTING_MESSAGES.loadingProducts,
  skeletons = SKELETON_CARDS,
  priorityCards = PRIORITY_CARDS,
}: ProductGridProps) {
  if (loading)
    return (
      <ul className="product-grid" aria-label={loadingLabel} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, i) => (
        <li key={product.uid}>
          <ProductCard product={product} priority={i < priorityCards} />
        </li>
      ))}
    </ul>
  );
}
