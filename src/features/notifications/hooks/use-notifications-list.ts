import { useQuery } from '@apollo/client/react';
import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn } from '../../user';
import {
  GET_CUSTOMER_NOTIFICATIONS,
  type CustomerNotification,
  type CustomerNotificationsData,
} from '../api/notifications.graphql';
import { notificationDate } from '../format-date';
import { useNotificationsCustomer } from './use-notifications-customer';

export interface NotificationItemView {
  id: number;
  title: string;
  body: string;
  date: { iso: string; text: string } | null;
  unread: boolean;
  url: string | null;
}

export interface NotificationsListView {
  status: 'loading' | 'failed' | 'ready';
  items: NotificationItemView[];
}

function toItem(notification: CustomerNotification): NotificationItemView {
  return {
    id: notification.id,
    title: notification.title ?? '',
    body: notification.body ?? '',
    date: notificationDate(notification.created_at),
    unread: !notification.is_read,
    url: notification.url?.trim() || null,
  };
}

/** The drawer's list, fetched from the server each time the drawer opens (this hook mounts with it; SPEC 4). */
export function useNotificationsList(): NotificationsListView {
  const signedIn = useAppSelector(selectIsSignedIn);
  const customer = useNotificationsCustomer(signedIn);
  const { data, error } = useQuery<CustomerNotificationsData>(GET_CUSTOMER_NOTIFICATIONS, {
    variables: { customerId: customer.customerId },
    skip: customer.customerId === null,
    // What the bell already knows shows at once; the server's answer replaces it.
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.CustomerNotifications;
  if (list) {
    const items = list.filter((item): item is CustomerNotification => item !== null).map(toItem);
    return { status: 'ready', items };
  }
  return { status: error || customer.failed ? 'failed' : 'loading', items: [] };
}
