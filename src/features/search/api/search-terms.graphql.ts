// Counting a search the shopper ran (Zepp_SearchTerms), so the popular ones can be suggested. Sent once the
// search page has settled: never one of the page's own first requests.
import { gql } from '@apollo/client';

export const RECORD_SEARCH_TERM = gql`
  mutation RecordSearchTerm($search: String!) {
    recordSearchTerm(query_text: $search) {
      uid
      popularity
    }
  }
`;
