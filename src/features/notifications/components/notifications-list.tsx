import { Shimmer } from '../../../ui/shimmer/shimmer';
import { useNotificationsList } from '../hooks/use-notifications-list';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NOTIFICATION_MESSAGES } from '../messages';
import { NotificationItem } from './notification-item';

const SKELETON_ROWS = 3;

/** The drawer's content; mounted only while the drawer is open, so opening it fetches the list. */
export function NotificationsList({ onLeave }: { onLeave: () => void }) {
  const { status, items } = useNotificationsList();
  const open = useOpenNotification(onLeave);

  if (status === 'loading') {
    return (
      <div className="notifications__skeleton" role="status">
        <span className="visually-hidden">{NOTIFICATION_MESSAGES.loading}</span>
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <Shimmer key={row} height="4rem" />
        ))}
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <p className="notifications__message" role="alert">
        {NOTIFICATION_MESSAGES.loadFailed}
      </p>
    );
  }
  if (items.length === 0) return <p className="notifications__message">{NOTIFICATION_MESSAGES.empty}</p>;
  return (
    <ul className="notifications__list">
      {items.map((item) => (
        <li key={item.id}>
          <NotificationItem item={item} onOpen={(notification, event) => void open(notification, event)} />
        </li>
      ))}
    </ul>
  );
}
