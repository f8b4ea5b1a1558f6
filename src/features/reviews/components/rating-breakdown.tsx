import type { CSSProperties } from 'react';
import { ratingStars } from '../../../ui/rating/stars';
import type { ProductReviewsView } from '../hooks/use-product-reviews';
import { REVIEWS_MESSAGES as M } from '../messages';

/** The product's average, its stars and how many reviews give each number of stars, as bars. */
export function RatingBreakdown({ view }: { view: ProductReviewsView }) {
  if (!view.count) return <p className="product-reviews__none">{M.noReviews}</p>;
  return (
    <div className="rating-breakdown">
      <p className="rating-breakdown__average">
        <span className="rating-breakdown__number">{M.average(view.average)}</span>
        {ratingStars(view.percent, M.rated(view.average, view.count), null, 'rating-breakdown__stars')}
        <span className="rating-breakdown__count">{M.basedOn(view.count)}</span>
      </p>
      <ul className="rating-breakdown__rows" aria-label={M.breakdown}>
        {view.starRows.map((row) => (
          <li key={row.stars} className="rating-breakdown__row">
            <span className="visually-hidden">{M.starShare(row.stars, row.count)}</span>
            <span className="rating-breakdown__label" aria-hidden="true">
              {M.starRow(row.stars)}
            </span>
            <span
              className="rating-breakdown__bar"
              aria-hidden="true"
              style={{ '--share': `${row.share}%` } as CSSProperties}
            />
            <span className="rating-breakdown__tally" aria-hidden="true">
              {row.count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
