// The cards of the products a shopper opened, by SKU: the catalogue's products query, as any listing asks it.
import { gql } from '@apollo/client';
import { PRODUCT_CARD_FRAGMENT, type ProductCardData } from '../../catalog';

export const GET_RECENTLY_VIEWED_PRODUCTS = gql`
  query GetRecentlyViewedProducts($skus: [String], $pageSize: Int) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

export interface RecentlyViewedProductsData {
  products: { items: (ProductCardData | null)[] | null } | null;
}
