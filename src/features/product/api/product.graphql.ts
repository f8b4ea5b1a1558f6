// The product page's data (SPEC 2.3 product root component). The page asks route(url) for the product the
// catch-all resolved: the same root field, so the product lands in the cache under its uid either way.
import { gql } from '@apollo/client';

export const PRODUCT_PRICE_RANGE = gql`
  fragment ProductPriceRangeFields on PriceRange {
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
    maximum_price {
      final_price {
        value
        currency
      }
    }
  }
`;

/** What changes with the chosen variant of a configurable product (and what a simple product has itself). */
export const PRODUCT_VARIANT_FIELDS = gql`
  fragment ProductVariantFields on ProductInterface {
    uid
    sku
    name
    stock_status
    only_x_left_in_stock
    productsurcharge_fee
    price_range {
      ...ProductPriceRangeFields
    }
    media_gallery {
      url
      label
      position
      disabled
    }
  }
  ${PRODUCT_PRICE_RANGE}
`;

export const GET_PRODUCT_DETAIL = gql`
  query GetProductDetail($url: String!) {
    route(url: $url) {
      relative_url
      redirect_code
      type
      ... on ProductInterface {
        ...ProductVariantFields
        url_key
        brand_code
        rating_summary
        review_count
        min_sale_qty
        max_sale_qty
        description {
          html
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
      ... on ConfigurableProduct {
        configurable_options {
          uid
          attribute_code
          label
          position
          values {
            uid
            label
            swatch_data {
              value
            }
          }
        }
        variants {
          attributes {
            uid
            code
            label
          }
          product {
            ...ProductVariantFields
          }
        }
      }
    }
  }
  ${PRODUCT_VARIANT_FIELDS}
`;

export const GET_PRODUCT_BRANDS = gql`
  query GetProductBrands {
    brands(pageSize: 100) {
      uid
      brand_code
      name
    }
  }
`;
