import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { whenPageSettled } from '../../../lib/page-settled';
import { RECORD_SEARCH_TERM } from '../api/search-terms.graphql';
import { MIN_SUGGESTION_LENGTH } from '../constants';

/**
 * Counts the search the page shows (Zepp_SearchTerms), as Magento's results page counts its searches, so a
 * search that finds nothing can suggest the popular ones. Once the page has settled, and out of the way: a
 * failure costs the count only. Terms Magento would not search (under 3 characters) are not sent.
 */
export function useRecordSearch(term: string): void {
  const apollo = useApolloClient();
  useEffect(() => {
    if (term.length < MIN_SUGGESTION_LENGTH) return undefined;
    let current = true;
    void whenPageSettled()
      .then(() =>
        current ? apollo.mutate({ mutation: RECORD_SEARCH_TERM, variables: { search: term } }) : null,
      )
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [apollo, term]);
}
