import { useQuery } from '@apollo/client/react';
import { GET_NOTIFICATIONS_CUSTOMER, type NotificationsCustomerData } from '../api/notifications.graphql';

/** The signed-in customer's numeric id, which CustomerNotifications is asked with (SPEC 7.1). */
export function useNotificationsCustomer(signedIn: boolean): { customerId: number | null; failed: boolean } {
  const { data, error } = useQuery<NotificationsCustomerData>(GET_NOTIFICATIONS_CUSTOMER, {
    skip: !signedIn,
  });
  const customerId = signedIn ? (data?.customer?.customer_id ?? null) : null;
  return { customerId, failed: signedIn && customerId === null && error !== undefined };
}
