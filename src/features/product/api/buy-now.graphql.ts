// Buy Now's calls (buy-now/): a cart of its own for a guest, and for a signed-in customer, whose one active cart
// Magento will not double, the lines and discounts set aside and put back. Loaded with Buy Now's first use or a
// set-aside cart's return, never with the product page. Every selected object selects its id/uid.
import { gql } from '@apollo/client';

export const BUY_NOW_CART_COUNT = gql`
  fragment BuyNowCartCount on Cart {
    id
    total_quantity
    total_summary_quantity_including_config
  }
`;

export const CREATE_BUY_NOW_CART = gql`
  mutation CreateBuyNowCart {
    cartId: createEmptyCart
  }
`;

export const ADD_BUY_NOW_ITEMS = gql`
  mutation AddBuyNowItems($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        ...BuyNowCartCount
      }
      user_errors {
        code
        message
      }
    }
  }
  ${BUY_NOW_CART_COUNT}
`;

/** What a customer's cart holds that Buy Now sets aside: its lines, coupon, gift cards and coins. */
export const GET_CART_TO_SET_ASIDE = gql`
  query GetCartToSetAside($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      items {
        uid
        quantity
        product {
          uid
          sku
        }
        ... on ConfigurableCartItem {
          configured_variant {
            uid
            sku
          }
        }
      }
      applied_coupons {
        code
      }
      applied_gift_cards {
        code
      }
      mw_applied_reward_points {
        points
      }
    }
    customer {
      email
    }
  }
`;

export const GET_BUY_NOW_CUSTOMER = gql`
  query GetBuyNowCustomer {
    customer {
      email
    }
  }
`;

export const REMOVE_SET_ASIDE_ITEM = gql`
  mutation RemoveSetAsideItem($cartId: String!, $itemId: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $itemId }) {
      cart {
        ...BuyNowCartCount
      }
    }
  }
  ${BUY_NOW_CART_COUNT}
`;

export const REMOVE_SET_ASIDE_COUPON = gql`
  mutation RemoveSetAsideCoupon($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        id
      }
    }
  }
`;

export const APPLY_SET_ASIDE_COUPON = gql`
  mutation ApplySetAsideCoupon($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart {
        id
      }
    }
  }
`;

export const REMOVE_SET_ASIDE_GIFT_CARD = gql`
  mutation RemoveSetAsideGiftCard($cartId: String!, $code: String!) {
    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      cart {
        id
      }
    }
  }
`;

export const APPLY_SET_ASIDE_GIFT_CARD = gql`
  mutation ApplySetAsideGiftCard($cartId: String!, $code: String!) {
    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      cart {
        id
      }
    }
  }
`;

export const REMOVE_SET_ASIDE_COINS = gql`
  mutation RemoveSetAsideCoins($cartId: String!) {
    removeMwRewardPointsFromCart(input: { cart_id: $cartId }) {
      cart {
        id
      }
    }
  }
`;

export const APPLY_SET_ASIDE_COINS = gql`
  mutation ApplySetAsideCoins($cartId: String!) {
    applyMwRewardPointsToCart(input: { cart_id: $cartId }) {
      cart {
        id
      }
    }
  }
`;

export interface CartToSetAsideData {
  cart: {
    id: string;
    items:
      | ({
          uid: string;
          quantity: number;
          product: { uid: string; sku: string | null } | null;
          configured_variant?: { uid: string; sku: string | null } | null;
        } | null)[]
      | null;
    applied_coupons: ({ code: string } | null)[] | null;
    applied_gift_cards: ({ code: string | null } | null)[] | null;
    mw_applied_reward_points: { points: number | null } | null;
  } | null;
  customer: { email: string | null } | null;
}

export interface AddBuyNowItemsData {
  addProductsToCart: { user_errors: { code: string; message: string }[] } | null;
}
