import './notifications.css';
import { Icon } from '../../../ui/icons/icons';
import { useNotificationsBell } from '../hooks/use-notifications-bell';
import { NotificationsDrawer } from './notifications-drawer';

/** The header bell with its unread dot, opening the notifications drawer; nothing for guests (SPEC 2.4). */
export default function NotificationsBell({ className }: { className?: string }) {
  const view = useNotificationsBell();
  if (!view.visible) return null;
  return (
    <>
      <button
        type="button"
        className={['notifications-bell', className].filter(Boolean).join(' ')}
        aria-label={view.label}
        aria-haspopup="dialog"
        aria-expanded={view.open}
        onClick={view.toggle}
      >
        <Icon name="bell" />
        {view.unread ? <span className="notifications-bell__dot" aria-hidden="true" /> : null}
      </button>
      <NotificationsDrawer open={view.open} onClose={view.close} />
    </>
  );
}
