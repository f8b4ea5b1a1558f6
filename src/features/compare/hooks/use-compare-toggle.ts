import type { CompareItem } from '../compare-item';
import { COMPARE_MESSAGES as M } from '../messages';
import { useCompareActions } from './use-compare-actions';
import { useCompareList } from './use-compare-list';

export interface CompareToggleView {
  /** The list is known (the button waits for it rather than guess). */
  ready: boolean;
  inCompare: boolean;
  busy: boolean;
  label: string;
  toggle: () => void;
}

/** Whether the product is in the shopper's compare list, and adding or taking it out. */
export function useCompareToggle(item: CompareItem): CompareToggleView {
  const state = useCompareList();
  const actions = useCompareActions(state);
  const inCompare = Boolean(state.list?.items?.some((entry) => entry?.product.uid === item.uid));
  return {
    ready: !state.loading,
    inCompare,
    busy: actions.busy,
    label: inCompare ? M.remove(item.name) : M.add(item.name),
    toggle: () => {
      if (actions.busy || state.loading) return;
      void (inCompare ? actions.remove(item) : actions.add(item));
    },
  };
}
