// What the review form checks before sending (Magento's own form rules: every rating chosen, each text field
// filled, within the lengths the shop keeps), and the input createProductReview takes.
import type { RatingMetadata } from './api/reviews.graphql';
import { MAX_LENGTHS } from './constants';
import { REVIEWS_MESSAGES as M } from './messages';

export const TEXT_FIELDS = ['nickname', 'summary', 'text'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type ReviewField = TextField | 'ratings';

export interface ReviewDraft {
  /** The chosen value_id by rating id. */
  ratings: Record<string, string>;
  nickname: string;
  summary: string;
  text: string;
}

export type ReviewErrors = Partial<Record<ReviewField, string>>;

/** The form's errors, in the form's order (the first is where focus goes). */
export function checkDraft(draft: ReviewDraft, ratings: RatingMetadata[]): ReviewErrors {
  const errors: ReviewErrors = {};
  if (ratings.some((r) => !draft.ratings[r.id])) errors.ratings = M.chooseRatings;
  for (const field of TEXT_FIELDS) {
    const value = draft[field].trim();
    if (!value) errors[field] = M.required;
    else if (value.length > MAX_LENGTHS[field]) errors[field] = M.tooLong(MAX_LENGTHS[field]);
  }
  return errors;
}

export const reviewInput = (sku: string, draft: ReviewDraft, ratings: RatingMetadata[]) => ({
  sku,
  nickname: draft.nickname.trim(),
  summary: draft.summary.trim(),
  text: draft.text.trim(),
  ratings: ratings.map((r) => ({ id: r.id, value_id: draft.ratings[r.id] ?? '' })),
});

/** The stars given, on average (for the analytics event): the chosen values' mean. */
export function averageGiven(draft: ReviewDraft, ratings: RatingMetadata[]): number {
  const values = ratings.flatMap((r) => {
    const chosen = r.values.find((v) => v?.value_id === draft.ratings[r.id]);
    return chosen ? [Number(chosen.value)] : [];
  });
  return values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : 0;
}
