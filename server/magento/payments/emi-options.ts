// Zepp_Emi on the sandbox gateways' hosted page: an order paid by card may be paid in the shop's EMI plans for
// its total (the product page's plans, from the same rate table), or in full. The chosen plan goes into the
// gateway's signed callback (emi_months), and the order's payment records it.
import { escapeHtml } from '../../lib/escape-html';
import { formatMoney } from '../../../common/money';
import type { GatewayMethodCode } from '../../../common/checkout/gateway-methods';
import type { Db } from '../db/connection';
import type { OrderRow } from '../db/repositories/orders';
import { emiPlans, type EmiPlan } from '../schema/emi/emi-plans';
import { emiMinOrderAmount } from '../schema/emi/resolvers';

/** The ways to pay that can be paid in instalments: the cards, and a gateway's own EMI method. */
export const EMI_METHODS: readonly GatewayMethodCode[] = ['credit_card', 'card', 'emi'];

/** The form field of the chosen plan: its months, or empty to pay in full. */
export const EMI_FIELD = 'emi_months';

export const EMI_MESSAGES = {
  legend: 'EMI on a card',
  note: 'Paying by card? Pay in full, or in monthly instalments.',
  inFull: 'Pay in full',
  cardsOnly: 'EMI is for card payments: choose a card, or pay in full.',
  choosePlan: 'Choose an EMI plan, or another way to pay.',
} as const;

/** The plans of an order's total in its store view (none below the store's EMI minimum). */
export const orderEmiPlans = (db: Db, order: OrderRow, amount: number): EmiPlan[] =>
  emiPlans(amount, emiMinOrderAmount(db, order.store_id));

function planLabel(plan: EmiPlan): string {
  const perMonth = `${formatMoney(plan.monthlyInstalment)}/month`;
  const cost = plan.noCost
    ? `No-cost EMI (interest ${formatMoney(plan.interestDiscount)} waived)`
    : `${plan.annualRate}% a year, interest ${formatMoney(plan.totalInterest)}`;
  return `${plan.months} months · ${perMonth} · ${cost} · total ${formatMoney(plan.total)}`;
}

/** The page's EMI choice: a radio group, "Pay in full" chosen; nothing when no plan is offered. */
export function emiFieldset(plans: readonly EmiPlan[]): string {
  if (plans.length === 0) return '';
  const radio = (value: string, label: string, checked = false) =>
    `<label><input type="radio" name="${EMI_FIELD}" value="${value}"${checked ? ' checked' : ''}> ${escapeHtml(label)}</label>`;
  return `<fieldset><legend>${EMI_MESSAGES.legend}</legend><p class="note">${EMI_MESSAGES.note}</p>${radio('', EMI_MESSAGES.inFull, true)}${plans
    .map((plan) => radio(String(plan.months), planLabel(plan)))
    .join('')}</fieldset>`;
}

/**
 * The plan a submitted form chose for the way to pay it chose: { months } (undefined: in full), or the refusal
 * to show when the two do not go together.
 */
export function chosenEmiPlan(
  plans: readonly EmiPlan[],
  method: GatewayMethodCode,
  field: string | null,
): { months: number | undefined } | { refusal: string } {
  const plan = field ? plans.find((p) => String(p.months) === field) : undefined;
  if (field && !plan) return { refusal: EMI_MESSAGES.choosePlan };
  if (plan && !EMI_METHODS.includes(method)) return { refusal: EMI_MESSAGES.cardsOnly };
  // The gateway's own EMI method needs a plan, when the order has any (below the minimum it is a card payment).
  if (!plan && method === 'emi' && plans.length > 0) return { refusal: EMI_MESSAGES.choosePlan };
  return { months: plan?.months };
}
