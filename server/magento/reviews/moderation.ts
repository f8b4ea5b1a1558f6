// What Magento's admin does with reviews (Marketing > All Reviews), for the embedded backend: list them by
// status, approve one (it is listed and counted from then on) or reject one (taken off the product if it was
// listed). Run by the operator's command (cli.ts) and the tests; nothing a shopper sends reaches it.
import { inTransaction, type Db } from '../db/connection';
import {
  findReview,
  listReviewsByStatus,
  listVotes,
  setReviewStatus,
  type ReviewListing,
  type ReviewRow,
  type ReviewStatus,
} from '../db/repositories/reviews';

export type ReviewAction = 'approve' | 'reject';

/** A reason the action was refused; nothing was written. */
export class ReviewActionRefused extends Error {}

const STATUS: Record<ReviewAction, ReviewStatus> = { approve: 'approved', reject: 'rejected' };

/** Approves or rejects review `reviewId`, at `at` ('YYYY-MM-DD HH:MM:SS' UTC); returns it as it is now. */
export function moderateReview(db: Db, reviewId: number, action: ReviewAction, at: string): ReviewRow {
  return inTransaction(db, () => {
    const review = findReview(db, reviewId);
    if (!review) throw new ReviewActionRefused(`No review ${reviewId}.`);
    if (!setReviewStatus(db, reviewId, STATUS[action], at))
      throw new ReviewActionRefused(`Review ${reviewId} is ${review.status} already.`);
    return findReview(db, reviewId)!;
  });
}

export interface ReviewInQueue extends ReviewListing {
  /** The review's votes as 'Quality 4, Value 5, Price 4'. */
  ratings: string;
}

/** Reviews in a status (pending: oldest first; else newest first), with what the operator needs to judge them. */
export function reviewQueue(db: Db, status: ReviewStatus, limit = 100): ReviewInQueue[] {
  const reviews = listReviewsByStatus(db, status, limit);
  const votes = listVotes(
    db,
    reviews.map((r) => r.review_id),
  );
  return reviews.map((review) => ({
    ...review,
    ratings: votes
      .filter((v) => v.review_id === review.review_id)
      .map((v) => `${v.rating_code} ${v.value}`)
      .join(', '),
  }));
}
