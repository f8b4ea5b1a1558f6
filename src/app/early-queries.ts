// The query each page that opens with the customer's own cart asks first, which the page's HTML asks for early
// (server/storefront/html/early-requests.ts; the app takes the answer: apollo/early-request.ts). The server imports
// this file and sends these very documents, printed with the __typename Apollo adds, so the two cannot drift
// apart (early-request.test.ts runs the server's script against the app's client). Imported by path, data
// only: the server runs it in node, and no page's chunk carries another page's document.
import type { DocumentNode } from 'graphql';
import { GET_CART_DETAILS } from '../features/cart/api/cart-details.graphql';
import { GET_CHECKOUT_CART } from '../features/checkout/api/checkout-cart.graphql';

export interface EarlyQuery {
  operationName: string;
  query: DocumentNode;
}

/** By the path the visit opens on; the only variable is the stored cart's id (`cartId`). */
export const EARLY_QUERIES: Record<string, EarlyQuery> = {
  '/cart': { operationName: 'GetCartDetails', query: GET_CART_DETAILS },
  '/checkout': { operationName: 'GetCheckoutCart', query: GET_CHECKOUT_CART },
};
