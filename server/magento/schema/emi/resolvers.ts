// Zepp_Emi: StoreConfig.emi_min_order_amount and Query.emiPlans over the module's rate table (rate-table.ts).
import type { RequestContext } from '../../context';
import type { Db } from '../../db/connection';
import { readStoreConfig } from '../../db/repositories/stores';
import { inputError } from '../../errors';
import { money, round2 } from '../cart/pricing';
import type { Resolvers } from '../module';
import { emiPlans, type EmiPlan } from './emi-plans';
import { DEFAULT_EMI_MIN_ORDER_AMOUNT, EMI_MAX_AMOUNT, EMI_MIN_ORDER_AMOUNT_PATH } from './rate-table';

/** The store view's smallest EMI price: its store_config value when it is a number ≥ 0, else the default. */
export function emiMinOrderAmount(db: Db, storeId: number): number {
  const value = Number(readStoreConfig(db, storeId)[EMI_MIN_ORDER_AMOUNT_PATH] ?? NaN);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_EMI_MIN_ORDER_AMOUNT;
}

const planFields = (plan: EmiPlan) => ({
  months: plan.months,
  annual_rate: plan.annualRate,
  no_cost: plan.noCost,
  monthly_instalment: money(plan.monthlyInstalment),
  total_interest: money(plan.totalInterest),
  interest_discount: money(plan.interestDiscount),
  total: money(plan.total),
});

export const resolvers: Resolvers = {
  Query: {
    emiPlans: (_: unknown, { amount }: { amount: number }, ctx: RequestContext) => {
      // Magento's InputException::invalidFieldValue wording for an amount no plan can be made of.
      if (!(amount > 0 && amount <= EMI_MAX_AMOUNT))
        throw inputError(`Invalid value of "${amount}" provided for the amount field.`);
      return emiPlans(round2(amount), emiMinOrderAmount(ctx.db, ctx.store.store_id)).map(planFields);
    },
  },
  StoreConfig: {
    // The parent is this store view's config (or, in availableStores, another view's): read by its id.
    emi_min_order_amount: (parent: { id: number }, _: unknown, ctx: RequestContext) =>
      emiMinOrderAmount(ctx.db, parent.id),
  },
};
