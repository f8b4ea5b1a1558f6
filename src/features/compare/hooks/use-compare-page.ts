import { useMemo, useState } from 'react';
import { usePageTitle } from '../../routing';
import { compareTable, type CompareColumn, type CompareRow } from '../compare-table';
import { COMPARE_MESSAGES as M } from '../messages';
import { useCompareActions } from './use-compare-actions';
import { useCompareList } from './use-compare-list';

export interface ComparePageView {
  loading: boolean;
  error: boolean;
  retry: () => void;
  columns: CompareColumn[];
  /** The rows shown: every row, or only those that differ. */
  rows: CompareRow[];
  anyDiffers: boolean;
  onlyDifferences: boolean;
  setOnlyDifferences: (only: boolean) => void;
  busy: boolean;
  remove: (column: CompareColumn) => void;
}

export function useComparePage(): ComparePageView {
  usePageTitle(M.title);
  const state = useCompareList();
  const actions = useCompareActions(state);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const table = useMemo(() => compareTable(state.list), [state.list]);
  return {
    loading: state.loading,
    error: state.error,
    retry: state.retry,
    columns: table.columns,
    rows: onlyDifferences ? table.rows.filter((row) => row.differs) : table.rows,
    anyDiffers: table.rows.some((row) => row.differs),
    onlyDifferences,
    setOnlyDifferences,
    busy: actions.busy,
    remove: (column) => void actions.remove(column.item),
  };
}
