import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { drawerClosed, drawerToggled, selectDrawer } from '../../shell';
import { selectIsSignedIn } from '../../user';
import { GET_CUSTOMER_NOTIFICATIONS, type CustomerNotificationsData } from '../api/notifications.graphql';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_DRAWER } from '../messages';
import { useNotificationsCustomer } from './use-notifications-customer';

export interface NotificationsBellView {
  /** Signed-in customers only (SPEC 2.4, 6). */
  visible: boolean;
  unread: boolean;
  label: string;
  open: boolean;
  toggle: () => void;
  close: () => void;
}

/**
 * The bell and whether its drawer is open. The open drawer is the shell slice's, so a route change closes it
 * and it never stacks on the phone's other drawers.
 */
export function useNotificationsBell(): NotificationsBellView {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const open = useAppSelector(selectDrawer) === NOTIFICATIONS_DRAWER;
  const { customerId } = useNotificationsCustomer(signedIn);
  // The dot reads the list from the cache; opening the drawer asks the server again (use-notifications-list).
  const { data } = useQuery<CustomerNotificationsData>(GET_CUSTOMER_NOTIFICATIONS, {
    variables: { customerId },
    skip: customerId === null,
  });
  const unread = signedIn && (data?.CustomerNotifications ?? []).some((item) => item && !item.is_read);

  return {
    visible: signedIn,
    unread,
    label: unread ? NOTIFICATION_MESSAGES.bellUnread : NOTIFICATION_MESSAGES.bell,
    open: signedIn && open,
    toggle: useCallback(() => dispatch(drawerToggled(NOTIFICATIONS_DRAWER)), [dispatch]),
    close: useCallback(() => dispatch(drawerClosed()), [dispatch]),
  };
}
