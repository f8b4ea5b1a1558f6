// Network failures are retried (SPEC 7.1): 5 attempts, 300 ms initial delay with jitter, no maximum delay,
// and only while a browser says it is online. Queries always; a mutation only where the server makes a second
// attempt safe. A retry follows a failure with no answer, and the first attempt may still have reached the
// shop, so a retried mutation must not be able to create a second order, cart line or account.
//
// Retried (checked against server/magento/schema):
// - CreateEmptyCart: a customer always gets their one active cart back; for a guest a lost answer leaves at most
//   an empty cart nobody holds: no line, no order.
// - UpdateCartItems: sets the quantity, it does not add to it (cart/update-items.ts).
// - RemoveItemFromCart: a second attempt finds nothing left to remove.
// - SetGuestEmailOnCart, SetShippingAddressOnCart: they set the cart's one e-mail and one shipping address
//   (an upsert per cart and address type, db/repositories/cart-addresses.ts).
// - RevokeCustomerToken: a revoked token stays revoked; worth a few seconds of sign-out for a token that would
//   otherwise stay valid on the server.
// Never retried: AddProductsToCart (a second line, or the quantity added twice), SignIn (a second token, and
// one more counted attempt towards the lockout), CreateAccount (a second attempt answers that the account just
// made already exists), RequestPasswordResetEmail (a second e-mail and link), MarkNotificationRead (safe, but
// the drawer navigates once it settles, SPEC 4: a courtesy must not hold the shopper for seconds), and any
// mutation not listed here.
// Orders are placed over REST (checkout-api.ts), never through this link.
import { OperationTypeNode } from 'graphql';
import { RetryLink } from '@apollo/client/link/retry';

export const RETRY_ATTEMPTS = 5;
export const RETRY_INITIAL_DELAY_MS = 300;

export const RETRIED_MUTATIONS: ReadonlySet<string> = new Set([
  'CreateEmptyCart',
  'UpdateCartItems',
  'RemoveItemFromCart',
  'SetGuestEmailOnCart',
  'SetShippingAddressOnCart',
  'RevokeCustomerToken',
]);

export function createRetryLink(): RetryLink {
  return new RetryLink({
    delay: { initial: RETRY_INITIAL_DELAY_MS, max: Infinity, jitter: true },
    attempts: {
      max: RETRY_ATTEMPTS,
      retryIf: (error, operation) =>
        Boolean(error) &&
        isOnlineBrowser() &&
        (operation.operationType !== OperationTypeNode.MUTATION ||
          RETRIED_MUTATIONS.has(operation.operationName ?? '')),
    },
  });
}

function isOnlineBrowser(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine;
}
