// One price breakdown for every page that shows money, and the order e-mail: the shop's amounts (read from a
// cart or an order, never computed here) become labelled lines in one order, so no page can leave one out or
// name it differently. Pure: the server imports it for the e-mail.
import { PRICE_MESSAGES as M } from './messages';

/** What the shop charged or gives, as read from its answer. Every amount is positive. */
export interface BreakdownAmounts {
  /** Units in the cart or order, for the first line's label. */
  itemCount: number;
  /** The lines at their selling prices (Magento's subtotal including tax). */
  subtotal: number;
  /** Cart-rule discounts (the coupon), each with the shop's label. */
  discounts: { label: string; amount: number }[];
  /** Reward coins spent, as money. */
  rewardCoins: number;
  /** SPEC 9's handling charges (productsurcharge_fee × quantity), as the shop summed them. */
  handling: number;
  /** The chosen shipping method's price; null while none is chosen (or when nothing ships). */
  shipping: number | null;
  /** The payment method's surcharge (cash on delivery's Rs. 50). */
  paymentSurcharge: number;
  /** Gift cards spent on what is due, each by its code. */
  giftCards: { code: string; amount: number }[];
  /** What is left to pay. */
  grandTotal: number;
}

/** charge: adds to the total; discount: taken off it (shown with a minus); free: a charge of nothing. */
export type BreakdownSign = 'charge' | 'discount' | 'free';

export interface BreakdownLine {
  id: string;
  label: string;
  amount: number;
  sign: BreakdownSign;
}

export interface PriceBreakdown {
  lines: BreakdownLine[];
  total: BreakdownLine;
}

const charge = (id: string, label: string, amount: number): BreakdownLine[] =>
  amount > 0 ? [{ id, label, amount, sign: 'charge' }] : [];
const discount = (id: string, label: string, amount: number): BreakdownLine[] =>
  amount > 0 ? [{ id, label, amount, sign: 'discount' }] : [];

/**
 * The lines in the order the shop computes them (server/magento/schema/cart/totals.ts), so each running sum is
 * meaningful: subtotal, coupon, coins, handling, shipping, the payment surcharge, then gift cards, which pay
 * for all of it. A zero discount or surcharge has no line; shipping has one once a method is chosen ("Free").
 */
export function priceBreakdown(amounts: BreakdownAmounts, coinName: string): PriceBreakdown {
  const { shipping } = amounts;
  return {
    lines: [
      { id: 'subtotal', label: M.items(amounts.itemCount), amount: amounts.subtotal, sign: 'charge' },
      ...amounts.discounts.flatMap((d, i) => discount(`discount-${i}`, d.label || M.discount, d.amount)),
      ...discount('reward-coins', coinName, amounts.rewardCoins),
      ...charge('handling', M.handling, amounts.handling),
      ...(shipping === null
        ? []
        : [
            {
              id: 'shipping',
              label: M.shipping,
              amount: shipping,
              sign: shipping > 0 ? 'charge' : 'free',
            } as const,
          ]),
      ...charge('payment-surcharge', M.paymentSurcharge, amounts.paymentSurcharge),
      ...amounts.giftCards.flatMap((g) => discount(`gift-card-${g.code}`, M.giftCard(g.code), g.amount)),
    ],
    total: { id: 'grand-total', label: M.grandTotal, amount: amounts.grandTotal, sign: 'charge' },
  };
}

/** A line's amount as written (a discount with the minus sign, a free charge as "Free"). */
export function lineAmountText(line: BreakdownLine, format: (value: number) => string): string {
  if (line.sign === 'free') return M.free;
  return format(line.sign === 'discount' ? -line.amount : line.amount);
}
