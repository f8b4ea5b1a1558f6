import type { MouseEvent } from 'react';
import type { NotificationItemView } from '../hooks/use-notifications-list';
import { NOTIFICATION_MESSAGES } from '../messages';

interface NotificationItemProps {
  item: NotificationItemView;
  onOpen: (item: NotificationItemView, event: MouseEvent) => void;
}

/** One notification: title, body and date; a link to its url (or, without one, a button that marks it read). */
export function NotificationItem({ item, onOpen }: NotificationItemProps) {
  const className = item.unread ? 'notification notification--unread' : 'notification';
  // Spaces between the parts keep the accessible name readable ("Title Body 1 Mar 2026").
  const content = (
    <>
      {item.unread ? <span className="visually-hidden">{NOTIFICATION_MESSAGES.unread}: </span> : null}
      <span className="notification__title">{item.title}</span>{' '}
      <span className="notification__body">{item.body}</span>{' '}
      {item.date ? (
        <time className="notification__date" dateTime={item.date.iso}>
          {item.date.text}
        </time>
      ) : null}
    </>
  );
  if (!item.url) {
    return (
      <button type="button" className={className} onClick={(event) => onOpen(item, event)}>
        {content}
      </button>
    );
  }
  return (
    <a className={className} href={item.url} onClick={(event) => onOpen(item, event)}>
      {content}
    </a>
  );
}
