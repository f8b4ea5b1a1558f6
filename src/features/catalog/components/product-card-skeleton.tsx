import './product-card.css';
import '../../../ui/shimmer/shimmer.css';
import { CATALOG_MESSAGES } from '../card-messages';

/**
 * A product card while it loads: image, name, price and the add-to-cart button (SPEC 2.4). Plain elements
 * (ui/shimmer's look) rather than Shimmer components: a loading row mounts many of them at once.
 */
export function ProductCardSkeleton() {
  return (
    <div
      className="product-card product-card--skeleton"
      role="status"
      aria-label={CATALOG_MESSAGES.loadingProduct}
    >
      <span className="shimmer product-card__image" style={{ height: 'auto' }} aria-hidden="true" />
      <span className="shimmer" style={{ width: '85%', height: '1rem' }} aria-hidden="true" />
      <span className="shimmer" style={{ width: '45%', height: '1.25rem' }} aria-hidden="true" />
      <span className="shimmer" style={{ width: '100%', height: '2.5rem' }} aria-hidden="true" />
    </div>
  );
}
