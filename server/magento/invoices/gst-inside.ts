// How much GST is inside a GST-inclusive sale, line by line, in paise: the one arithmetic behind the cart's and
// the order's tax figures and the tax invoice's lines (docs/GST.md), so that they agree to the paisa. Each item's
// coupon share (squared with the coupon total) and its share of the reward coins come off its value; the charges
// follow at the principal item's rate (gst-rates.ts). Pure: no database.
import { gstRateFor, type GstClass } from './gst-rates';

export const paise = (rupees: number) => Math.round(rupees * 100);
export const rupees = (p: number) => p / 100;

/** The GST inside `total` paise at `rate` percent: what is left after the taxable value, rounded to the paisa. */
export const taxInside = (total: number, rate: number) => total - Math.round((total * 100) / (100 + rate));

/** Splits `total` paise over the weights in proportion; the last weighted entry takes the rounding. */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const last = weights.reduce((at, w, i) => (w > 0 ? i : at), -1);
  let left = total;
  return weights.map((w, i) => {
    const share = i === last ? left : Math.min(Math.round((total * w) / sum), left);
    left -= share;
    return share;
  });
}

export type ChargeKind = 'shipping' | 'handling' | 'payment_fee';

/** A sale's amounts in paise, GST included. */
export interface Sale {
  items: { gross: number; coupon: number; qty: number; gst: GstClass }[];
  /** The coupon's total: the items' shares are squared with it (the last item takes any gap). */
  coupon: number;
  reward: number;
  charges: Record<ChargeKind, number>;
}

export interface TaxedLine {
  /** What the line bills incl. GST after its discounts, and the GST inside it. */
  total: number;
  discount: number;
  rate: number;
  taxable: number;
  tax: number;
}

export interface TaxedSale {
  items: TaxedLine[];
  /** Only the charges the sale has (amount > 0), in the order shipping, handling, payment fee. */
  charges: (TaxedLine & { kind: ChargeKind })[];
  /** The principal item's rate, which the charges take (18 with no items). */
  chargeRate: number;
  tax: number;
}

const taxed = (total: number, discount: number, rate: number): TaxedLine => {
  const tax = taxInside(total, rate);
  return { total, discount, rate, taxable: total - tax, tax };
};

export function gstInside(sale: Sale): TaxedSale {
  const coupon = sale.items.map((i) => i.coupon);
  const couponGap = sale.coupon - coupon.reduce((a, b) => a + b, 0);
  if (couponGap !== 0 && coupon.length > 0) coupon[coupon.length - 1]! += couponGap;
  const reward = allocate(
    sale.reward,
    sale.items.map((item, i) => item.gross - coupon[i]!),
  );
  const items = sale.items.map((item, i) => {
    const discount = coupon[i]! + reward[i]!;
    const total = item.gross - discount;
    return taxed(total, discount, gstRateFor(item.gst, rupees(total) / item.qty));
  });
  // The principal supply is the line of largest value (the first of equals).
  const principal = items.reduce<TaxedLine | null>(
    (best, l) => (!best || l.total > best.total ? l : best),
    null,
  );
  const chargeRate = principal?.rate ?? 18;
  const charges = (['shipping', 'handling', 'payment_fee'] as const)
    .filter((kind) => sale.charges[kind] > 0)
    .map((kind) => ({ kind, ...taxed(sale.charges[kind], 0, chargeRate) }));
  const tax = [...items, ...charges].reduce((s, l) => s + l.tax, 0);
  return { items, charges, chargeRate, tax };
}
