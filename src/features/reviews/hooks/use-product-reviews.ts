import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { starsOutOfFive } from '../../../lib/rating';
import { selectIsSignedIn } from '../../user';
import {
  GET_PRODUCT_REVIEWS,
  GET_REVIEW_SETTINGS,
  type ProductReviewsData,
  type RatingMetadata,
  type ReviewSettingsData,
} from '../api/reviews.graphql';
import { CONFIG_ON, REVIEWS_PAGE_SIZE } from '../constants';
import { reviewViews, starRows, type ReviewView, type StarRow } from '../review-model';

export interface ProductReviewsView {
  status: 'loading' | 'failed' | 'off' | 'ready';
  retry: () => void;
  url: string;
  sku: string;
  productName: string;
  /** rating_summary (0-100), in stars ('4.4') and how many approved reviews there are. */
  percent: number;
  average: string;
  count: number;
  starRows: StarRow[];
  /** The first page (later pages render themselves: ReviewsPage). */
  firstPage: ReviewView[];
  /** How many pages are shown, of how many. */
  pagesShown: number;
  totalPages: number;
  showMore: () => void;
  /** What the shopper may do: write (with these rating dimensions), or sign in first. */
  writing: 'form' | 'sign-in';
  ratings: RatingMetadata[];
}

/**
 * The product page's reviews section: the product's rating, star counts and first page of reviews (network
 * first, as reviews are approved at any time), the store's review settings, and how many pages are shown.
 */
export function useProductReviews(): ProductReviewsView {
  const { pathname } = useLocation();
  const [pagesShown, setPagesShown] = useState(1);
  const signedIn = useAppSelector(selectIsSignedIn);
  const reviews = useQuery<ProductReviewsData>(GET_PRODUCT_REVIEWS, {
    variables: { url: pathname, pageSize: REVIEWS_PAGE_SIZE, currentPage: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const settings = useQuery<ReviewSettingsData>(GET_REVIEW_SETTINGS);
  return useMemo(() => {
    const product = reviews.data?.route;
    const config = settings.data?.storeConfig;
    const percent = product?.rating_summary ?? 0;
    const failed = Boolean((reviews.error && !product) || (settings.error && !config));
    const loading = (reviews.loading && !product) || (settings.loading && !config);
    const guestsMayWrite = config?.allow_guests_to_write_product_reviews === CONFIG_ON;
    return {
      status: failed
        ? 'failed'
        : loading
          ? 'loading'
          : config?.product_reviews_enabled === CONFIG_ON && product?.sku
            ? 'ready'
            : 'off',
      retry: () => {
        void reviews.refetch();
        void settings.refetch();
      },
      url: pathname,
      sku: product?.sku ?? '',
      productName: product?.name ?? '',
      percent,
      average: starsOutOfFive(percent),
      count: product?.review_count ?? 0,
      starRows: starRows(product?.reviews?.star_counts),
      firstPage: reviewViews(product?.reviews),
      pagesShown,
      totalPages: product?.reviews?.page_info.total_pages ?? 0,
      showMore: () => setPagesShown((shown) => shown + 1),
      writing: signedIn || guestsMayWrite ? 'form' : 'sign-in',
      ratings: (settings.data?.productReviewRatingsMetadata.items ?? []).filter(
        (r): r is RatingMetadata => r !== null,
      ),
    };
  }, [reviews, settings, pathname, pagesShown, signedIn]);
}
