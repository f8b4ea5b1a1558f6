// Changes to the cart's items (SPEC 7.1): add, update, remove. Sent on the shopper's actions only, so the cart
// slice loads this module on first use rather than with the app. Every selected object selects its id/uid.
import { gql } from '@apollo/client';

export const ADD_PRODUCTS_TO_CART = gql`
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        id
        total_quantity
        total_summary_quantity_including_config
      }
      user_errors {
        code
        message
      }
    }
  }
`;

export const UPDATE_CART_ITEMS = gql`
  mutation UpdateCartItems($cartId: String!, $itemId: ID!, $quantity: Float!) {
    updateCartItems(
      input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $itemId, quantity: $quantity }] }
    ) {
      cart {
        id
        total_quantity
        total_summary_quantity_including_config
      }
    }
  }
`;

export const REMOVE_ITEM_FROM_CART = gql`
  mutation RemoveItemFromCart($cartId: String!, $itemId: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $itemId }) {
      cart {
        id
        total_quantity
        total_summary_quantity_including_config
      }
    }
  }
`;

export interface AddProductsToCartResult {
  addProductsToCart: { user_errors: { code: string; message: string }[] } | null;
}
