// The estimated delivery date shown for a pincode, by the rule the server uses for a cart's
// estimatedDeliveryDate: working days counted in India (Sundays do not count), shown as 'Tue, 26 Nov, 2024'.
import { REMOTE_PINCODE_EXTRA_DAYS, STANDARD_DELIVERY_DAYS } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The day `days` working days after `now` (noon IST of that day). */
export function addWorkingDays(now: number, days: number): Date {
  let date = new Date(now + IST_OFFSET_MS);
  let left = days;
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    if (date.getUTCDay() !== 0) left -= 1;
  }
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12) - IST_OFFSET_MS);
}

export function formatDeliveryDate(date: Date): string {
  return date.toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** Standard delivery to a serviceable pincode, two days more elsewhere. */
export function estimateDelivery(now: number, serviceable: boolean): string {
  const days = STANDARD_DELIVERY_DAYS + (serviceable ? 0 : REMOTE_PINCODE_EXTRA_DAYS);
  return formatDeliveryDate(addWorkingDays(now, days));
}
