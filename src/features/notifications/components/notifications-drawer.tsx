import { createPortal } from 'react-dom';
import { Modal } from '../../../ui/modal/modal';
import { SlidePanel } from '../../../ui/slide-panel/slide-panel';
import { MOBILE_SHELL_QUERY, useMediaQuery } from '../../../ui/hooks/use-media-query';
import { NOTIFICATION_MESSAGES } from '../messages';
import { NotificationsList } from './notifications-list';

interface NotificationsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Phones get the full-screen panel the other phone drawers use (back arrow and title); desktops a dialog.
 * Both are rendered into <body>, outside the header landmark the bell sits in.
 */
export function NotificationsDrawer({ open, onClose }: NotificationsDrawerProps) {
  const mobile = useMediaQuery(MOBILE_SHELL_QUERY);
  const list = <NotificationsList onLeave={onClose} />;
  if (!mobile) {
    return (
      <Modal open={open} title={NOTIFICATION_MESSAGES.title} onClose={onClose}>
        {list}
      </Modal>
    );
  }
  return createPortal(
    <SlidePanel open={open} title={NOTIFICATION_MESSAGES.title} onClose={onClose}>
      {list}
    </SlidePanel>,
    document.body,
  );
}
