// The shop's money rules in one place. Catalogue prices include GST, as Indian retail prices (MRP) must.
import { POINT_VALUE_INR } from '../../db/repositories/rewards';
import { paise, rupees, taxInside } from '../../invoices/gst-inside';

export const CURRENCY = 'INR';
/** GST is included in every price; its rates are the tax invoice's table (invoices/gst-rates.ts). */
export const GST_LABEL = 'GST';
/** SPEC 9: cash on delivery adds Rs. 50. */
export const COD_FEE = 50;
export const COD_METHODS = ['cashondelivery', 'checkmo'] as const;
export const FREE_METHOD = 'free';
/** Reward points earned per whole Rs. 100 of an order's grand total. */
export const POINTS_PER_100_INR = 1;
export { POINT_VALUE_INR };

/** Rounds to paise. */
export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/** The GST inside a GST-inclusive amount at `rate` percent, rounded as the invoice rounds it (gst-inside.ts). */
export const gstInsideRupees = (amount: number, rate: number): number =>
  rupees(taxInside(paise(amount), rate));

export const money = (value: number) => ({ currency: CURRENCY, value: round2(value) });

export const isCodMethod = (code: string | null | undefined): boolean =>
  (COD_METHODS as readonly string[]).includes(code ?? '');

export const pointsEarnedFor = (grandTotal: number): number =>
  Math.floor(grandTotal / 100) * POINTS_PER_100_INR;
