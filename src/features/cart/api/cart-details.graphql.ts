// The cart page and checkout read the cart through this one query, always from the network (SPEC 4).
import { gql } from '@apollo/client';
import { CART_PRICES_FRAGMENT } from './cart-prices.graphql';

export const CART_ITEM_FRAGMENT = gql`
  fragment CartItemFragment on CartItemInterface {
    uid
    id
    quantity
    size
    color
    is_available
    not_available_message
    prices {
      price {
        value
        currency
      }
      row_total {
        value
        currency
      }
      original_row_total {
        value
        currency
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        id
        configurable_product_option_uid
        configurable_product_option_value_uid
        option_label
        value_label
      }
      # The variant's own picture: the configurable's is one colour's (Magento's configurable cart item).
      configured_variant {
        uid
        sku
        thumbnail {
          url
        }
      }
    }
    product {
      uid
      id
      sku
      name
      brand_code
      productsurcharge_fee
      categories {
        uid
        id
        name
      }
      thumbnail {
        url
      }
      media_gallery_entries {
        id
        file
        position
      }
      price_range {
        minimum_price {
          regular_price {
            value
            currency
          }
          discount {
            amount_off
          }
        }
        maximum_price {
          final_price {
            value
            currency
          }
        }
      }
    }
  }
`;

export const CART_DETAILS_FRAGMENT = gql`
  fragment CartDetailsFragment on Cart {
    id
    total_quantity
    total_summary_quantity_including_config
    is_only_upi
    total_discount
    shippingCharges
    tax
    estimatedDeliveryDate
    items {
      ...CartItemFragment
    }
    ...CartPricesFragment
    applied_coupons {
      code
    }
    available_payment_methods {
      code
      title
    }
    billing_address {
      firstname
      lastname
      street
      companyName
      telephone
      postcode
      city
    }
    shipping_addresses {
      firstname
      lastname
      street
      city
      postcode
      telephone
      available_shipping_methods {
        carrier_code
        method_code
        carrier_title
        method_title
        available
        amount {
          value
          currency
        }
      }
    }
  }
  ${CART_ITEM_FRAGMENT}
  ${CART_PRICES_FRAGMENT}
`;

export const GET_CART_DETAILS = gql`
  query GetCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartDetailsFragment
    }
  }
  ${CART_DETAILS_FRAGMENT}
`;
