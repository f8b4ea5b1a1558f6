import { useCallback, type MouseEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { fullPageLoad, inAppPath, opensElsewhere } from '../../../lib/navigation';
import { markNotificationRead } from '../mark-notification-read';
import type { NotificationItemView } from './use-notifications-list';

/**
 * Tapping a notification: mark it read, then go to its url (SPEC 4) — an in-app route for the shop's own
 * pages, a full page load otherwise; there even if marking read fails (SPEC 8).
 */
export function useOpenNotification(close: () => void) {
  const client = useApolloClient();
  const navigate = useNavigate();

  return useCallback(
    async (item: NotificationItemView, event: MouseEvent) => {
      if (opensElsewhere(event)) {
        void markNotificationRead(client, item.id);
        return;
      }
      event.preventDefault();
      await markNotificationRead(client, item.id);
      if (!item.url) return;
      close();
      const path = inAppPath(item.url);
      if (path === null) fullPageLoad(item.url);
      else void navigate(path);
    },
    [client, close, navigate],
  );
}
