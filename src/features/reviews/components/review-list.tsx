import { ratingStars } from '../../../ui/rating/stars';
import { useReviewsPage } from '../hooks/use-reviews-page';
import { REVIEWS_MESSAGES as M } from '../messages';
import type { ReviewView } from '../review-model';

function ReviewItem({ review }: { review: ReviewView }) {
  return (
    <li className="review">
      <article aria-label={review.summary}>
        {ratingStars(review.percent, review.starsLabel)}
        <h3 className="review__summary">{review.summary}</h3>
        <p className="review__meta">
          <span>{M.by(review.nickname)}</span> · <time dateTime={review.dateTime}>{review.date}</time>
          {review.verified ? <span className="review__verified">{M.verifiedPurchase}</span> : null}
        </p>
        <p className="review__text">{review.text}</p>
        {review.dimensions ? (
          <p className="review__dimensions">
            <span className="visually-hidden">{M.dimensions}: </span>
            {review.dimensions}
          </p>
        ) : null}
      </article>
    </li>
  );
}

export const reviewItems = (reviews: ReviewView[]) =>
  reviews.map((review) => <ReviewItem key={review.key} review={review} />);

/** A later page of reviews, in the same list: its own query, shown when it answers. */
export function ReviewsPage({ url, page }: { url: string; page: number }) {
  const { reviews, loading, failed } = useReviewsPage(url, page);
  if (loading)
    return (
      <li className="review review--loading" role="status">
        {M.loadingMore}
      </li>
    );
  if (failed)
    return (
      <li className="review" role="alert">
        {M.loadFailed}
      </li>
    );
  return <>{reviewItems(reviews)}</>;
}
