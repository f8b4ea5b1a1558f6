import type { RequestContext } from '../../context';
import type { CustomerRow } from '../../db/repositories/customers';
import {
  countCustomerReviews,
  listActiveRatings,
  listApprovedReviews,
  listCustomerReviews,
  listRatingOptions,
} from '../../db/repositories/reviews';
import { readStoreConfig } from '../../db/repositories/stores';
import { encodeUid } from '../../graphql/uid';
import type { Resolvers } from '../module';
import type { ProductShape } from '../catalog/mappers';
import { paging } from '../customer/paging';
import { createProductReview, type CreateReviewInput } from './create-review';
import { ALLOW_GUEST_PATH, reviewConfig } from './review-config';
import { productReviewFields, productSummary, reviewsValue, starCountsOf, withVotes } from './review-values';

type PagingArgs = { pageSize?: number | null; currentPage?: number | null };

// Magento answers rating_summary, review_count and reviews from approved reviews only, and nothing while
// reviews are switched off (product_reviews_enabled).
const productFields = {
  rating_summary: (p: ProductShape, _: unknown, ctx: RequestContext) =>
    reviewConfig(ctx).enabled ? productSummary(ctx, p.entity_id).ratingSummary : 0,
  review_count: (p: ProductShape, _: unknown, ctx: RequestContext) =>
    reviewConfig(ctx).enabled ? productSummary(ctx, p.entity_id).reviews : 0,
  reviews: (p: ProductShape, args: PagingArgs, ctx: RequestContext) => {
    const page = paging(args);
    if (!reviewConfig(ctx).enabled) return reviewsValue([], page, 0, []);
    const summary = productSummary(ctx, p.entity_id);
    const rows = listApprovedReviews(ctx.db, p.entity_id, page.limit, page.offset);
    return reviewsValue(withVotes(ctx, rows), page, summary.reviews, starCountsOf(summary));
  },
};

function ratingsMetadata(ctx: RequestContext) {
  if (!reviewConfig(ctx).enabled) return { items: [] };
  const options = listRatingOptions(ctx.db);
  return {
    items: listActiveRatings(ctx.db).map((rating) => ({
      id: encodeUid(rating.rating_id),
      name: rating.rating_code,
      values: options
        .filter((o) => o.rating_id === rating.rating_id)
        .map((o) => ({ value: String(o.value), value_id: encodeUid(o.option_id) })),
    })),
  };
}

export const resolvers: Resolvers = {
  Query: {
    productReviewRatingsMetadata: (_: unknown, _a: unknown, ctx: RequestContext) => ratingsMetadata(ctx),
  },
  Mutation: {
    createProductReview: (_: unknown, { input }: { input: CreateReviewInput }, ctx: RequestContext) =>
      createProductReview(ctx, input),
  },
  SimpleProduct: productFields,
  VirtualProduct: productFields,
  ConfigurableProduct: productFields,
  Customer: {
    reviews: (c: CustomerRow, args: PagingArgs, ctx: RequestContext) => {
      const page = paging(args);
      const rows = listCustomerReviews(ctx.db, c.customer_id, page.limit, page.offset);
      return reviewsValue(withVotes(ctx, rows), page, countCustomerReviews(ctx.db, c.customer_id));
    },
  },
  StoreConfig: {
    // The store view the config object is of (storeConfig, or one of availableStores).
    allow_guests_to_write_product_reviews: (config: { id: number }, _: unknown, ctx: RequestContext) =>
      readStoreConfig(ctx.db, config.id)[ALLOW_GUEST_PATH] ?? null,
  },
  ProductReview: productReviewFields,
};
