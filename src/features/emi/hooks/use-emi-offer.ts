import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { usePageSettled } from '../../../ui/hooks/use-page-settled';
import type { ComponentType } from 'react';
import {
  GET_EMI_MINIMUM,
  GET_EMI_PLANS,
  type EmiMinimumData,
  type EmiPlanData,
  type EmiPlansData,
} from '../api/emi.graphql';
import type { EmiPlansSheetProps } from '../components/emi-plans-sheet';

export interface EmiOfferView {
  /** The price is at least the store's EMI minimum: the line has its room from the first render. */
  eligible: boolean;
  /** The smallest monthly instalment, once the plans are in. */
  from: number | null;
  currency: string;
  plans: EmiPlanData[];
  open: boolean;
  /** The sheet's code, loaded when first opened. */
  Sheet: ComponentType<EmiPlansSheetProps> | null;
  opening: boolean;
  openSheet: () => void;
  closeSheet: () => void;
}

// The sheet travels in the product page's below-the-fold chunk ("product-extras", usually loaded by the time a
// shopper opens it): a chunk of its own would add its name and hashes to webpack's runtime, which every page
// loads first, and the first route has no bytes to spare.
const loadSheet = () => import(/* webpackChunkName: "product-extras" */ '../components/emi-plans-sheet');

/**
 * "EMI from ₹N/month" for a price: the store's minimum decides at once whether the line shows (cache-first,
 * so it is asked once a visit); the plans are asked once the page has settled, never competing with its first
 * paint.
 */
export function useEmiOffer(price: number, currency: string): EmiOfferView {
  const settled = usePageSettled();
  const minimum = useQuery<EmiMinimumData>(GET_EMI_MINIMUM);
  const threshold = minimum.data?.storeConfig?.emi_min_order_amount;
  const eligible = typeof threshold === 'number' && price > 0 && price >= threshold;
  const { data } = useQuery<EmiPlansData>(GET_EMI_PLANS, {
    variables: { amount: price },
    skip: !eligible || !settled,
  });
  const [open, setOpen] = useState(false);
  const [Sheet, setSheet] = useState<ComponentType<EmiPlansSheetProps> | null>(null);
  const plans = useMemo(() => (eligible ? (data?.emiPlans ?? []) : []), [data, eligible]);
  const instalments = plans.map((plan) => plan.monthly_instalment.value ?? Infinity);
  const from = instalments.length ? Math.min(...instalments) : null;
  return {
    eligible,
    from: from === Infinity ? null : from,
    currency,
    plans,
    open,
    Sheet,
    opening: open && !Sheet,
    openSheet: () => {
      setOpen(true);
      if (!Sheet)
        loadSheet().then(
          (module) => setSheet(() => module.EmiPlansSheet),
          () => setOpen(false), // the button stays: a later press tries again
        );
    },
    closeSheet: () => setOpen(false),
  };
}
