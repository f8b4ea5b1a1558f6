// Magento 2.4.8's compare list (CompareListGraphQl): a guest's list by its uid, a signed-in shopper's on their
// account, and the mutations that change them. Each product comes with what heads its column on the compare
// page (picture, name, price, link); not the card's fragment: the card shows the compare button, so the
// catalogue's code must not be part of this chunk's imports (no circles, docs/ARCHITECTURE.md "Layers").
import { gql } from '@apollo/client';

export const COMPARE_PRODUCT_FRAGMENT = gql`
  fragment CompareProductFields on ProductInterface {
    uid
    sku
    name
    url_key
    url_suffix
    brand_code
    small_image {
      url
      label
    }
    price_range {
      minimum_price {
        final_price {
          value
          currency
        }
      }
    }
  }
`;

export const COMPARE_LIST_FRAGMENT = gql`
  fragment CompareListFields on CompareList {
    uid
    item_count
    attributes {
      code
      label
    }
    items {
      uid
      attributes {
        code
        value
      }
      product {
        ...CompareProductFields
      }
    }
  }
  ${COMPARE_PRODUCT_FRAGMENT}
`;

export const GET_COMPARE_LIST = gql`
  query GetCompareList($uid: ID!) {
    compareList(uid: $uid) {
      ...CompareListFields
    }
  }
  ${COMPARE_LIST_FRAGMENT}
`;

export const GET_CUSTOMER_COMPARE_LIST = gql`
  query GetCustomerCompareList {
    customer {
      compare_list {
        ...CompareListFields
      }
    }
  }
  ${COMPARE_LIST_FRAGMENT}
`;

export const CREATE_COMPARE_LIST = gql`
  mutation CreateCompareList($products: [ID]) {
    createCompareList(input: { products: $products }) {
      ...CompareListFields
    }
  }
  ${COMPARE_LIST_FRAGMENT}
`;

export const ADD_TO_COMPARE_LIST = gql`
  mutation AddProductsToCompareList($uid: ID!, $products: [ID]!) {
    addProductsToCompareList(input: { uid: $uid, products: $products }) {
      ...CompareListFields
    }
  }
  ${COMPARE_LIST_FRAGMENT}
`;

export const REMOVE_FROM_COMPARE_LIST = gql`
  mutation RemoveProductsFromCompareList($uid: ID!, $products: [ID]!) {
    removeProductsFromCompareList(input: { uid: $uid, products: $products }) {
      ...CompareListFields
    }
  }
  ${COMPARE_LIST_FRAGMENT}
`;

export const DELETE_COMPARE_LIST = gql`
  mutation DeleteCompareList($uid: ID!) {
    deleteCompareList(uid: $uid) {
      result
    }
  }
`;

export const ASSIGN_COMPARE_LIST = gql`
  mutation AssignCompareListToCustomer($uid: ID!) {
    assignCompareListToCustomer(uid: $uid) {
      result
      compare_list {
        ...CompareListFields
      }
    }
  }
  ${COMPARE_LIST_FRAGMENT}
`;

export interface CompareProductData {
  __typename: string;
  uid: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_code: string | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: { minimum_price: { final_price: { value: number | null; currency: string | null } } };
}

export interface CompareListData {
  __typename: 'CompareList';
  uid: string;
  item_count: number;
  attributes: ({ code: string; label: string } | null)[] | null;
  items:
    | ({
        uid: string;
        attributes: ({ code: string; value: string } | null)[];
        product: CompareProductData;
      } | null)[]
    | null;
}

export interface GetCompareListData {
  compareList: CompareListData | null;
}

export interface GetCustomerCompareListData {
  customer: { __typename: 'Customer'; compare_list: CompareListData | null } | null;
}
