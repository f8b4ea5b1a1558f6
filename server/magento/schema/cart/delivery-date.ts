// The shop's one delivery-date rule, behind Zepp_CartTotals' Cart.estimatedDeliveryDate and Zepp_Pincode's
// getDeliveryEstimateByPincode (the product page's delivery bar): the shipping method's working days from today
// in India (Sundays do not count), two more for a pincode outside the shop's serviceable list; shown as
// 'Tue, 26 Nov, 2024'. Today is the server's clock (StandInConfig.now), so tests pin it.
import { IST_OFFSET_MS, nowMs } from '../../clock';
import type { RequestContext } from '../../context';
import { findPincode } from '../../db/repositories/pincodes';
import { listActiveCarriers, type ShippingCarrierRow } from '../../db/repositories/shipping-carriers';
import type { CartState } from './cart-state';

const REMOTE_PINCODE_EXTRA_DAYS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

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

/** Zepp_Pincode's DeliveryEstimate. */
export interface DeliveryEstimate {
  pincode: string;
  serviceable: boolean;
  working_days: number;
  estimated_delivery_date: string;
}

/** When an order sent by `method` to `pincode` would arrive. */
export function estimateDelivery(
  ctx: RequestContext,
  pincode: string,
  method: ShippingCarrierRow,
): DeliveryEstimate {
  const serviceable = findPincode(ctx.db, pincode) !== undefined;
  const days = method.delivery_days + (serviceable ? 0 : REMOTE_PINCODE_EXTRA_DAYS);
  return {
    pincode,
    serviceable,
    working_days: days,
    estimated_delivery_date: formatDeliveryDate(addWorkingDays(nowMs(ctx.config), days)),
  };
}

/** By the shop's default method (the first active one, as for a cart with none chosen); null if it ships nothing. */
export function defaultDeliveryEstimate(ctx: RequestContext, pincode: string): DeliveryEstimate | null {
  const [method] = listActiveCarriers(ctx.db);
  return method ? estimateDelivery(ctx, pincode, method) : null;
}

/** Null until there is a shipping address (and for carts with nothing to ship). */
export function estimatedDeliveryDate(ctx: RequestContext, state: CartState): string | null {
  const address = state.shippingAddress;
  if (!address || state.totals.isVirtual || state.lines.length === 0) return null;
  const method = state.carrier ?? state.carriers[0];
  if (!method) return null;
  return estimateDelivery(ctx, address.postcode, method).estimated_delivery_date;
}
