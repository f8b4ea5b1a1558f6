import { NOTIFICATION_DATE_FORMAT } from './messages';

const formatter = new Intl.DateTimeFormat('en-IN', NOTIFICATION_DATE_FORMAT);

/**
 * Magento sends created_at as 'YYYY-MM-DD HH:mm:ss' in UTC, without a zone. Returns the ISO instant (for
 * <time dateTime>) and the date as shown, or null when the value is missing or unreadable.
 */
export function notificationDate(createdAt: string | null): { iso: string; text: string } | null {
  if (!createdAt) return null;
  const utc = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(createdAt)
    ? `${createdAt.replace(' ', 'T')}Z`
    : createdAt;
  const date = new Date(utc);
  if (Number.isNaN(date.getTime())) return null;
  return { iso: date.toISOString(), text: formatter.format(date) };
}
