// The listing's state in the URL query (filters, sort, page), read defensively: anything malformed or unknown
// is dropped, so a hand-edited or stale link still shows a sensible page instead of an error.
import {
  FILTER_CODES,
  FIRST_PAGE,
  PAGE_PARAM,
  SINGLE_VALUE_FILTERS,
  SORT_OPTIONS,
  SORT_PARAM,
  type FilterCode,
  type ListingKind,
  type SortOption,
} from './constants';

export type SelectedFilters = Partial<Record<FilterCode, string[]>>;

export interface ListingParams {
  filters: SelectedFilters;
  sort: SortOption;
  page: number;
}

const MAX_VALUES = 20;
const VALUE = /^[\w=+/.-]{1,64}$/;
const PRICE = /^(\*|\d{1,9}(\.\d{1,2})?)_(\*|\d{1,9}(\.\d{1,2})?)$/;
const PAGE = /^\d{1,4}$/;

export function sortOptionsFor(kind: ListingKind): SortOption[] {
  return SORT_OPTIONS.filter((option) => option.kinds.includes(kind));
}

function validPrice(value: string): boolean {
  const match = PRICE.exec(value);
  if (!match) return false;
  const [from, to] = value.split('_');
  return from === '*' || to === '*' || Number(from) <= Number(to);
}

function valuesOf(params: URLSearchParams, code: FilterCode): string[] {
  const valid = code === 'price' ? validPrice : (v: string) => VALUE.test(v);
  const values = [...new Set(params.getAll(code).filter(valid))].slice(0, MAX_VALUES);
  return SINGLE_VALUE_FILTERS.includes(code) ? values.slice(0, 1) : values;
}

export function parseListingParams(params: URLSearchParams, kind: ListingKind): ListingParams {
  const filters: SelectedFilters = {};
  for (const code of FILTER_CODES) {
    const values = valuesOf(params, code);
    if (values.length) filters[code] = values;
  }
  const options = sortOptionsFor(kind);
  const sort = options.find((o) => o.id === params.get(SORT_PARAM)) ?? (options[0] as SortOption);
  const pageText = params.get(PAGE_PARAM) ?? '';
  const page = PAGE.test(pageText) ? Math.max(Number(pageText), FIRST_PAGE) : FIRST_PAGE;
  return { filters, sort, page };
}

/** The URL query for new listing state, keeping parameters that are not the listing's (e.g. the search term). */
export function withListingParams(current: URLSearchParams, next: ListingParams, kind: ListingKind) {
  const params = new URLSearchParams(current);
  for (const code of FILTER_CODES) {
    params.delete(code);
    for (const value of next.filters[code] ?? []) params.append(code, value);
  }
  params.delete(SORT_PARAM);
  if (next.sort.id !== sortOptionsFor(kind)[0]?.id) params.set(SORT_PARAM, next.sort.id);
  params.delete(PAGE_PARAM);
  if (next.page > FIRST_PAGE) params.set(PAGE_PARAM, String(next.page));
  return params;
}

/** Selected values with a value toggled; single-value filters swap their value instead of adding one. */
export function toggleFilter(filters: SelectedFilters, code: FilterCode, value: string): SelectedFilters {
  const current = filters[code] ?? [];
  const nextValues = current.includes(value)
    ? current.filter((v) => v !== value)
    : SINGLE_VALUE_FILTERS.includes(code)
      ? [value]
      : [...current, value];
  const next = { ...filters };
  if (nextValues.length) next[code] = nextValues;
  else delete next[code];
  return next;
}

/** Keeps only values the listing offers (once its options are known): unknown ones are ignored, not sent. */
export function offeredOnly(filters: SelectedFilters, offered: Map<FilterCode, Set<string>> | null) {
  if (!offered) return filters;
  const kept: SelectedFilters = {};
  for (const code of FILTER_CODES) {
    const values = (filters[code] ?? []).filter((v) => offered.get(code)?.has(v));
    if (values.length) kept[code] = values;
  }
  return kept;
}

export interface ListingBase {
  search?: string;
  categoryUid?: string;
}

type FilterInput = Record<string, { in?: string[]; eq?: string; from?: string; to?: string }>;

/** The products filter for a listing: its base (category) narrowed by the shopper's filters. */
export function toFilterInput(base: ListingBase, filters: SelectedFilters): FilterInput {
  const input: FilterInput = {};
  if (base.categoryUid) input.category_uid = { eq: base.categoryUid };
  for (const code of FILTER_CODES) {
    const values = filters[code];
    if (!values?.length) continue;
    if (code === 'price') {
      const [from = '*', to = '*'] = (values[0] as string).split('_');
      input.price = { ...(from !== '*' && { from }), ...(to !== '*' && { to }) };
    } else input[code] = { in: values };
  }
  return input;
}
