import { useQuery } from '@apollo/client/react';
import type { ProductReviewsData } from '../api/reviews.graphql';
import { GET_PRODUCT_REVIEWS } from '../api/reviews.graphql';
import { REVIEWS_PAGE_SIZE } from '../constants';
import { reviewViews, type ReviewView } from '../review-model';

/** A later page of a product's reviews ("Show more reviews"): its own answer in the cache. */
export function useReviewsPage(
  url: string,
  page: number,
): { reviews: ReviewView[]; loading: boolean; failed: boolean } {
  const { data, loading, error } = useQuery<ProductReviewsData>(GET_PRODUCT_REVIEWS, {
    variables: { url, pageSize: REVIEWS_PAGE_SIZE, currentPage: page },
    fetchPolicy: 'cache-and-network',
  });
  return {
    reviews: reviewViews(data?.route?.reviews),
    loading: loading && !data,
    failed: Boolean(error && !data),
  };
}
