// The desktop mega menu and the mobile categories accordion (SPEC 2.4, 7.1 getMegaMenu).
import { gql } from '@apollo/client';

export const MENU_CATEGORY_FIELDS = gql`
  fragment MenuCategoryFields on CategoryTree {
    uid
    include_in_menu
    name
    position
    url_path
    image
  }
`;

/** The store's root category and three levels below it. */
export const GET_MEGA_MENU = gql`
  query GetMegaMenu {
    categoryList {
      uid
      name
      children {
        ...MenuCategoryFields
        children {
          ...MenuCategoryFields
          children {
            ...MenuCategoryFields
          }
        }
      }
    }
  }
  ${MENU_CATEGORY_FIELDS}
`;

export const GET_STORE_CONFIG_FOR_MEGA_MENU = gql`
  query GetStoreConfigForMegaMenu {
    storeConfig {
      store_code
      category_url_suffix
    }
  }
`;

export interface MenuCategoryData {
  uid: string;
  include_in_menu: number | null;
  name: string | null;
  position: number | null;
  url_path: string | null;
  image: string | null;
  children?: (MenuCategoryData | null)[] | null;
}

export interface MegaMenuData {
  categoryList:
    ({ uid: string; name: string | null; children: (MenuCategoryData | null)[] | null } | null)[] | null;
}

export interface MegaMenuConfigData {
  storeConfig: { store_code: string | null; category_url_suffix: string | null } | null;
}
