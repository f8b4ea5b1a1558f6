// The GST inside a cart's totals, from the lines its order's tax invoice will have (invoices/gst-inside.ts): the
// same items, coupon shares, coins and charges, so the order's stored tax equals its invoice's to the paisa.
import { gstInside, paise, rupees, taxInside } from '../../invoices/gst-inside';
import type { CartTotals, LineTotals, TotalsInput } from './totals';

export type GstFields =
  'tax' | 'chargeRate' | 'shippingTax' | 'subtotalExclTax' | 'discountedSubtotalExclTax';

export function withGst(input: TotalsInput, t: Omit<CartTotals, GstFields>): CartTotals {
  const gst = gstInside({
    items: t.lines.map((l, i) => ({
      gross: paise(l.rowTotal),
      coupon: paise(l.discount),
      qty: l.qty,
      gst: input.lines[i]!.gst,
    })),
    coupon: paise(t.couponDiscount),
    reward: paise(t.rewardMoney),
    charges: { shipping: paise(t.shipping), handling: paise(t.handling), payment_fee: paise(t.codFee) },
  });
  const lines = t.lines.map((l, i) => ({
    ...l,
    taxRate: gst.items[i]!.rate,
    tax: rupees(gst.items[i]!.tax),
  }));
  const exclTax = (pick: (l: LineTotals) => number) =>
    rupees(lines.reduce((s, l) => s + paise(pick(l)) - taxInside(paise(pick(l)), l.taxRate), 0));
  return {
    ...t,
    lines,
    tax: rupees(gst.tax),
    chargeRate: gst.chargeRate,
    shippingTax: rupees(gst.charges.find((c) => c.kind === 'shipping')?.tax ?? 0),
    subtotalExclTax: exclTax((l) => l.rowTotal),
    discountedSubtotalExclTax: exclTax((l) => l.rowTotal - l.discount),
  };
}
