import './product-grid.css';
import { memo } from 'react';
import { useNearViewport } from '../../../ui/near-viewport/use-near-viewport';
import type { ProductCardData } from '../api/product-card.graphql';
import { GRID_CLASS, LISTING_GRID_CLASS, SKELETON_CARDS } from '../constants';
import { useProductCardView, useProductUrlSuffix } from '../hooks/use-product-card';
import { GRID_MESSAGES } from '../card-messages';
import { productCard, type ProductCardProps } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** The first row on a phone (2 columns): in view when a listing opens, so their images load first. */
const PRIORITY_CARDS = 2;
/**
 * Cards mounted with the grid: a desktop's first row (3 or 4 columns), which the page skeleton paints before
 * the scripts run and React's first commit must fill in the same boxes; on a phone its first two rows.
 */
const EAGER_CARDS = 4;
/** How near the viewport a later card's place comes before it mounts (a phone's third row stays out at load). */
const CARD_MARGIN = '150px';

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
  /** A category's or search's page of products: columns that its page size fills (product-grid.css). */
  listing?: boolean;
}

type GridCardProps = Required<ProductCardProps> & { suffix: string | undefined };

/** Memo: the grid renders again when its query answers, with the same (cached) products. */
const GridCard = memo(function GridCard({ product, priority, suffix }: GridCardProps) {
  return productCard(useProductCardView(product, suffix), priority);
});

/**
 * A card below the first row: mounted when its place nears the viewport (time-sliced), not in the commit
 * that shows the page. Until then an empty card of about its height holds the row, so nothing moves.
 */
function LaterCard(props: GridCardProps) {
  const { ref, near } = useNearViewport<HTMLLIElement>(CARD_MARGIN);
  return (
    <li ref={ref}>
      {near ? (
        <GridCard {...props} />
      ) : (
        <div className="product-card product-card--later" aria-hidden="true">
          <span className="product-card__image" />
        </div>
      )}
    </li>
  );
}

/**
 * The product grid of listings, brand pages and Page Builder product grids: 2 columns, 4 from medium
 * screens (SPEC 2.4), 3 for a listing's page of 6; skeleton cards while loading. The grid asks for the store's product URL suffix once
 * for all its cards (one cache watch, not one per card).
 */
export function ProductGrid({
  products,
  loading,
  label = GRID_MESSAGES.products,
  loadingLabel = GRID_MESSAGES.loadingProducts,
  skeletons = SKELETON_CARDS,
  priorityCards = PRIORITY_CARDS,
  listing = false,
}: ProductGridProps) {
  const suffix = useProductUrlSuffix() ?? undefined;
  const className = listing ? `${GRID_CLASS} ${LISTING_GRID_CLASS}` : GRID_CLASS;
  if (loading)
    return (
      <ul className={className} aria-label={loadingLabel} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  return (
    <ul className={className} aria-label={label}>
      {products.map((product, i) => {
        const props = { product, priority: i < priorityCards, suffix };
        return i < EAGER_CARDS ? (
          <li key={product.uid}>
            <GridCard {...props} />
          </li>
        ) : (
          <LaterCard key={product.uid} {...props} />
        );
      })}
    </ul>
  );
}
