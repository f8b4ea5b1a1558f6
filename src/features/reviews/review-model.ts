// Reviews as the page shows them: each review's stars, date and per-dimension ratings, and the product's star
// bars, worked out from Magento's answers (ratings 1-5, rating_summary 0-100).
import { starsOutOfFive } from '../../lib/rating';
import type { ProductReviewsData, ReviewData } from './api/reviews.graphql';
import { REVIEWS_MESSAGES as M } from './messages';

export interface ReviewView {
  key: string;
  nickname: string;
  summary: string;
  text: string;
  /** '12 Dec 2025' (Indian style); what Magento sent when it does not parse. */
  date: string;
  /** ISO date for <time dateTime>, or undefined. */
  dateTime: string | undefined;
  /** The average in percent (average_rating × 20) and its label. */
  percent: number;
  starsLabel: string;
  verified: boolean;
  /** 'Quality 5 · Value 4 · Price 5'. */
  dimensions: string;
}

export interface StarRow {
  stars: number;
  count: number;
  /** The share of the rated reviews, 0-100. */
  share: number;
}

// created_at is UTC ('YYYY-MM-DD HH:MM:SS'); shoppers read the day in India.
const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function date(value: string): { date: string; dateTime: string | undefined } {
  const time = Date.parse(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(time)
    ? { date: value, dateTime: undefined }
    : { date: DATE.format(time), dateTime: new Date(time).toISOString() };
}

export function reviewView(review: ReviewData, index: number): ReviewView {
  const percent = Math.round(review.average_rating * 20);
  return {
    key: `${review.created_at}|${review.nickname}|${index}`,
    nickname: review.nickname,
    summary: review.summary,
    text: review.text,
    ...date(review.created_at),
    percent,
    starsLabel: M.reviewStars(starsOutOfFive(percent)),
    verified: review.verified_purchase === true,
    dimensions: review.ratings_breakdown.flatMap((r) => (r ? [`${r.name} ${r.value}`] : [])).join(' · '),
  };
}

type Reviews = NonNullable<NonNullable<ProductReviewsData['route']>['reviews']>;

export const reviewViews = (reviews: Reviews | undefined): ReviewView[] =>
  (reviews?.items ?? []).flatMap((review, i) => (review ? [reviewView(review, i)] : []));

/** Five rows, 5 stars first; shares of the reviews that gave stars. */
export function starRows(counts: Reviews['star_counts'] | undefined): StarRow[] {
  const byStars = new Map((counts ?? []).flatMap((c) => (c ? [[c.stars, c.count] as const] : [])));
  const total = [...byStars.values()].reduce((a, b) => a + b, 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = byStars.get(stars) ?? 0;
    return { stars, count, share: total ? Math.round((count / total) * 100) : 0 };
  });
}
