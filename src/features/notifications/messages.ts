/** User-visible strings of the notifications bell and drawer (SPEC 2.4 'Notifications drawer'). */
export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  bell: 'Notifications',
  bellUnread: 'Notifications, unread',
  empty: 'No notifications',
  loading: 'Loading notifications',
  loadFailed: 'Your notifications could not be loaded. Please try again.',
  unread: 'Unread',
} as const;

/** The shell slice's drawer name while the notifications drawer is open. */
export const NOTIFICATIONS_DRAWER = 'notifications';

/** Dates as shoppers in India read them, in India's time zone whatever the device says. */
export const NOTIFICATION_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
};
