// createProductReview with Magento's rules and messages (ReviewGraphQl's CreateProductReview and
// AddReviewToProduct, Review::validate): reviews switched off or a guest where guests may not write are refused;
// a review is written pending, with a vote per rating given. The shop's own rule on top: a signed-in customer's
// review of a product a complete order of theirs holds is approved as it is written (a verified purchase).
import { magentoTime, nowMs } from '../../clock';
import type { RequestContext } from '../../context';
import { inTransaction } from '../../db/connection';
import { countEventsSince, recordEvent } from '../../db/repositories/rate-limit-events';
import {
  findActiveRatingOption,
  findReview,
  findReviewableProduct,
  hasReceivedProduct,
  insertReview,
  listActiveRatings,
  type RatingOptionRow,
} from '../../db/repositories/reviews';
import { authorizationError, inputError, noSuchEntity } from '../../errors';
import { reviewConfig } from './review-config';
import { withVotes, type ReviewValue } from './review-values';

export interface CreateReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: ({ id: string; value_id: string } | null)[];
}

export const REVIEWS_UNAVAILABLE = 'Creating product reviews are not currently available.';
export const GUESTS_NOT_ALLOWED = "Guest customers aren't allowed to add product reviews.";
export const TOO_MANY_REVIEWS = 'You have written too many reviews in a short time. Please try again later.';

/** The longest texts kept (Magento's review_detail columns: nickname 128, title 255; detail is a TEXT). */
export const MAX_LENGTHS = { nickname: 128, summary: 255, text: 10_000 } as const;

/** Reviews a shopper (a customer, or else a network address) may write in an hour: a spammer waits. */
export const REVIEWS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
const RATE_ACTION = 'product_review';

/** Magento's Review::validate() messages, in its order; then the lengths its columns hold. */
function checkTexts(input: CreateReviewInput): { nickname: string; summary: string; text: string } {
  const texts = { nickname: input.nickname.trim(), summary: input.summary.trim(), text: input.text.trim() };
  if (!texts.summary) throw inputError('Please enter a review summary.');
  if (!texts.nickname) throw inputError('Please enter a nickname.');
  if (!texts.text) throw inputError('Please enter a review.');
  for (const field of ['nickname', 'summary', 'text'] as const)
    if (texts[field].length > MAX_LENGTHS[field])
      throw inputError(`The ${field} can be at most ${MAX_LENGTHS[field]} characters long.`);
  return texts;
}

/** A base64-encoded id as Magento's base64_decode reads it, or null for anything else. */
function decodeId(encoded: string): number | null {
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(encoded)
    ? Buffer.from(encoded, 'base64').toString('utf8')
    : '';
  return /^[1-9]\d{0,9}$/.test(decoded) ? Number(decoded) : null;
}

/** One vote per active rating given: each id and value id must be a rating's and one of its values. */
function checkRatings(ctx: RequestContext, ratings: CreateReviewInput['ratings']): RatingOptionRow[] {
  const active = new Map(listActiveRatings(ctx.db).map((r) => [r.rating_id, r]));
  const votes = new Map<number, RatingOptionRow>();
  for (const rating of ratings) {
    if (!rating) continue;
    const ratingId = decodeId(rating.id);
    const name = ratingId === null ? undefined : active.get(ratingId)?.rating_code;
    if (ratingId === null || !name) throw inputError(`Rating ID "${rating.id}" is not valid.`);
    const optionId = decodeId(rating.value_id);
    const option = optionId === null ? undefined : findActiveRatingOption(ctx.db, optionId);
    if (!option || option.rating_id !== ratingId)
      throw inputError(`Rating value ID "${rating.value_id}" is not a value of the "${name}" rating.`);
    if (votes.has(ratingId)) throw inputError(`The "${name}" rating is given more than once.`);
    votes.set(ratingId, option);
  }
  return [...votes.values()];
}

function checkRate(ctx: RequestContext, now: number): string {
  const subject = ctx.customerId !== null ? `customer:${ctx.customerId}` : `address:${ctx.clientAddress}`;
  if (countEventsSince(ctx.db, RATE_ACTION, subject, now - HOUR_MS) >= REVIEWS_PER_HOUR)
    throw authorizationError(TOO_MANY_REVIEWS);
  return subject;
}

export interface CreatedReview {
  review: ReviewValue;
  moderation_status: 'PENDING' | 'APPROVED';
}

export function createProductReview(ctx: RequestContext, input: CreateReviewInput): CreatedReview {
  const config = reviewConfig(ctx);
  if (!config.enabled) throw authorizationError(REVIEWS_UNAVAILABLE);
  if (ctx.customerId === null && !config.guestsMayWrite) throw authorizationError(GUESTS_NOT_ALLOWED);
  const texts = checkTexts(input);
  const now = nowMs(ctx.config);
  return inTransaction(ctx.db, () => {
    const product = findReviewableProduct(ctx.db, input.sku.trim());
    if (!product) throw noSuchEntity(`Could not find a product with SKU "${input.sku}"`);
    const votes = checkRatings(ctx, input.ratings);
    const subject = checkRate(ctx, now);
    const verified = ctx.customerId !== null && hasReceivedProduct(ctx.db, ctx.customerId, product.sku);
    const id = insertReview(ctx.db, {
      productId: product.entity_id,
      storeId: ctx.store.store_id,
      customerId: ctx.customerId,
      status: verified ? 'approved' : 'pending',
      nickname: texts.nickname,
      title: texts.summary,
      detail: texts.text,
      createdAt: magentoTime(now),
      votes,
    });
    recordEvent(ctx.db, RATE_ACTION, subject, now);
    const [review] = withVotes(ctx, [findReview(ctx.db, id)!]);
    return { review: review!, moderation_status: verified ? 'APPROVED' : 'PENDING' };
  });
}
