// The fields a product card shows (SPEC 1: competitor prices, top-deals badge; SPEC 3: prices, surcharge; its
// stars and review count).
import { gql } from '@apollo/client';

export const PRODUCT_CARD_FRAGMENT = gql`
  fragment ProductCardFields on ProductInterface {
    uid
    sku
    name
    url_key
    url_suffix
    brand_code
    is_top_deal
    rating_summary
    review_count
    small_image {
      url
      label
    }
    price_range {
      minimum_price {
        regular_price {
          value
          currency
        }
        final_price {
          value
          currency
        }
        discount {
          amount_off
          percent_off
        }
      }
    }
    competitor_prices {
      platform
      url
      price {
        value
        currency
      }
    }
  }
`;

export const GET_PRODUCT_URL_SUFFIX = gql`
  query GetProductUrlSuffix {
    storeConfig {
      store_code
      product_url_suffix
    }
  }
`;

export interface MoneyValue {
  value: number | null;
  currency: string | null;
}

export interface CompetitorPrice {
  platform: string | null;
  url: string | null;
  price: MoneyValue | null;
}

/** What ProductCardFields selects. */
export interface ProductCardData {
  __typename: string;
  uid: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_code: string | null;
  is_top_deal: boolean | null;
  /** 0-100 and how many approved reviews; optional where a list was built by hand (tests, old cache). */
  rating_summary?: number | null;
  review_count?: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: MoneyValue;
      final_price: MoneyValue;
      discount: { amount_off: number | null; percent_off: number | null } | null;
    };
  };
  competitor_prices: (CompetitorPrice | null)[] | null;
}

export interface ProductUrlSuffixData {
  storeConfig: { store_code: string | null; product_url_suffix: string | null } | null;
}
