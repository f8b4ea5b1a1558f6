// /communications: the newsletter subscription (Magento's is_subscribed) and the notification preferences,
// which the shop keeps as the customer's custom attributes notify_order_updates and notify_offers ('1'/'0').
import { gql } from '@apollo/client';

export const COMMUNICATIONS_FRAGMENT = gql`
  fragment CommunicationPreferences on Customer {
    id
    is_subscribed
    preferences: custom_attributes(attributeCodes: ["notify_order_updates", "notify_offers"]) {
      code
      ... on AttributeValue {
        value
      }
    }
  }
`;

export const GET_COMMUNICATIONS = gql`
  query GetCommunications {
    customer {
      ...CommunicationPreferences
    }
  }
  ${COMMUNICATIONS_FRAGMENT}
`;

export const SAVE_COMMUNICATIONS = gql`
  mutation SaveCommunications($isSubscribed: Boolean!, $preferences: [AttributeValueInput]!) {
    updateCustomerV2(input: { is_subscribed: $isSubscribed, custom_attributes: $preferences }) {
      customer {
        ...CommunicationPreferences
      }
    }
  }
  ${COMMUNICATIONS_FRAGMENT}
`;

export interface CommunicationsData {
  customer: {
    id: number | null;
    is_subscribed: boolean | null;
    preferences: ({ code: string; value?: string } | null)[] | null;
  } | null;
}
