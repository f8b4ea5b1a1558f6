// Cart totals (Magento's total collectors, in the shop's order): subtotal at selling prices, coupon discount,
// reward points, shipping, handling (productsurcharge_fee x qty), the cash-on-delivery fee, then gift cards
// as a means of payment. GST is included in prices, so `tax` is the part of the total that is GST, worked out
// line by line with the tax invoice's table and arithmetic (invoices/gst-inside.ts): the order keeps it, and the
// order's invoice shows the same figure.
import type { SaleProductRow } from '../../db/repositories/cart-products';
import { finalPrice } from '../../db/repositories/cart-products';
import type { CouponRow } from '../../db/repositories/coupons';
import type { GiftCardRow } from '../../db/repositories/gift-cards';
import type { ShippingCarrierRow } from '../../db/repositories/shipping-carriers';
import type { GstClass } from '../../invoices/gst-rates';
import { withGst } from './totals-gst';
import { COD_FEE, isCodMethod, POINT_VALUE_INR, round2 } from './pricing';

export interface PricedLine {
  itemId: number;
  qty: number;
  /** What is sold: the simple/virtual product or the configurable's variant. */
  product: SaleProductRow;
  parent: SaleProductRow | null;
  /** The GST class the invoice will bill it with (gst-classes.ts). */
  gst: GstClass;
}

export interface LineTotals {
  itemId: number;
  qty: number;
  price: number;
  regularPrice: number;
  rowTotal: number;
  originalRowTotal: number;
  /** MRP minus selling price, times qty. */
  mrpDiscount: number;
  /** productsurcharge_fee x qty. */
  surcharge: number;
  /** This line's share of the coupon discount. */
  discount: number;
  /** The GST rate (percent) of the line and the GST inside it after the coupon and the coins. */
  taxRate: number;
  tax: number;
}

export interface TotalsInput {
  lines: PricedLine[];
  /** An applicable coupon (checked by coupon-rules.ts), or null. */
  coupon: CouponRow | null;
  /** Points to spend, already limited to the customer's balance. */
  rewardPoints: number;
  carrier: ShippingCarrierRow | null;
  paymentMethod: string | null;
  /** Usable cards in the order they were applied. */
  giftCards: GiftCardRow[];
}

export interface CartTotals {
  lines: LineTotals[];
  totalQty: number;
  isVirtual: boolean;
  subtotal: number;
  mrpDiscount: number;
  coupon: CouponRow | null;
  couponDiscount: number;
  rewardPoints: number;
  rewardMoney: number;
  shipping: number;
  handling: number;
  codFee: number;
  tax: number;
  /** The rate of the charges (shipping, handling, the COD fee): the principal item's. */
  chargeRate: number;
  shippingTax: number;
  /** The items before discounts and after the coupon, without their GST. */
  subtotalExclTax: number;
  discountedSubtotalExclTax: number;
  giftCards: { card: GiftCardRow; applied: number }[];
  giftCardTotal: number;
  /** What is left to pay. */
  grandTotal: number;
  /** The grand total without the payment method's fee: decides whether 'free' is the only method. */
  totalBeforePaymentFee: number;
}

const sum = (values: number[]) => round2(values.reduce((a, b) => a + b, 0));

function lineTotals(line: PricedLine): LineTotals {
  const price = finalPrice(line.product);
  const fee = line.product.productsurcharge_fee ?? line.parent?.productsurcharge_fee ?? 0;
  return {
    itemId: line.itemId,
    qty: line.qty,
    price,
    regularPrice: line.product.price,
    rowTotal: round2(price * line.qty),
    originalRowTotal: round2(line.product.price * line.qty),
    mrpDiscount: round2(Math.max(line.product.price - price, 0) * line.qty),
    surcharge: round2(fee * line.qty),
    discount: 0,
    taxRate: 0,
    tax: 0,
  };
}

export function couponDiscountFor(coupon: CouponRow | null, subtotal: number): number {
  if (!coupon || subtotal <= 0) return 0;
  const raw =
    coupon.discount_type === 'by_percent'
      ? (subtotal * coupon.discount_amount) / 100
      : coupon.discount_amount;
  const capped = coupon.max_discount !== null ? Math.min(raw, coupon.max_discount) : raw;
  return round2(Math.min(capped, subtotal));
}

/** Spreads a cart discount over the lines in proportion to their totals; the last line takes the rounding. */
function allocate(lines: LineTotals[], discount: number, subtotal: number): void {
  let left = discount;
  lines.forEach((line, i) => {
    const share = i === lines.length - 1 ? left : round2((discount * line.rowTotal) / subtotal);
    line.discount = round2(Math.min(share, line.rowTotal));
    left = round2(left - line.discount);
  });
}

export function shippingFor(
  carrier: ShippingCarrierRow | null,
  discountedSubtotal: number,
  isVirtual: boolean,
): number {
  if (!carrier || isVirtual) return 0;
  const free = carrier.free_threshold !== null && discountedSubtotal >= carrier.free_threshold;
  return free ? 0 : carrier.amount;
}

function spendGiftCards(cards: GiftCardRow[], due: number) {
  let left = due;
  return cards.map((card) => {
    const applied = round2(Math.max(Math.min(card.balance, left), 0));
    left = round2(left - applied);
    return { card, applied };
  });
}

export function computeTotals(input: TotalsInput): CartTotals {
  const lines = input.lines.map(lineTotals);
  const subtotal = sum(lines.map((l) => l.rowTotal));
  const isVirtual = input.lines.length > 0 && input.lines.every((l) => l.product.type_id === 'virtual');
  const couponDiscount = couponDiscountFor(input.coupon, subtotal);
  if (couponDiscount > 0) allocate(lines, couponDiscount, subtotal);
  const rewardPoints = Math.floor(
    Math.min(input.rewardPoints * POINT_VALUE_INR, subtotal - couponDiscount) / POINT_VALUE_INR,
  );
  const rewardMoney = round2(Math.max(rewardPoints, 0) * POINT_VALUE_INR);
  const shipping = shippingFor(input.carrier, subtotal - couponDiscount, isVirtual);
  const handling = sum(lines.map((l) => l.surcharge));
  const codFee = isCodMethod(input.paymentMethod) && lines.length > 0 ? COD_FEE : 0;
  const beforeFee = round2(subtotal - couponDiscount - rewardMoney + shipping + handling);
  const due = round2(beforeFee + codFee);
  const giftCards = spendGiftCards(input.giftCards, due);
  const giftCardTotal = sum(giftCards.map((g) => g.applied));
  return withGst(input, {
    lines,
    totalQty: sum(lines.map((l) => l.qty)),
    isVirtual,
    subtotal,
    mrpDiscount: sum(lines.map((l) => l.mrpDiscount)),
    coupon: couponDiscount > 0 ? input.coupon : null,
    couponDiscount,
    rewardPoints: Math.max(rewardPoints, 0),
    rewardMoney,
    shipping,
    handling,
    codFee,
    giftCards,
    giftCardTotal,
    grandTotal: round2(Math.max(due - giftCardTotal, 0)),
    totalBeforePaymentFee: round2(Math.max(beforeFee - giftCardTotal, 0)),
  });
}
