import { memo } from 'react';
import { ProductCard, ProductCardSkeleton, type ProductCardData } from '../../catalog';
import { Slider } from '../../../ui/slider/slider';
import { CAROUSEL_SKELETONS, PRODUCT_MIN_ITEM_WIDTH } from '../constants';
import { HOME_MESSAGES } from '../messages';
import { HomeSection } from './home-section';

interface ProductCarouselProps {
  title: string;
  loading: boolean;
  products: ProductCardData[];
}

/**
 * A titled carousel of product cards; skeleton cards while it loads, nothing when there are no products.
 * Memo: its section re-renders with the same view when a query answers (../hooks/use-home-products.ts).
 */
export const ProductCarousel = memo(function ProductCarousel({
  title,
  loading,
  products,
}: ProductCarouselProps) {
  if (!loading && !products.length) return null;
  return (
    <HomeSection title={title} region={loading}>
      {loading ? (
        <div className="home-skeleton-row" role="status" aria-label={HOME_MESSAGES.loading(title)}>
          {Array.from({ length: CAROUSEL_SKELETONS }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : (
        <Slider
          className="product-carousel"
          label={title}
          previousLabel={HOME_MESSAGES.previous(title)}
          nextLabel={HOME_MESSAGES.next(title)}
          minItemWidth={PRODUCT_MIN_ITEM_WIDTH}
          arrowsBeside
          items={products.map((product) => ({
            key: product.uid,
            content: <ProductCard product={product} />,
          }))}
        />
      )}
    </HomeSection>
  );
});
