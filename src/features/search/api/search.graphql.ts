// Suggestions under the header search box: a few matching products and the categories they are in.
import { gql } from '@apollo/client';

export const GET_SEARCH_SUGGESTIONS = gql`
  query GetSearchSuggestions($search: String!, $pageSize: Int!) {
    products(search: $search, pageSize: $pageSize) {
      total_count
      items {
        uid
        name
        url_key
        url_suffix
        small_image {
          url
          label
        }
      }
      aggregations {
        attribute_code
        options {
          label
          value
          count
        }
      }
    }
  }
`;

export interface SearchSuggestionsData {
  products: {
    total_count: number | null;
    items:
      | ({
          uid: string;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          small_image: { url: string | null; label: string | null } | null;
        } | null)[]
      | null;
    aggregations:
      | ({
          attribute_code: string;
          options: ({ label: string | null; value: string; count: number | null } | null)[] | null;
        } | null)[]
      | null;
  } | null;
}
