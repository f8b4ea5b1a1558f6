// Review rows to Magento's ProductReview and ProductReviews: each review with its votes (one query for a page of
// reviews), the page's info with Magento's messages, and the product's summary kept per catalogue version.
import type { RequestContext } from '../../context';
import {
  listVotes,
  reviewSummary,
  type ReviewRow,
  type ReviewSummary,
  type VoteRow,
} from '../../db/repositories/reviews';
import { inputError } from '../../errors';
import { catalogCache } from '../catalog/cache';
import { loadProduct } from '../catalog/loader';
import type { Page } from '../customer/paging';

export interface ReviewValue {
  row: ReviewRow;
  votes: VoteRow[];
}

export interface ReviewsValue {
  items: ReviewValue[];
  page_info: { page_size: number; total_pages: number; current_page: () => number };
  star_counts: { stars: number; count: number }[] | null;
}

export function withVotes(ctx: RequestContext, rows: ReviewRow[]): ReviewValue[] {
  const votes = listVotes(
    ctx.db,
    rows.map((r) => r.review_id),
  );
  return rows.map((row) => ({ row, votes: votes.filter((v) => v.review_id === row.review_id) }));
}

/** Magento's number_format($sum / $count, 2) of the review's votes (in stars); 0 without votes. */
export function averageRating(votes: VoteRow[]): number {
  if (!votes.length) return 0;
  const mean = votes.reduce((sum, v) => sum + v.value, 0) / votes.length;
  return Math.round(mean * 100) / 100;
}

/**
 * Magento's AggregatedReviewsDataProvider: past the last page, current_page is an error of its own (the rest of
 * the answer stands).
 */
export function reviewsValue(
  items: ReviewValue[],
  page: Page,
  total: number,
  starCounts: ReviewsValue['star_counts'] = null,
): ReviewsValue {
  const totalPages = Math.ceil(total / page.pageSize);
  return {
    items,
    page_info: {
      page_size: page.pageSize,
      total_pages: totalPages,
      current_page: () => {
        if (page.currentPage > totalPages && total > 0)
          throw inputError(
            `currentPage value ${totalPages} specified is greater than the number of pages available.`,
          );
        return page.currentPage;
      },
    },
    star_counts: starCounts,
  };
}

/** A product's approved-review summary, computed once per catalogue version (approvals move the version). */
export const productSummary = (ctx: RequestContext, productId: number): ReviewSummary =>
  catalogCache(ctx).once(`review-summary:${productId}`, () => reviewSummary(ctx.db, productId));

export const starCountsOf = (summary: ReviewSummary) =>
  summary.starCounts.map((count, i) => ({ stars: i + 1, count })).reverse();

export const productReviewFields = {
  average_rating: (r: ReviewValue) => averageRating(r.votes),
  created_at: (r: ReviewValue) => r.row.created_at,
  nickname: (r: ReviewValue) => r.row.nickname,
  summary: (r: ReviewValue) => r.row.title,
  text: (r: ReviewValue) => r.row.detail,
  ratings_breakdown: (r: ReviewValue) =>
    r.votes.map((v) => ({ name: v.rating_code, value: String(v.value) })),
  product: (r: ReviewValue, _: unknown, ctx: RequestContext) => loadProduct(ctx, r.row.product_id),
  verified_purchase: (r: ReviewValue) => r.row.verified === 1,
};
