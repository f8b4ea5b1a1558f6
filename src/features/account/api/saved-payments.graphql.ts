// /saved-payments: the customer's stored gateway payment methods (Magento's vault tokens) and deleting one.
// A token has no id: its public_hash identifies it.
import { gql } from '@apollo/client';

export const GET_SAVED_PAYMENTS = gql`
  query GetSavedPayments {
    customerPaymentTokens {
      items {
        public_hash
        payment_method_code
        type
        details
      }
    }
  }
`;

export const DELETE_SAVED_PAYMENT = gql`
  mutation DeleteSavedPayment($publicHash: String!) {
    deletePaymentToken(public_hash: $publicHash) {
      result
    }
  }
`;

export interface PaymentTokenData {
  public_hash: string;
  payment_method_code: string;
  type: 'card' | 'account';
  details: string | null;
}

export interface SavedPaymentsData {
  customerPaymentTokens: { items: (PaymentTokenData | null)[] } | null;
}
