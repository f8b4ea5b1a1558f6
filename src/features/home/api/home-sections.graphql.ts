// Operations of the home sections below the fold (SPEC 1): top categories, product carousels, bestsellers.
import { gql } from '@apollo/client';
import { PRODUCT_CARD_FRAGMENT, type ProductCardData } from '../../catalog';

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
