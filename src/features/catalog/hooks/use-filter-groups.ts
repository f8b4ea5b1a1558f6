import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { formatMoney } from '../../../../common/money';
import { GET_FILTER_OPTIONS, type Aggregation, type FilterOptionsData } from '../api/product-listing.graphql';
import { FILTER_CODES, type FilterCode } from '../constants';
import { toFilterInput, type ListingBase, type SelectedFilters } from '../listing-params';
import { LISTING_MESSAGES } from '../messages';

export interface FilterOptionView {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface FilterGroupView {
  code: FilterCode;
  label: string;
  options: FilterOptionView[];
}

const isFilterCode = (code: string): code is FilterCode => (FILTER_CODES as readonly string[]).includes(code);

/** '1000_2000' → '₹1,000 - ₹2,000'; the open ends of the first and last buckets read as below / and above. */
export function priceLabel(value: string): string {
  const [from = '*', to = '*'] = value.split('_');
  const money = (amount: string) => formatMoney(Number(amount));
  // One band open at both ends (every product one price): Magento's '*_*'.
  if (from === '*' && to === '*') return LISTING_MESSAGES.priceAny;
  if (from === '*') return LISTING_MESSAGES.priceBelow(money(to));
  if (to === '*') return LISTING_MESSAGES.priceAbove(money(from));
  return LISTING_MESSAGES.priceBetween(money(from), money(to));
}

function toGroup(aggregation: Aggregation, selected: SelectedFilters): FilterGroupView | null {
  const code = aggregation.attribute_code;
  if (!isFilterCode(code)) return null;
  const options = (aggregation.options ?? []).flatMap((option) =>
    option
      ? [
          {
            value: option.value,
            label: code === 'price' ? priceLabel(option.value) : (option.label ?? option.value),
            count: option.count ?? 0,
            selected: selected[code]?.includes(option.value) ?? false,
          },
        ]
      : [],
  );
  return options.length ? { code, label: aggregation.label ?? code, options } : null;
}

export interface FilterGroupsView {
  groups: FilterGroupView[];
  /** The values each filter offers, or null until they are known. */
  offered: Map<FilterCode, Set<string>> | null;
}

/**
 * The layered filters of the unfiltered listing (its category or search), groups by position and options in
 * the server's order: most products first, as Magento's search engine orders them (price bands cheapest first).
 */
export function useFilterGroups(
  base: ListingBase,
  selected: SelectedFilters,
  skip: boolean,
): FilterGroupsView {
  const { data } = useQuery<FilterOptionsData>(GET_FILTER_OPTIONS, {
    variables: { search: base.search, filter: toFilterInput(base, {}) },
    skip,
  });
  const aggregations = data?.products?.aggregations;
  const offered = useMemo(() => {
    if (!aggregations) return null;
    const map = new Map<FilterCode, Set<string>>();
    for (const a of aggregations)
      if (a && isFilterCode(a.attribute_code))
        map.set(a.attribute_code, new Set((a.options ?? []).flatMap((o) => (o ? [o.value] : []))));
    return map;
  }, [aggregations]);
  const groups = useMemo(
    () =>
      [...(aggregations ?? [])]
        .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
        .flatMap((a) => (a ? (toGroup(a, selected) ?? []) : [])),
    [aggregations, selected],
  );
  return { groups, offered };
}
