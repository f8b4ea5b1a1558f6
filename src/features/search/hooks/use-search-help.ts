import { useQuery } from '@apollo/client/react';
import { GET_SEARCH_HELP, type SearchHelpData } from '../api/search-help.graphql';
import { HELP_CATEGORIES, HELP_POPULAR_SEARCHES, QUERY_PARAM, SEARCH_PATH } from '../constants';

export interface HelpLink {
  key: string;
  label: string;
  href: string;
}

export interface SearchHelpView {
  /** Magento's "did you mean": the search with each unknown word replaced by the nearest known one. */
  didYouMean: HelpLink | null;
  popular: HelpLink[];
  categories: HelpLink[];
}

const searchHref = (term: string) => `${SEARCH_PATH}?${new URLSearchParams({ [QUERY_PARAM]: term })}`;

function categoriesOf(data: SearchHelpData | undefined): HelpLink[] {
  const top = data?.categoryList?.[0]?.children ?? [];
  return top
    .flatMap((c) => (c?.name && c.url_path && c.include_in_menu && (c.product_count ?? 0) > 0 ? [c] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .slice(0, HELP_CATEGORIES)
    .map((c) => ({ key: c.uid, label: c.name!, href: `/${c.url_path}${c.url_suffix ?? ''}` }));
}

/** What a search that found nothing offers instead: a correction, popular searches, the top categories. */
export function useSearchHelp(term: string): SearchHelpView {
  const { data } = useQuery<SearchHelpData>(GET_SEARCH_HELP, {
    variables: { search: term, popular: HELP_POPULAR_SEARCHES + 1 },
  });
  const correction = data?.products?.suggestions?.find((s) => s?.search && s.search !== term)?.search;
  const own = term.trim().toLowerCase();
  return {
    didYouMean: correction ? { key: correction, label: correction, href: searchHref(correction) } : null,
    popular: (data?.popularSearchTerms ?? [])
      .flatMap((t) => (t && t.query_text !== own ? [t] : []))
      .slice(0, HELP_POPULAR_SEARCHES)
      .map((t) => ({ key: t.uid, label: t.query_text, href: searchHref(t.query_text) })),
    categories: categoriesOf(data),
  };
}
