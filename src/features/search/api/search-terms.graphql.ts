// Counting a search the shopper ran (Zepp_SearchTerms), so the popular ones can be suggested. Sent once the
// search page has settled, loaded then: never part of the page's own code or requests.
import { gql } from '@apollo/client';

export const RECORD_SEARCH_TERM = gql`
  mutation RecordSearchTerm($search: String!) {
    recordSearchTerm(query_text: $search) {
      uid
      popularity
    }
  }
`;
