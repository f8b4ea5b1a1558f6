// Field resolvers of Cart and CartPrices; the parent is a CartView (cart-view.ts).
import type { RequestContext } from '../../context';
import { stateOf, type CartView } from './cart-view';
import type { CartState } from './cart-state';
import { estimatedDeliveryDate } from './delivery-date';
import { GST_LABEL, money, round2 } from './pricing';
import { itemViews } from './item-fields';

type Field<T> = (view: CartView, args: unknown, ctx: RequestContext) => T;
const totals = (view: CartView, ctx: RequestContext) => stateOf(view, ctx).totals;

function couponDiscounts(state: CartState) {
  const { coupon, couponDiscount } = state.totals;
  if (!coupon) return null;
  return [
    { amount: money(couponDiscount), applied_to: 'ITEM', coupon: { code: coupon.code }, label: coupon.label },
  ];
}

const prices: Field<object> = (view, _args, ctx) => {
  const state = stateOf(view, ctx);
  const t = state.totals;
  return {
    grand_total: money(t.grandTotal),
    grand_total_excluding_tax: money(Math.max(t.grandTotal - t.tax, 0)),
    subtotal_including_tax: money(t.subtotal),
    subtotal_excluding_tax: money(t.subtotalExclTax),
    subtotal_with_discount_excluding_tax: money(t.discountedSubtotalExclTax),
    discounts: couponDiscounts(state),
    applied_taxes: t.tax > 0 ? [{ label: GST_LABEL, amount: money(t.tax) }] : [],
    handling_charges: money(t.handling),
    payment_surcharge: money(t.codFee),
  };
};

function appliedGiftCards(state: CartState) {
  return state.totals.giftCards.map(({ card, applied }) => ({
    code: card.code,
    applied_balance: money(applied),
    current_balance: money(card.balance),
    expiration_date: card.expires_at,
  }));
}

export const cartFields: Record<string, Field<unknown>> = {
  id: (view) => view.row.masked_id,
  items: (view, _args, ctx) => itemViews(view, ctx),
  total_quantity: (view, _args, ctx) => totals(view, ctx).totalQty,
  total_summary_quantity_including_config: (view, _args, ctx) => totals(view, ctx).totalQty,
  is_virtual: (view, _args, ctx) => totals(view, ctx).isVirtual,
  prices,
  applied_coupon: (view, _args, ctx) => {
    const coupon = totals(view, ctx).coupon;
    return coupon ? { code: coupon.code } : null;
  },
  applied_coupons: (view, _args, ctx) => {
    const coupon = totals(view, ctx).coupon;
    return coupon ? [{ code: coupon.code }] : null;
  },
  applied_gift_cards: (view, _args, ctx) => appliedGiftCards(stateOf(view, ctx)),
  is_only_upi: (view, _args, ctx) => totals(view, ctx).coupon?.is_only_upi === 1,
  total_discount: (view, _args, ctx) => {
    const t = totals(view, ctx);
    return round2(t.mrpDiscount + t.couponDiscount + t.rewardMoney);
  },
  shippingCharges: (view, _args, ctx) => totals(view, ctx).shipping,
  tax: (view, _args, ctx) => totals(view, ctx).tax,
  estimatedDeliveryDate: (view, _args, ctx) => estimatedDeliveryDate(ctx, stateOf(view, ctx)),
  mw_applied_reward_points: (view, _args, ctx) => {
    const t = totals(view, ctx);
    return { points: t.rewardPoints, money: money(t.rewardMoney) };
  },
};
