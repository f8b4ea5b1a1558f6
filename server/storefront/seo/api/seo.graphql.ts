// What the storefront's server asks the backend to write a page's head and readable body (seo/): Magento 2.4.8's
// own fields, validated with the storefront's documents (test/contract/operations.test.ts). A category's and a
// search's products are the app's own listing query (catalog's GetProductList), so the links a crawler reads are
// the cards the app shows.
import { gql } from '@apollo/client';

export const SEO_STORE = gql`
  query SeoStore {
    storeConfig {
      store_code
      store_name
      default_title
      default_description
      header_logo_src
      logo_alt
      base_media_url
      locale
      base_currency_code
      cms_home_page
    }
  }
`;

export const SEO_PRICE_RANGE = gql`
  fragment SeoPriceRange on PriceRange {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
    maximum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
  }
`;

export const SEO_PRODUCT = gql`
  query SeoProduct($url: String!) {
    route(url: $url) {
      relative_url
      redirect_code
      type
      ... on ProductInterface {
        uid
        sku
        name
        url_key
        meta_title
        meta_description
        short_description {
          html
        }
        description {
          html
        }
        stock_status
        special_price
        price_range {
          ...SeoPriceRange
        }
        rating_summary
        review_count
        reviews(pageSize: 3) {
          items {
            nickname
            summary
            text
            created_at
            average_rating
          }
        }
        image {
          url
          label
        }
        media_gallery {
          url
          label
          position
          disabled
        }
        categories {
          uid
          name
          url_path
          url_suffix
          breadcrumbs {
            category_uid
            category_name
            category_url_path
            category_level
          }
        }
        custom_attributesV2(filters: { is_visible_on_front: true }) {
          items {
            code
            ... on AttributeValue {
              value
            }
            ... on AttributeSelectedOptions {
              selected_options {
                label
              }
            }
          }
        }
      }
      ... on ConfigurableProduct {
        variants {
          product {
            uid
            sku
            name
            stock_status
            price_range {
              ...SeoPriceRange
            }
          }
        }
      }
    }
  }
  ${SEO_PRICE_RANGE}
`;

export const SEO_CATEGORY = gql`
  query SeoCategory($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        name
        description
        meta_title
        meta_description
        url_path
        url_suffix
        image
        breadcrumbs {
          category_uid
          category_name
          category_url_path
          category_level
        }
      }
    }
  }
`;

export const SEO_CMS_PAGE = gql`
  query SeoCmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      url_key
      title
      content_heading
      content
      meta_title
      meta_description
    }
  }
`;

/** The labels of the specifications' attribute codes, as the product page names them. */
export const SEO_ATTRIBUTE_LABELS = gql`
  query SeoAttributeLabels {
    attributesList(entityType: CATALOG_PRODUCT, filters: { is_visible_on_front: true }) {
      items {
        code
        label
      }
    }
  }
`;

export const SEO_BRANDS = gql`
  query SeoBrands {
    brands(pageSize: 100) {
      uid
      brand_code
      name
      logo
      url_key
    }
  }
`;

export interface SeoMoney {
  value: number | null;
  currency: string | null;
}

export interface SeoPriceRangeData {
  minimum_price: { regular_price: SeoMoney; final_price: SeoMoney };
  maximum_price: { regular_price: SeoMoney; final_price: SeoMoney } | null;
}

export interface SeoBreadcrumb {
  category_uid: string;
  category_name: string | null;
  category_url_path: string | null;
  category_level: number | null;
}

export interface SeoStoreData {
  storeConfig: {
    store_code: string | null;
    store_name: string | null;
    default_title: string | null;
    default_description: string | null;
    header_logo_src: string | null;
    logo_alt: string | null;
    base_media_url: string | null;
    locale: string | null;
    base_currency_code: string | null;
    cms_home_page: string | null;
  } | null;
}

export interface SeoReviewData {
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  average_rating: number;
}

export interface SeoProductData {
  uid: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  type?: string;
  relative_url: string | null;
  redirect_code: number;
  __typename?: string;
  meta_title: string | null;
  meta_description: string | null;
  short_description: { html: string } | null;
  description: { html: string } | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  special_price: number | null;
  price_range: SeoPriceRangeData;
  /** Magento's rating (0-100) and approved reviews, the newest few (optional: fixtures without reviews). */
  rating_summary?: number | null;
  review_count?: number | null;
  reviews?: { items: (SeoReviewData | null)[] } | null;
  image: { url: string | null; label: string | null } | null;
  media_gallery:
    | ({
        url: string | null;
        label: string | null;
        position: number | null;
        disabled: boolean | null;
      } | null)[]
    | null;
  categories:
    | ({
        uid: string;
        name: string | null;
        url_path: string | null;
        url_suffix: string | null;
        breadcrumbs: (SeoBreadcrumb | null)[] | null;
      } | null)[]
    | null;
  custom_attributesV2: {
    items:
      | ({
          code: string;
          value?: string | null;
          selected_options?: ({ label: string } | null)[] | null;
        } | null)[]
      | null;
  } | null;
  variants?:
    | ({
        product: {
          uid: string;
          sku: string | null;
          name: string | null;
          stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
          price_range: SeoPriceRangeData;
        } | null;
      } | null)[]
    | null;
}

export interface SeoCategoryData {
  uid: string;
  name: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  url_path: string | null;
  url_suffix: string | null;
  image: string | null;
  breadcrumbs: (SeoBreadcrumb | null)[] | null;
}

export interface SeoCmsPageData {
  identifier: string | null;
  url_key: string | null;
  title: string | null;
  content_heading: string | null;
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

export interface SeoBrandData {
  uid: string;
  brand_code: string;
  name: string | null;
  logo: string | null;
  url_key: string | null;
}
