// Customer operations the user slice calls (sign in, create account, reset password, details, sign out).
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

export const SIGN_IN = gql`
  mutation SignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`;

export const CREATE_ACCOUNT = gql`
  mutation CreateAccount($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        ...AccountFragment
      }
    }
  }
  ${ACCOUNT_FRAGMENT}
`;

export const REQUEST_PASSWORD_RESET_EMAIL = gql`
  mutation RequestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`;

export const REVOKE_CUSTOMER_TOKEN = gql`
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`;

export interface CustomerAccount {
  id: number | null;
  customer_id: number | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  custom_attributes: ({ code: string; value?: string } | null)[] | null;
}
