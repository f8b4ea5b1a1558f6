import './product-card.css';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import { CATALOG_MESSAGES } from '../messages';

/** A product card while it loads: image, name, price and the add-to-cart button (SPEC 2.4). */
export function ProductCardSkeleton() {
  return (
    <div
      className="product-card product-card--skeleton"
      role="status"
      aria-label={CATALOG_MESSAGES.loadingProduct}
    >
      <Shimmer className="product-card__image" height="auto" />
      <Shimmer height="1rem" width="85%" />
      <Shimmer height="1.25rem" width="45%" />
      <Shimmer height="2.5rem" />
    </div>
  );
}
