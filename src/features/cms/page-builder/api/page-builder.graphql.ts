// Products for Page Builder products blocks (SPEC 2.5): by the SKUs the widget lists, or by its category
// condition when the server left the widget unexpanded. Cards use the catalogue's card fields.
import { gql } from '@apollo/client';
import { PRODUCT_CARD_FRAGMENT, type ProductCardData } from '../../../catalog';

export const GET_PAGE_BUILDER_PRODUCTS = gql`
  query GetPageBuilderProducts($skus: [String], $pageSize: Int!) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        uid
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

export const GET_PAGE_BUILDER_CATEGORY_PRODUCTS = gql`
  query GetPageBuilderCategoryProducts($categoryIds: [String], $pageSize: Int!) {
    products(filter: { category_id: { in: $categoryIds } }, pageSize: $pageSize) {
      items {
        uid
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

export interface PageBuilderProductsData {
  products: { items: (ProductCardData | null)[] | null } | null;
}
