import type { ProductCardData } from '../api/product-card.graphql';
import { SKELETON_CARDS } from '../constants';
import { LISTING_MESSAGES } from '../messages';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** The first row on a phone (2 columns): in view when the page opens, so their images load first. */
const PRIORITY_CARDS = 2;

/** The listing's grid: 2 columns, 4 from medium screens (SPEC 2.4); skeleton cards while loading. */
export function ProductGallery({ products, loading }: { products: ProductCardData[]; loading: boolean }) {
  if (loading)
    return (
      <ul className="product-gallery" aria-label={LISTING_MESSAGES.loadingProducts} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="product-gallery" aria-label={LISTING_MESSAGES.products}>
      {products.map((product, i) => (
        <li key={product.uid}>
          <ProductCard product={product} priority={i < PRIORITY_CARDS} />
        </li>
      ))}
    </ul>
  );
}
