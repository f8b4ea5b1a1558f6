// Operations of the catch-all route (SPEC 2.3, 7.1).
import { gql } from '@apollo/client';

export const RESOLVE_URL = gql`
  query ResolveUrl($url: String!) {
    route(url: $url) {
      relative_url
      redirect_code
      type
      ... on CmsPage {
        identifier
        title
      }
      ... on ProductInterface {
        uid
        name
        sku
      }
      ... on CategoryInterface {
        uid
        name
      }
    }
  }
`;

export const GET_AVAILABLE_STORES = gql`
  query GetAvailableStores {
    availableStores {
      store_code
      store_name
      default_display_currency_code
    }
  }
`;

export const GET_STORE_NAME = gql`
  query GetStoreName {
    storeConfig {
      store_code
      store_name
    }
  }
`;

export const GET_CUSTOMER_ID = gql`
  query GetCustomerId {
    customer {
      id
      customer_id
    }
  }
`;

export type RouteType = 'CMS_PAGE' | 'PRODUCT' | 'CATEGORY';

export interface RouteResult {
  __typename: string;
  relative_url: string | null;
  redirect_code: number;
  type: RouteType | null;
  identifier?: string | null;
  title?: string | null;
  uid?: string | null;
  name?: string | null;
  sku?: string | null;
}

export interface ResolveUrlData {
  route: RouteResult | null;
}

export interface StoreView {
  store_code: string | null;
  store_name: string | null;
  default_display_currency_code: string | null;
}
