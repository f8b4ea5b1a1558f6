// The home page's operations (SPEC 1): its CMS content, categories, product carousels, bestsellers and the
// my-rewards banner's balance.
import { gql } from '@apollo/client';
import { PRODUCT_CARD_FRAGMENT, type ProductCardData } from '../../catalog';

export const GET_HOME_PAGE_ID = gql`
  query GetHomePageId {
    storeConfig {
      store_code
      cms_home_page
    }
  }
`;

export interface HomePageIdData {
  storeConfig: { store_code: string | null; cms_home_page: string | null } | null;
}

export const GET_HOME_CONTENT = gql`
  query GetHomeContent($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      content
    }
  }
`;

export interface HomeContentData {
  cmsPage: { identifier: string | null; content: string | null } | null;
}

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

export const GET_HOME_PRODUCTS = gql`
  query GetHomeProducts($filter: ProductAttributeFilterInput!, $pageSize: Int!) {
    products(filter: $filter, pageSize: $pageSize) {
      items {
        uid
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

export const GET_BESTSELLER_PRODUCTS = gql`
  query GetBestsellerProducts($pageSize: Int!) {
    bestsellerProducts(pageSize: $pageSize) {
      items {
        uid
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

type ProductItems = { items: (ProductCardData | null)[] | null } | null;

export interface HomeProductsData {
  products: ProductItems;
}

export interface BestsellerProductsData {
  bestsellerProducts: ProductItems;
}

export const GET_REWARDS_BALANCE = gql`
  query GetRewardsBalance {
    getZeppCoinsBalance {
      points
      money {
        value
        currency
      }
    }
  }
`;

export interface RewardsBalanceData {
  getZeppCoinsBalance: {
    points: number | null;
    money: { value: number | null; currency: string | null } | null;
  } | null;
}
