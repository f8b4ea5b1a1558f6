// SPEC 3's currentUser (email, firstname, lastname) has one owner: the customer in Apollo's cache, which
// getUserDetails fills (network-only) and sign-out evicts. Readers take it from there instead of a Redux copy
// that could disagree with what the header's chip shows.
import type { ApolloClient } from '@apollo/client';
import { CUSTOMER_CACHE_ID } from '../../lib/apollo-cache';
import { CURRENT_USER_FRAGMENT } from './api/user.graphql';

export interface CurrentUser {
  email: string;
  firstname: string;
  lastname: string;
}

type CachedUser = { [Field in keyof CurrentUser]: string | null };

/** The signed-in customer as cached; empty strings when signed out or not loaded yet. */
export function readCurrentUser(apollo: ApolloClient): CurrentUser {
  const cached = apollo.readFragment<CachedUser>({ id: CUSTOMER_CACHE_ID, fragment: CURRENT_USER_FRAGMENT });
  return {
    email: cached?.email ?? '',
    firstname: cached?.firstname ?? '',
    lastname: cached?.lastname ?? '',
  };
}
