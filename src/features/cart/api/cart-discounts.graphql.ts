// Coupons, gift cards and reward coins on the cart (SPEC 3, 7.3). Each answers with the whole cart, so the
// totals on screen follow from the one cached Cart. Loaded with the cart page, never with the first page.
import { gql } from '@apollo/client';
import { CART_DETAILS_FRAGMENT } from './cart-details.graphql';

export const APPLY_COUPON = gql`
  mutation ApplyCouponToCart($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart {
        ...CartDetailsFragment
      }
    }
  }
  ${CART_DETAILS_FRAGMENT}
`;

export const REMOVE_COUPON = gql`
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartDetailsFragment
      }
    }
  }
  ${CART_DETAILS_FRAGMENT}
`;

export const APPLY_GIFT_CARD = gql`
  mutation ApplyGiftCardToCart($cartId: String!, $code: String!) {
    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      cart {
        ...CartDetailsFragment
      }
    }
  }
  ${CART_DETAILS_FRAGMENT}
`;

export const REMOVE_GIFT_CARD = gql`
  mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {
    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      cart {
        ...CartDetailsFragment
      }
    }
  }
  ${CART_DETAILS_FRAGMENT}
`;

export const APPLY_REWARD_COINS = gql`
  mutation ApplyRewardCoinsToCart($cartId: String!) {
    applyMwRewardPointsToCart(input: { cart_id: $cartId }) {
      cart {
        ...CartDetailsFragment
      }
    }
  }
  ${CART_DETAILS_FRAGMENT}
`;

export const REMOVE_REWARD_COINS = gql`
  mutation RemoveRewardCoinsFromCart($cartId: String!) {
    removeMwRewardPointsFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartDetailsFragment
      }
    }
  }
  ${CART_DETAILS_FRAGMENT}
`;
