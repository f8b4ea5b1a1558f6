import { useLocation } from 'react-router-dom';
import { lazyComponent } from '../../../ui/lazy/lazy-component';
import { NearViewport } from '../../../ui/near-viewport/near-viewport';
import { REVIEWS_ANCHOR, REVIEWS_MIN_HEIGHT } from '../constants';
import { REVIEWS_MESSAGES as M } from '../messages';

// Below the fold: the section's code (its form, list and bars) is a chunk of its own, loaded as the shopper
// nears it; until then the room stays held.
const ReviewsSection = lazyComponent(
  () => import(/* webpackChunkName: "product-reviews" */ './reviews-section'),
  <div
    className="near-viewport__placeholder"
    style={{ minHeight: REVIEWS_MIN_HEIGHT }}
    role="status"
    aria-label={M.loading}
  />,
);

/**
 * Where the product page's reviews go: the anchor the rating near the price links to, and the section once
 * the shopper nears it. Keyed by the page: another product starts from its first page of reviews.
 */
export function ProductReviewsSlot() {
  const { pathname } = useLocation();
  return (
    <div id={REVIEWS_ANCHOR} className="product-reviews-slot">
      <NearViewport minHeight={REVIEWS_MIN_HEIGHT} label={M.loading}>
        <ReviewsSection key={pathname} />
      </NearViewport>
    </div>
  );
}
