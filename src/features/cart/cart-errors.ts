// Which cart failures mean "this cart id is no longer usable" (SPEC 4): only GraphQL errors from Magento
// carrying one of these messages. A network error says nothing about the cart, so it never resets it.
import { CombinedGraphQLErrors } from '@apollo/client';

export const INVALID_CART_MESSAGES = [
  'Could not find a cart',
  "The cart isn't active",
  'The current user cannot perform operations on cart',
];

/** SPEC 8: every failure to create a cart is reported in these words. */
export const UNABLE_TO_CREATE_CART = 'Unable to create cart';

export function isInvalidCartError(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some(({ message }) =>
    INVALID_CART_MESSAGES.some((invalid) => message.includes(invalid)),
  );
}
