import { ALERT_DATE_FORMAT } from './messages';

const formatter = new Intl.DateTimeFormat('en-IN', ALERT_DATE_FORMAT);

/**
 * Magento's 'YYYY-MM-DD HH:mm:ss' (UTC, without a zone) as the ISO instant (for <time dateTime>) and the date
 * as shown in India; null when missing or unreadable.
 */
export function alertDate(value: string | null): { iso: string; text: string } | null {
  if (!value) return null;
  const date = new Date(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value,
  );
  if (Number.isNaN(date.getTime())) return null;
  return { iso: date.toISOString(), text: formatter.format(date) };
}
