// Operations of the home sections below the fold (SPEC 1): product carousels and bestsellers (the top
// categories' own is in home-categories.graphql.ts, which the server imports to inline its answer).
import { gql } from '@apollo/client';
import { PRODUCT_CARD_FRAGMENT, type ProductCardData } from '../../catalog';

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
