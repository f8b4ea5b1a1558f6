// The home page's top categories (SPEC 1). Without the catalogue's code: the server imports this document to
// inline its answer into the home page's HTML (first-page-queries.ts).
import { gql } from '@apollo/client';

export const GET_HOME_CATEGORIES = gql`
  query GetHomeCategories {
    categoryList {
      uid
      children {
        uid
        name
        url_path
        url_suffix
        image
        include_in_menu
        position
      }
    }
  }
`;

export interface HomeCategoryData {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  image: string | null;
  include_in_menu: number | null;
  position: number | null;
}

export interface HomeCategoriesData {
  categoryList: ({ uid: string; children: (HomeCategoryData | null)[] | null } | null)[] | null;
}
