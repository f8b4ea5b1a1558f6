// Zepp_CartTotals' estimatedDeliveryDate: the shipping method's working days (Sundays do not count) from
// today in India, two more for a pincode outside the shop's serviceable list; shown as 'Tue, 26 Nov, 2024'.
import { nowMs } from '../../auth/clock';
import type { RequestContext } from '../../context';
import { findPincode } from '../../db/repositories/pincodes';
import type { CartState } from './cart-state';

const REMOTE_PINCODE_EXTRA_DAYS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The date `days` working days after `now`, as a Date at noon IST of that day. */
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

/** Null until there is a shipping address (and for carts with nothing to ship). */
export function estimatedDeliveryDate(ctx: RequestContext, state: CartState): string | null {
  const address = state.shippingAddress;
  if (!address || state.totals.isVirtual || state.lines.length === 0) return null;
  const method = state.carrier ?? state.carriers[0];
  if (!method) return null;
  const remote = findPincode(ctx.db, address.postcode) ? 0 : REMOTE_PINCODE_EXTRA_DAYS;
  return formatDeliveryDate(addWorkingDays(nowMs(ctx.config), method.delivery_days + remote));
}
