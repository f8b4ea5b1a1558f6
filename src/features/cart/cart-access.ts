// May this shopper still use the stored cart? Magento answers the cart-by-id query with one of SPEC 4's
// invalid-cart messages when not (another customer's cart, an ordered or deleted one).
import type { ApolloClient } from '@apollo/client';
import { GET_CART_ID } from './api/cart-access.graphql';
import { isInvalidCartError } from './cart-errors';

/** False only for an invalid cart: a network or other failure says nothing about the cart (SPEC 4.7). */
export async function canUseCart(apollo: ApolloClient, cartId: string): Promise<boolean> {
  try {
    await apollo.query({ query: GET_CART_ID, variables: { cartId }, fetchPolicy: 'network-only' });
    return true;
  } catch (error) {
    return !isInvalidCartError(error);
  }
}
