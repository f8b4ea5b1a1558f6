import type { ApolloClient } from '@apollo/client';
import { MARK_NOTIFICATION_READ, type MarkNotificationReadData } from './api/mark-notification-read.graphql';

/**
 * Marks a notification read: when the shopper taps it in the drawer (SPEC 4) and when a link with ?nid=
 * opens the shop (SPEC 2.3). A cached list shows it read at once. It is a courtesy that must never disturb
 * the page the shopper is going to, so it settles without an error, whatever happens (SPEC 8).
 */
export function markNotificationRead(client: ApolloClient, id: number): Promise<void> {
  return client
    .mutate<MarkNotificationReadData>({
      mutation: MARK_NOTIFICATION_READ,
      variables: { id },
      update(cache, { data }) {
        if (!data?.UpdateNotificationReadStatus?.success) return;
        const entry = cache.identify({ __typename: 'CustomerNotification', id });
        cache.modify({ id: entry, fields: { is_read: () => true } });
      },
    })
    .then(
      () => undefined,
      () => undefined,
    );
}
