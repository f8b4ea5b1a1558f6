// A product's ratings and reviews on its page (Magento's ReviewGraphQl and the shop's Zepp_Reviews fields): the
// same route(url) as the page's own query, so the product stays one entry in the cache; each page of reviews is
// its own answer, newest first. The store's review settings and rating dimensions come once for every product.
import { gql } from '@apollo/client';

export const REVIEW_FIELDS = gql`
  fragment ReviewFields on ProductReview {
    nickname
    summary
    text
    created_at
    average_rating
    verified_purchase
    ratings_breakdown {
      name
      value
    }
  }
`;

export const GET_PRODUCT_REVIEWS = gql`
  query GetProductReviews($url: String!, $pageSize: Int!, $currentPage: Int!) {
    route(url: $url) {
      relative_url
      redirect_code
      type
      ... on ProductInterface {
        uid
        sku
        name
        rating_summary
        review_count
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            ...ReviewFields
          }
          page_info {
            current_page
            page_size
            total_pages
          }
          star_counts {
            stars
            count
          }
        }
      }
    }
  }
  ${REVIEW_FIELDS}
`;

export const GET_REVIEW_SETTINGS = gql`
  query GetReviewSettings {
    storeConfig {
      store_code
      product_reviews_enabled
      allow_guests_to_write_product_reviews
    }
    productReviewRatingsMetadata {
      items {
        id
        name
        values {
          value
          value_id
        }
      }
    }
  }
`;

/** Magento's nickname "defaults to the customer name, if logged in": the form starts with it. */
export const GET_REVIEWER_NAME = gql`
  query GetReviewerName {
    customer {
      firstname
    }
  }
`;

export const CREATE_PRODUCT_REVIEW = gql`
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        ...ReviewFields
      }
      moderation_status
    }
  }
  ${REVIEW_FIELDS}
`;

export interface ReviewData {
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  average_rating: number;
  verified_purchase: boolean | null;
  ratings_breakdown: ({ name: string; value: string } | null)[];
}

export interface ProductReviewsData {
  route: {
    __typename: string;
    uid?: string;
    sku?: string | null;
    name?: string | null;
    rating_summary?: number;
    review_count?: number;
    reviews?: {
      items: (ReviewData | null)[];
      page_info: { current_page: number | null; page_size: number | null; total_pages: number | null };
      star_counts: ({ stars: number; count: number } | null)[] | null;
    };
  } | null;
}

export interface RatingMetadata {
  id: string;
  name: string;
  values: ({ value: string; value_id: string } | null)[];
}

export interface ReviewSettingsData {
  storeConfig: {
    store_code: string | null;
    product_reviews_enabled: string | null;
    allow_guests_to_write_product_reviews: string | null;
  } | null;
  productReviewRatingsMetadata: { items: (RatingMetadata | null)[] };
}

export interface ReviewerNameData {
  customer: { firstname: string | null } | null;
}

export interface CreateProductReviewData {
  createProductReview: { review: ReviewData; moderation_status: 'PENDING' | 'APPROVED' | null };
}
