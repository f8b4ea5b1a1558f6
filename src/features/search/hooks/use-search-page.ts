import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ANALYTICS_EVENTS, track } from '../../analytics';
import { usePageTitle } from '../../routing';
import { QUERY_PARAM } from '../constants';
import { SEARCH_MESSAGES } from '../messages';
import { useRecordSearch } from './use-record-search';

export interface SearchPageView {
  term: string;
}

/**
 * The search term from the URL; each new term is reported to analytics as a 'search' event (SPEC 7.3) and
 * counted for the shop's popular searches.
 */
export function useSearchPage(): SearchPageView {
  const [params] = useSearchParams();
  const term = (params.get(QUERY_PARAM) ?? '').trim();
  usePageTitle(SEARCH_MESSAGES.pageTitle);
  useEffect(() => {
    if (term) track(ANALYTICS_EVENTS.search, { search_term: term });
  }, [term]);
  useRecordSearch(term);
  return { term };
}
