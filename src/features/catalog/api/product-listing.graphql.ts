// The product listing of the category and search pages: a page of cards, and the layered filters (SPEC 2.4).
import { gql } from '@apollo/client';
import { PRODUCT_CARD_FRAGMENT, type ProductCardData } from './product-card.graphql';

export const GET_PRODUCT_LIST = gql`
  query GetProductList(
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
  ) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
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

/** The filters offered for the unfiltered listing (a category or a search), so choices stay on screen. */
export const GET_FILTER_OPTIONS = gql`
  query GetFilterOptions($search: String, $filter: ProductAttributeFilterInput) {
    products(search: $search, filter: $filter, pageSize: 1) {
      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {
        attribute_code
        label
        count
        position
        options {
          label
          value
          count
        }
      }
    }
  }
`;

export const GET_CATEGORY = gql`
  query GetCategory($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        name
        url_path
        url_suffix
        breadcrumbs {
          category_uid
          category_name
          category_url_path
          category_level
        }
      }
    }
  }
`;

export interface ProductListData {
  products: {
    total_count: number | null;
    page_info: { current_page: number | null; total_pages: number | null } | null;
    items: (ProductCardData | null)[] | null;
  } | null;
}

export interface AggregationOption {
  label: string | null;
  value: string;
  count: number | null;
}

export interface Aggregation {
  attribute_code: string;
  label: string | null;
  count: number | null;
  position: number | null;
  options: (AggregationOption | null)[] | null;
}

export interface FilterOptionsData {
  products: { aggregations: (Aggregation | null)[] | null } | null;
}

export interface Breadcrumb {
  category_uid: string;
  category_name: string | null;
  category_url_path: string | null;
  category_level: number | null;
}

export interface CategoryData {
  categories: {
    items:
      | ({
          uid: string;
          name: string | null;
          url_path: string | null;
          url_suffix: string | null;
          breadcrumbs: (Breadcrumb | null)[] | null;
        } | null)[]
      | null;
  } | null;
}
