import { useCallback, useMemo } from 'react';
import { ANALYTICS_EVENTS, track } from '../../analytics';
import { FIRST_PAGE, type FilterCode, type ListingKind, type SortOption } from '../constants';
import { offeredOnly, sortOptionsFor, toggleFilter, type ListingBase } from '../listing-params';
import { useFilterGroups, type FilterGroupView } from './use-filter-groups';
import { useListingParams } from './use-listing-params';
import { useProductList, type ProductListView } from './use-product-list';

export interface ProductListingView extends ProductListView {
  groups: FilterGroupView[];
  hasFilters: boolean;
  toggleFilter: (code: FilterCode, value: string) => void;
  clearFilters: () => void;
  sortOptions: SortOption[];
  sort: SortOption;
  selectSort: (id: string) => void;
  currentPage: number;
  pageHref: (page: number) => string;
}

/**
 * The category and search pages' listing: URL state, filters, sort, and the current page of products.
 * `filtersShown`: the filter groups are on screen or have been; until then (a phone's closed modal) their options
 * are asked for only when the URL carries filters to check against them, not during the page's first load.
 */
export function useProductListing(
  base: ListingBase,
  kind: ListingKind,
  filtersShown = true,
): ProductListingView {
  const { params, searchFor, update } = useListingParams(kind);
  const skip = !base.search && !base.categoryUid;
  const filtersNeeded = filtersShown || Object.keys(params.filters).length > 0;
  const { groups, offered } = useFilterGroups(base, params.filters, skip || !filtersNeeded);
  const filters = useMemo(() => offeredOnly(params.filters, offered), [params.filters, offered]);
  const onPageOverflow = useCallback(() => update({ page: FIRST_PAGE }, { replace: true }), [update]);
  const list = useProductList({ base, filters, params, skip, onPageOverflow });
  const sortOptions = useMemo(() => sortOptionsFor(kind), [kind]);

  const onToggle = (code: FilterCode, value: string) => {
    const next = toggleFilter(filters, code, value);
    track(ANALYTICS_EVENTS.filter, {
      attribute: code,
      value,
      selected: Boolean(next[code]?.includes(value)),
    });
    update({ filters: next, page: FIRST_PAGE });
  };
  const selectSort = (id: string) => {
    const sort = sortOptions.find((option) => option.id === id);
    if (sort && sort.id !== params.sort.id) update({ sort, page: FIRST_PAGE });
  };

  return {
    ...list,
    groups,
    hasFilters: Object.keys(filters).length > 0,
    toggleFilter: onToggle,
    clearFilters: () => update({ filters: {}, page: FIRST_PAGE }),
    sortOptions,
    sort: params.sort,
    selectSort,
    currentPage: params.page,
    pageHref: (page) => searchFor({ filters, page }),
  };
}
