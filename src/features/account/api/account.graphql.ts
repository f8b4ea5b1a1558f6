// /account-information: the customer's name, e-mail and verified contacts; saving the name, changing the
// password, and the one-time passwords that confirm a new mobile number or personal e-mail (Zepp_MyAccountOtp).
import { gql } from '@apollo/client';

export const GET_ACCOUNT_INFORMATION = gql`
  query GetAccountInformation {
    customer {
      id
      firstname
      lastname
      email
      contacts: custom_attributes(attributeCodes: ["mobile_number", "secondary_email"]) {
        code
        ... on AttributeValue {
          value
        }
      }
    }
  }
`;

export const UPDATE_CUSTOMER_NAME = gql`
  mutation UpdateCustomerName($firstname: String!, $lastname: String!) {
    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {
      customer {
        id
        firstname
        lastname
      }
    }
  }
`;

export const CHANGE_PASSWORD = gql`
  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      id
      email
    }
  }
`;

export const SEND_MY_ACC_OTP = gql`
  mutation SendMyAccOtp($input: SendMyAccOtpInput!) {
    sendMyAccOtp(input: $input) {
      message
      success
    }
  }
`;

export const VERIFY_MY_ACC_OTP = gql`
  mutation VerifyMyAccOtp($input: VerifyMyAccOtpInput!) {
    verifyMyAccOtp(input: $input) {
      message
      success
    }
  }
`;

export interface AccountInformationData {
  customer: {
    id: number | null;
    firstname: string | null;
    lastname: string | null;
    email: string | null;
    contacts: ({ code: string; value?: string } | null)[] | null;
  } | null;
}

export interface OtpResult {
  message: string | null;
  success: boolean | null;
}
