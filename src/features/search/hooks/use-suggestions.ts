import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { GET_SEARCH_SUGGESTIONS, type SearchSuggestionsData } from '../api/search.graphql';
import {
  CATEGORY_AGGREGATION,
  CATEGORY_FILTER_PARAM,
  MIN_SUGGESTION_LENGTH,
  QUERY_PARAM,
  SEARCH_PATH,
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
} from '../constants';

export interface Suggestion {
  key: string;
  kind: 'product' | 'category';
  label: string;
  href: string;
  imageUrl: string | null;
}

function categorySuggestions(term: string, data: SearchSuggestionsData | undefined): Suggestion[] {
  const options =
    data?.products?.aggregations?.find((a) => a?.attribute_code === CATEGORY_AGGREGATION)?.options ?? [];
  return options
    .flatMap((option) => (option?.label ? [{ ...option, label: option.label }] : []))
    .sort((a, b) => (b.count ?? 0) - (a.count ?? 0))
    .slice(0, SUGGESTED_CATEGORIES)
    .map((option) => ({
      key: `category-${option.value}`,
      kind: 'category' as const,
      label: option.label,
      href: `${SEARCH_PATH}?${new URLSearchParams({ [QUERY_PARAM]: term, [CATEGORY_FILTER_PARAM]: option.value })}`,
      imageUrl: null,
    }));
}

function productSuggestions(data: SearchSuggestionsData | undefined): Suggestion[] {
  return (data?.products?.items ?? []).flatMap((item) =>
    item?.name && item.url_key
      ? [
          {
            key: `product-${item.uid}`,
            kind: 'product' as const,
            label: item.name,
            href: `/${item.url_key}${item.url_suffix ?? ''}`,
            imageUrl: item.small_image?.url ?? null,
          },
        ]
      : [],
  );
}

// The header (first-route JS) must not pull in the catalogue pages, so product URLs are built here.

/** Products, then categories, matching a (settled) search term; the last answer stays while the next loads. */
export function useSuggestions(term: string): Suggestion[] {
  const skip = term.length < MIN_SUGGESTION_LENGTH;
  const { data, previousData } = useQuery<SearchSuggestionsData>(GET_SEARCH_SUGGESTIONS, {
    variables: { search: term, pageSize: SUGGESTED_PRODUCTS },
    skip,
  });
  const shown = skip ? undefined : (data ?? previousData);
  return useMemo(
    () => [...productSuggestions(shown), ...categorySuggestions(term, shown)],
    // The categories' links carry the term the suggestions were found for.
    [shown, term],
  );
}
