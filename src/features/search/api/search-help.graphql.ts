// What a search that finds nothing offers instead: Magento's "did you mean" (products.suggestions), the
// shop's popular searches (Zepp_SearchTerms) and its top categories. Asked only when a search finds nothing.
import { gql } from '@apollo/client';

export const GET_SEARCH_HELP = gql`
  query GetSearchHelp($search: String!, $popular: Int!) {
    products(search: $search, pageSize: 1) {
      suggestions {
        search
      }
    }
    popularSearchTerms(pageSize: $popular) {
      uid
      query_text
    }
    categoryList {
      uid
      children {
        uid
        name
        url_path
        url_suffix
        include_in_menu
        position
        product_count
      }
    }
  }
`;

export interface SearchHelpData {
  products: { suggestions: ({ search: string } | null)[] | null } | null;
  popularSearchTerms: ({ uid: string; query_text: string } | null)[] | null;
  categoryList:
    | ({
        uid: string;
        children:
          | ({
              uid: string;
              name: string | null;
              url_path: string | null;
              url_suffix: string | null;
              include_in_menu: number | null;
              position: number | null;
              product_count: number | null;
            } | null)[]
          | null;
      } | null)[]
    | null;
}
