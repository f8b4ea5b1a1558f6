// A brand page's products (kept apart from the brand list, which the home and sign-in pages load without
// product cards).
import { gql } from '@apollo/client';
import { PRODUCT_CARD_FRAGMENT, type ProductCardData } from '../../catalog';

export const GET_BRAND_PRODUCTS = gql`
  query GetBrandProducts($brandCode: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { brand_code: { eq: $brandCode } }, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info {
        current_page
        total_pages
      }
      items {
        uid
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

export interface BrandProductsData {
  products: {
    total_count: number | null;
    page_info: { current_page: number | null; total_pages: number | null } | null;
    items: (ProductCardData | null)[] | null;
  } | null;
}
