// A product's ratings in its JSON-LD (Google's review snippets): an AggregateRating from Magento's rating_summary
// (0-100, as stars out of five) and review_count, and the newest approved reviews as Review nodes, each with its
// author, date, rating and words. Nothing without an approved, rated review: a rating of nothing is invalid.
import type { SeoProductData, SeoReviewData } from './api/seo.graphql';
import { clip, collapse } from './text';

/** The longest review text written (Google shows the start; a long one only weighs the page). */
const REVIEW_BODY_LENGTH = 1000;
const SCALE = { bestRating: 5, worstRating: 1 } as const;

type JsonLd = Record<string, unknown>;

function reviewNode(review: SeoReviewData): JsonLd | null {
  const author = collapse(review.nickname);
  const body = clip(collapse(review.text), REVIEW_BODY_LENGTH);
  const date = /^\d{4}-\d{2}-\d{2}/.exec(review.created_at)?.[0];
  if (!author || !body || !date || !(review.average_rating >= 1 && review.average_rating <= 5)) return null;
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: author },
    datePublished: date,
    ...(collapse(review.summary) ? { name: collapse(review.summary) } : {}),
    reviewBody: body,
    reviewRating: { '@type': 'Rating', ratingValue: review.average_rating, ...SCALE },
  };
}

/** `aggregateRating` and `review` for the Product node, or nothing. */
export function productRatings(product: SeoProductData): JsonLd {
  const count = product.review_count ?? 0;
  const percent = product.rating_summary ?? 0;
  if (count < 1 || percent < 20) return {};
  const reviews = (product.reviews?.items ?? []).flatMap((r) => {
    const node = r ? reviewNode(r) : null;
    return node ? [node] : [];
  });
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round((percent / 20) * 100) / 100,
      ...SCALE,
      reviewCount: count,
    },
    ...(reviews.length ? { review: reviews } : {}),
  };
}
