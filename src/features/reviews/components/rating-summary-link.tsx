import '../../../ui/rating/stars.css';
import './rating-summary-link.css';
import { starsOutOfFive } from '../../../lib/rating';
import { ratingStars } from '../../../ui/rating/stars';
import { REVIEWS_ANCHOR } from '../constants';
import { REVIEWS_MESSAGES as M } from '../messages';

/** The product's stars and review count near its price, linking down to the reviews; nothing without reviews. */
export function RatingSummaryLink({ percent, count }: { percent: number; count: number }) {
  if (!count || !percent) return null;
  const stars = starsOutOfFive(percent);
  return (
    <a className="rating-summary-link" href={`#${REVIEWS_ANCHOR}`}>
      {ratingStars(percent, M.reviewStars(stars), stars)}{' '}
      <span className="rating-summary-link__count">{M.reviewCount(count)}</span>
    </a>
  );
}
