// The access check (SPEC 7.1 "Cart by cart_id"): only the id, to learn whether this shopper may still use a cart.
// Its own module so it loads with the check (cart-slice startCart), after the first paint.
import { gql } from '@apollo/client';

export const GET_CART_ID = gql`
  query GetCartId($cartId: String!) {
    cart(cart_id: $cartId) {
      id
    }
  }
`;
