// What the shopper does with their account: sign in, create it, reset the password, sign out. Sent on their
// actions only, so the user slice loads this module on first use rather than with the app.
import { gql } from '@apollo/client';
import { ACCOUNT_FRAGMENT } from './user.graphql';

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

export const RESET_PASSWORD = gql`
  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
`;

// Signing in with proof the shop issued (a signed, expiring, single-use link; the mail provider's code).
export const SIGN_IN_BY_AUTO_SIGN_IN = gql`
  mutation SignInByAutoSignIn($input: AutoSignInInput!) {
    generateCustomerTokenByAutoSignIn(input: $input) {
      token
    }
  }
`;

export const SIGN_IN_BY_MAGIC_LINK = gql`
  mutation SignInByMagicLink($token: String!) {
    generateCustomerTokenByMagicLink(token: $token) {
      token
    }
  }
`;

export const SIGN_IN_BY_OAUTH = gql`
  mutation SignInByOauth($input: OauthLoginInput!) {
    generateCustomerTokenByOauth(input: $input) {
      token
    }
  }
`;

export const REQUEST_MAGIC_LOGIN_LINK = gql`
  mutation RequestMagicLoginLink($email: String!) {
    requestMagicLoginLink(email: $email) {
      message
      success
    }
  }
`;

export const GET_OAUTH_LOGIN_URL = gql`
  query GetOauthLoginUrl($provider: String!) {
    oauthLoginUrl(provider: $provider)
  }
`;
