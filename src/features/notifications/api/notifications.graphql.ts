// Operations of the notifications bell and drawer (SPEC 2.4, 4, 7.1): custom-module fields of Zepp_Notifications.
import { gql } from '@apollo/client';

/** The numeric customer id CustomerNotifications takes (custom Customer.customer_id). */
export const GET_NOTIFICATIONS_CUSTOMER = gql`
  query GetNotificationsCustomer {
    customer {
      id
      customer_id
    }
  }
`;

export const GET_CUSTOMER_NOTIFICATIONS = gql`
  query GetCustomerNotifications($customerId: Int) {
    CustomerNotifications(customerId: $customerId) {
      id
      title
      body
      created_at
      is_read
      url
    }
  }
`;

export interface NotificationsCustomerData {
  customer: { id: number | null; customer_id: number | null } | null;
}

export interface CustomerNotification {
  id: number;
  title: string | null;
  body: string | null;
  created_at: string | null;
  is_read: boolean | null;
  url: string | null;
}

export interface CustomerNotificationsData {
  CustomerNotifications: (CustomerNotification | null)[] | null;
}
