// Cart operations (SPEC 7.1): create, read, add, update and remove. Every selected object selects its id/uid.
import { gql } from '@apollo/client';

export const CREATE_EMPTY_CART = gql`
  mutation CreateEmptyCart {
    cartId: createEmptyCart
  }
`;

/** Checks the current user may use this cart; Magento answers with an error if not. */
export const GET_CART_ID = gql`
  query GetCartId($cartId: String!) {
    cart(cart_id: $cartId) {
      id
    }
  }
`;

export const GET_ITEM_COUNT = gql`
  query GetItemCount($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
    }
  }
`;

export const CART_TRIGGER = gql`
  query CartTrigger($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
      total_summary_quantity_including_config
    }
  }
`;

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
