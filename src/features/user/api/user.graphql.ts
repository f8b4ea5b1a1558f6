// The customer's account details, read at start-up when signed in (account-actions.graphql.ts has the rest).
import { gql } from '@apollo/client';

export const ACCOUNT_FRAGMENT = gql`
  fragment AccountFragment on Customer {
    id
    customer_id
    firstname
    lastname
    email
    custom_attributes {
      code
      ... on AttributeValue {
        value
      }
    }
  }
`;

export const GET_CUSTOMER = gql`
  query GetCustomer {
    customer {
      ...AccountFragment
    }
  }
  ${ACCOUNT_FRAGMENT}
`;

export interface CustomerAccount {
  id: number | null;
  customer_id: number | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  custom_attributes: ({ code: string; value?: string } | null)[] | null;
}

/** SPEC 3's currentUser, as read from the cached customer (current-user.ts). */
export const CURRENT_USER_FRAGMENT = gql`
  fragment CurrentUserFragment on Customer {
    id
    email
    firstname
    lastname
  }
`;
