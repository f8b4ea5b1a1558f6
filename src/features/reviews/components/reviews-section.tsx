// The product page's reviews (its own chunk, "product-reviews"): the rating and its breakdown, the reviews newest
// first a page at a time, and the form to write one (or, where guests may not, a sign-in prompt).
import './reviews.css';
import '../../../ui/rating/stars.css';
import { Button } from '../../../ui/button/button';
import { SignInPrompt } from '../../routing';
import { useProductReviews } from '../hooks/use-product-reviews';
import { REVIEWS_MESSAGES as M } from '../messages';
import { REVIEWS_MIN_HEIGHT } from '../constants';
import { RatingBreakdown } from './rating-breakdown';
import { ReviewForm } from './review-form';
import { reviewItems, ReviewsPage } from './review-list';

const HEADING_ID = 'product-reviews-heading';

export default function ReviewsSection() {
  const view = useProductReviews();
  if (view.status === 'off') return null;
  if (view.status === 'loading')
    return (
      <div
        className="product-reviews__waiting"
        role="status"
        aria-label={M.loading}
        style={{ minHeight: REVIEWS_MIN_HEIGHT }}
      />
    );
  const heading = (
    <h2 id={HEADING_ID} className="product-reviews__heading">
      {M.heading}
    </h2>
  );
  if (view.status === 'failed')
    return (
      <section className="product-reviews" aria-labelledby={HEADING_ID}>
        {heading}
        <p role="alert">{M.loadFailed}</p>
        <Button variant="secondary" onClick={view.retry}>
          {M.tryAgain}
        </Button>
      </section>
    );
  const later = Array.from({ length: Math.min(view.pagesShown, view.totalPages) - 1 }, (_, i) => i + 2);
  return (
    <section className="product-reviews" aria-labelledby={HEADING_ID}>
      {heading}
      <div className="product-reviews__layout">
        <div className="product-reviews__summary">
          <RatingBreakdown view={view} />
        </div>
        <div className="product-reviews__main">
          {view.firstPage.length ? (
            <ol className="product-reviews__list" aria-label={M.reviewList}>
              {reviewItems(view.firstPage)}
              {later.map((page) => (
                <ReviewsPage key={page} url={view.url} page={page} />
              ))}
            </ol>
          ) : null}
          {view.pagesShown < view.totalPages ? (
            <Button variant="secondary" className="product-reviews__more" onClick={view.showMore}>
              {M.showMore}
            </Button>
          ) : null}
          {view.writing === 'form' ? (
            <ReviewForm sku={view.sku} productName={view.productName} ratings={view.ratings} />
          ) : (
            <div className="product-reviews__sign-in">
              <h3>{M.writeReview}</h3>
              <SignInPrompt message={M.signInToReview} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
