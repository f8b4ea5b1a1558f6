// Sales demo data: shipping methods (shipping.json), coupons (coupons.json) and sandbox gift cards
// (gift-cards.json). The past orders are seeded with the customers' dated history (activity.ts, orders.ts).
import type { Db } from '../db/connection';
import { insertCoupon, type NewCoupon } from '../db/repositories/coupons';
import { insertGiftCard } from '../db/repositories/gift-cards';
import { insertCarrier, type ShippingCarrierRow } from '../db/repositories/shipping-carriers';
import type { CatalogueSource } from './catalogue-file';

interface CouponSpec {
  code: string;
  label: string;
  discount_type: NewCoupon['discount_type'];
  discount_amount: number;
  max_discount?: number | null;
  min_subtotal?: number;
  is_only_upi?: boolean;
  customer_only?: boolean;
  uses_per_coupon?: number | null;
  uses_per_customer?: number | null;
  from_date?: string | null;
  to_date?: string | null;
}

interface GiftCardSpec {
  code: string;
  balance: number;
  initial_balance?: number;
  expires_at?: string | null;
}

type CarrierSpec = Omit<ShippingCarrierRow, 'position' | 'is_active'>;

function couponRow(spec: CouponSpec): NewCoupon {
  return {
    code: spec.code,
    label: spec.label,
    discount_type: spec.discount_type,
    discount_amount: spec.discount_amount,
    max_discount: spec.max_discount ?? null,
    min_subtotal: spec.min_subtotal ?? 0,
    is_only_upi: spec.is_only_upi ? 1 : 0,
    customer_only: spec.customer_only ? 1 : 0,
    uses_per_coupon: spec.uses_per_coupon ?? null,
    uses_per_customer: spec.uses_per_customer ?? null,
    from_date: spec.from_date ?? null,
    to_date: spec.to_date ?? null,
    is_active: 1,
  };
}

export function seedSales(db: Db, source: CatalogueSource): void {
  source
    .read<CarrierSpec[]>('shipping.json')
    .forEach((carrier, position) => insertCarrier(db, { ...carrier, position, is_active: 1 }));
  for (const coupon of source.read<CouponSpec[]>('coupons.json')) insertCoupon(db, couponRow(coupon));
  for (const card of source.read<GiftCardSpec[]>('gift-cards.json')) {
    insertGiftCard(db, {
      code: card.code,
      balance: card.balance,
      initial_balance: card.initial_balance ?? card.balance,
      expires_at: card.expires_at ?? null,
      is_active: 1,
    });
  }
}
