// Everything a cart's fields and checkout need, read once: items with their products, the coupon, gift cards,
// addresses, the shipping method and the totals. Cart field resolvers share one CartState per cart object.
import type { Db } from '../../db/connection';
import { findCartAddress, type CartAddressRow } from '../../db/repositories/cart-addresses';
import { listCartItems, type CartItemRow } from '../../db/repositories/cart-items';
import { findSaleProductsByIds } from '../../db/repositories/cart-products';
import type { CartRow } from '../../db/repositories/carts';
import { findCouponByCode, type CouponRow } from '../../db/repositories/coupons';
import { listCartGiftCards, type GiftCardRow } from '../../db/repositories/gift-cards';
import { getRewardBalance } from '../../db/repositories/rewards';
import { listActiveCarriers, type ShippingCarrierRow } from '../../db/repositories/shipping-carriers';
import { gstClassesOf } from '../../invoices/gst-classes';
import { couponApplies, giftCardUsable } from './coupon-rules';
import { computeTotals, type CartTotals, type PricedLine } from './totals';

export interface CartState {
  cart: CartRow;
  items: CartItemRow[];
  /** Items whose products still exist, with them (a deleted product's line is dropped). */
  lines: PricedLine[];
  /** The cart's coupon when it applies. */
  coupon: CouponRow | null;
  giftCards: GiftCardRow[];
  carrier: ShippingCarrierRow | null;
  carriers: ShippingCarrierRow[];
  shippingAddress: CartAddressRow | null;
  billingAddress: CartAddressRow | null;
  rewardBalance: number;
  totals: CartTotals;
}

function pricedLines(db: Db, items: CartItemRow[]): PricedLine[] {
  const ids = items.flatMap((i) =>
    i.parent_product_id ? [i.product_id, i.parent_product_id] : [i.product_id],
  );
  const products = findSaleProductsByIds(db, ids);
  const sold = (item: CartItemRow) => ({ productId: item.product_id, parentId: item.parent_product_id });
  const gstOf = gstClassesOf(db, items.map(sold));
  return items.flatMap((item) => {
    const product = products.get(item.product_id);
    const parent = item.parent_product_id ? (products.get(item.parent_product_id) ?? null) : null;
    // A line whose product left the catalogue or was disabled is not shown, priced or sold.
    if (!product || product.status !== 1 || (item.parent_product_id && parent?.status !== 1)) return [];
    return [{ itemId: item.item_id, qty: item.qty, product, parent, gst: gstOf(sold(item)) }];
  });
}

function applicableCoupon(db: Db, cart: CartRow, subtotal: number, now: number): CouponRow | null {
  const coupon = cart.coupon_code ? findCouponByCode(db, cart.coupon_code) : undefined;
  if (!coupon) return null;
  return couponApplies(db, coupon, { customerId: cart.customer_id, subtotal, now }) ? coupon : null;
}

export function loadCartState(db: Db, cart: CartRow, now: number): CartState {
  const items = listCartItems(db, cart.cart_id);
  const lines = pricedLines(db, items);
  const shippingAddress = findCartAddress(db, cart.cart_id, 'shipping') ?? null;
  const carriers = listActiveCarriers(db);
  const carrier =
    (shippingAddress &&
      carriers.find(
        (c) => c.carrier_code === cart.shipping_carrier_code && c.method_code === cart.shipping_method_code,
      )) ||
    null;
  const giftCards = listCartGiftCards(db, cart.cart_id).filter((g) => giftCardUsable(g, now));
  const rewardBalance = cart.customer_id === null ? 0 : getRewardBalance(db, cart.customer_id);
  const subtotal = computeTotals({
    lines,
    coupon: null,
    rewardPoints: 0,
    carrier: null,
    paymentMethod: null,
    giftCards: [],
  }).subtotal;
  const coupon = applicableCoupon(db, cart, subtotal, now);
  const totals = computeTotals({
    lines,
    coupon,
    rewardPoints: Math.min(cart.reward_points, Math.max(rewardBalance, 0)),
    carrier,
    paymentMethod: cart.payment_method,
    giftCards,
  });
  const billingAddress = findCartAddress(db, cart.cart_id, 'billing') ?? null;
  return {
    cart,
    items,
    lines,
    coupon,
    giftCards,
    carrier,
    carriers,
    shippingAddress,
    billingAddress,
    rewardBalance,
    totals,
  };
}
