// Cart operations (SPEC 7.1): create and read (cart-items.graphql.ts: add, update, remove; cart-access.graphql.ts:
// the access check). Every selected object selects its id/uid.
import { gql } from '@apollo/client';

export const CREATE_EMPTY_CART = gql`
  mutation CreateEmptyCart {
    cartId: createEmptyCart
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
