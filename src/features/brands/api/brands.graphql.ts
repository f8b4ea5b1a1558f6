// Brands (Zepp_CatalogExtras): the home page's brand section, the sign-in brands slider and brand pages.
import { gql } from '@apollo/client';

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
