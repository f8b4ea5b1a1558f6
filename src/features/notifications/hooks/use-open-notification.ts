import { useCallback, type MouseEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { MARK_NOTIFICATION_READ, type MarkNotificationReadData } from '../api/notifications.graphql';
import { fullPageLoad, inAppPath } from '../navigation';
import type { NotificationItemView } from './use-notifications-list';

/** A click the browser should handle itself: a new tab or window, a download, a middle click. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Tapping a notification: mark it read, then go to its url (SPEC 4) — an in-app route for the shop's own
 * pages, a full page load otherwise. Marking read swallows its errors (SPEC 8): the shopper goes there anyway.
 */
export function useOpenNotification(close: () => void) {
  const [mutate] = useMutation<MarkNotificationReadData>(MARK_NOTIFICATION_READ);
  const navigate = useNavigate();

  const markRead = useCallback(
    (id: number) =>
      mutate({
        variables: { id },
        update(cache, { data }) {
          if (!data?.UpdateNotificationReadStatus?.success) return;
          const entry = cache.identify({ __typename: 'CustomerNotification', id });
          cache.modify({ id: entry, fields: { is_read: () => true } });
        },
      }).catch(() => undefined),
    [mutate],
  );

  return useCallback(
    async (item: NotificationItemView, event: MouseEvent) => {
      if (opensElsewhere(event)) {
        void markRead(item.id);
        return;
      }
      event.preventDefault();
      await markRead(item.id);
      if (!item.url) return;
      close();
      const path = inAppPath(item.url);
      if (path === null) fullPageLoad(item.url);
      else void navigate(path);
    },
    [close, markRead, navigate],
  );
}
