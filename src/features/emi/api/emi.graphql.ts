// Zepp_Emi's operations (custom-modules.graphql): the store's smallest EMI price, and the plans of a price.
import { gql } from '@apollo/client';

/** Cache-first: StoreConfig is one cache entry per store view (keyed by store_code), asked once a visit. */
export const GET_EMI_MINIMUM = gql`
  query GetEmiMinimum {
    storeConfig {
      store_code
      emi_min_order_amount
    }
  }
`;

export const GET_EMI_PLANS = gql`
  query GetEmiPlans($amount: Float!) {
    emiPlans(amount: $amount) {
      months
      annual_rate
      no_cost
      monthly_instalment {
        value
        currency
      }
      total_interest {
        value
        currency
      }
      interest_discount {
        value
        currency
      }
      total {
        value
        currency
      }
    }
  }
`;

interface Money {
  value: number | null;
  currency: string | null;
}

export interface EmiMinimumData {
  storeConfig: { store_code: string | null; emi_min_order_amount: number | null } | null;
}

export interface EmiPlanData {
  months: number;
  annual_rate: number;
  no_cost: boolean;
  monthly_instalment: Money;
  total_interest: Money;
  interest_discount: Money;
  total: Money;
}

export interface EmiPlansData {
  emiPlans: EmiPlanData[];
}
