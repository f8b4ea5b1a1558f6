// When a coupon applies to a cart (Magento's cart price rule validation). Totals re-check this on every read,
// so a coupon whose conditions stop holding (a removed item, a used-up limit) simply stops discounting.
import { indiaDate } from '../../clock';
import type { Db } from '../../db/connection';
import { customerCouponUses, type CouponRow } from '../../db/repositories/coupons';
import type { GiftCardRow } from '../../db/repositories/gift-cards';

/** Magento's message for every coupon that does not apply: it does not say why, so codes cannot be probed. */
export const COUPON_NOT_VALID = "The coupon code isn't valid. Verify the code and try again.";

export function couponApplies(
  db: Db,
  coupon: CouponRow,
  cart: { customerId: number | null; subtotal: number; now: number },
): boolean {
  const today = indiaDate(cart.now);
  if (!coupon.is_active) return false;
  if (coupon.from_date && today < coupon.from_date) return false;
  if (coupon.to_date && today > coupon.to_date) return false;
  if (cart.subtotal < coupon.min_subtotal) return false;
  if (coupon.customer_only && cart.customerId === null) return false;
  if (coupon.uses_per_coupon !== null && coupon.times_used >= coupon.uses_per_coupon) return false;
  if (coupon.uses_per_customer !== null && cart.customerId !== null) {
    if (customerCouponUses(db, coupon.coupon_id, cart.customerId) >= coupon.uses_per_customer) return false;
  }
  return true;
}

export function giftCardUsable(card: GiftCardRow, now: number): boolean {
  return (
    card.is_active === 1 &&
    card.balance > 0 &&
    (card.expires_at === null || indiaDate(now) <= card.expires_at)
  );
}
