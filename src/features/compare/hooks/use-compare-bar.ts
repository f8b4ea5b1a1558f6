import { useLocation } from 'react-router-dom';
import { compareItemOf } from '../compare-item';
import { COMPARE_PATH } from '../constants';
import { COMPARE_MESSAGES as M } from '../messages';
import { useCompareActions } from './use-compare-actions';
import { useCompareList } from './use-compare-list';

export interface CompareBarView {
  /** There is something to compare, and the shopper is not on the compare page already. */
  shown: boolean;
  count: number;
  countLabel: string;
  busy: boolean;
  clear: () => void;
}

export function useCompareBar(): CompareBarView {
  const { pathname } = useLocation();
  const state = useCompareList();
  const actions = useCompareActions(state);
  const count = state.list?.item_count ?? 0;
  return {
    shown: count > 0 && pathname !== COMPARE_PATH,
    count,
    countLabel: M.barCount(count),
    busy: actions.busy,
    clear: () => {
      const items = (state.list?.items ?? []).flatMap((entry) =>
        entry ? [compareItemOf(entry.product)] : [],
      );
      void actions.clear(items);
    },
  };
}
