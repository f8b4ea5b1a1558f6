// Brands (Zepp_CatalogExtras): the home page's brand section, the sign-in brands slider and brand pages.
import { gql } from '@apollo/client';
import { PRODUCT_CARD_FRAGMENT, type ProductCardData } from '../../catalog';

export const GET_BRANDS = gql`
  query GetBrands($pageSize: Int) {
    brands(pageSize: $pageSize) {
      uid
      brand_code
      name
      logo
      url_key
      position
    }
  }
`;

export interface Brand {
  uid: string;
  brand_code: string;
  name: string | null;
  logo: string | null;
  url_key: string | null;
  position: number | null;
}

export interface BrandsData {
  brands: (Brand | null)[] | null;
}

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
