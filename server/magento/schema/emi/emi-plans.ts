// The EMI plans of an amount, from the rate table: the standard reducing-balance instalment
//   EMI = P · r · (1 + r)^n / ((1 + r)^n − 1),   r = annual rate / 12 / 100, n = months,
// rounded as README "EMI" documents:
// - a plan with interest: the instalment to the paisa; the total is the instalments (instalment × n); the
//   interest is the total less the price;
// - a no-cost plan: the issuer lends the price less an instant discount D, chosen so that its instalments add up
//   to the price (EMI(P − D) = P / n); the interest it charges is D and the shop's discount takes it off, so the
//   instalment is P / n to the paisa and the total is the price (the issuer's last instalment takes up the paise
//   that rounding leaves).
import { round2 } from '../cart/pricing';
import { EMI_RATE_TABLE, type EmiRate } from './rate-table';

export interface EmiPlan {
  months: number;
  annualRate: number;
  noCost: boolean;
  monthlyInstalment: number;
  /** The interest the issuer charges over the plan. */
  totalInterest: number;
  /** The instant discount of a no-cost plan (its interest); 0 otherwise. */
  interestDiscount: number;
  /** What the shopper pays in all. */
  total: number;
}

/** The instalment factor r(1+r)^n / ((1+r)^n − 1): the instalment of each rupee borrowed. */
function instalmentFactor(annualRate: number, months: number): number {
  const r = annualRate / 12 / 100;
  if (r === 0) return 1 / months;
  const growth = (1 + r) ** months;
  return (r * growth) / (growth - 1);
}

export function emiPlan(amount: number, rate: EmiRate): EmiPlan {
  const factor = instalmentFactor(rate.annualRate, rate.months);
  const base = { months: rate.months, annualRate: rate.annualRate, noCost: rate.noCost };
  if (rate.noCost) {
    const instalment = amount / rate.months;
    const discount = round2(amount - instalment / factor);
    return {
      ...base,
      monthlyInstalment: round2(instalment),
      totalInterest: discount,
      interestDiscount: discount,
      total: round2(amount),
    };
  }
  const monthlyInstalment = round2(amount * factor);
  const total = round2(monthlyInstalment * rate.months);
  return { ...base, monthlyInstalment, totalInterest: round2(total - amount), interestDiscount: 0, total };
}

/** Every plan of the table for the amount, shortest first; none below the store's minimum. */
export function emiPlans(amount: number, minOrderAmount: number, table = EMI_RATE_TABLE): EmiPlan[] {
  if (amount < minOrderAmount) return [];
  return [...table].sort((a, b) => a.months - b.months).map((rate) => emiPlan(amount, rate));
}
