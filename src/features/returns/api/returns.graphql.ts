// Returns (Magento's RMA GraphQL) and reorder: what an order offers after delivery, the return form's items and
// RMA item attributes, requesting a return, the customer's returns, and putting an order's items back in the cart.
import { gql } from '@apollo/client';

export const ORDER_AFTER_SALES_FIELDS = gql`
  fragment OrderAfterSalesFields on CustomerOrder {
    id
    number
    available_actions
    returns(pageSize: 20) {
      total_count
      items {
        uid
        number
        status
      }
    }
  }
`;

/** The order's number and what it offers after delivery; the return window's length (Zepp_Returns). */
export const GET_ORDER_AFTER_SALES = gql`
  query GetOrderAfterSales($number: String!) {
    customer {
      id
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          ...OrderAfterSalesFields
        }
      }
    }
  }
  ${ORDER_AFTER_SALES_FIELDS}
`;

/** The return form: the order's returnable items, and the reason / resolution attributes with their options. */
export const GET_RETURN_FORM = gql`
  query GetReturnForm($number: String!) {
    customer {
      id
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          id
          number
          items {
            id
            product_name
            product_sku
            quantity_shipped
            quantity_refunded
            quantity_return_requested
            eligible_for_return
            selected_options {
              label
              value
            }
          }
        }
      }
    }
    storeConfig {
      store_code
      returns_enabled
      returns_window_days
    }
    attributesList(entityType: RMA_ITEM) {
      items {
        code
        label
        is_required
        options {
          label
          value
        }
      }
    }
  }
`;

export const RETURN_FIELDS = gql`
  fragment ReturnFields on Return {
    uid
    number
    created_at
    status
    order {
      id
      number
    }
    items {
      uid
      request_quantity
      status
      order_item {
        id
        product_name
        product_sku
      }
    }
  }
`;

export const REQUEST_RETURN = gql`
  mutation RequestReturn($input: RequestReturnInput!) {
    requestReturn(input: $input) {
      return {
        ...ReturnFields
      }
    }
  }
  ${RETURN_FIELDS}
`;

export const GET_MY_RETURNS = gql`
  query GetMyReturns($currentPage: Int!, $pageSize: Int!) {
    customer {
      id
      returns(currentPage: $currentPage, pageSize: $pageSize) {
        total_count
        page_info {
          current_page
          total_pages
        }
        items {
          ...ReturnFields
        }
      }
    }
  }
  ${RETURN_FIELDS}
`;

/** The answer's cart counts update the header's (its GetCartTrigger reads the same cached Cart). */
export const REORDER_ITEMS = gql`
  mutation ReorderItems($orderNumber: String!) {
    reorderItems(orderNumber: $orderNumber) {
      cart {
        id
        total_quantity
        total_summary_quantity_including_config
      }
      userInputErrors {
        code
        message
        path
      }
    }
  }
`;

export type ReturnStatus = string;

export interface OrderAfterSales {
  id: string;
  number: string;
  available_actions: (string | null)[];
  returns: {
    total_count: number | null;
    items: ({ uid: string; number: string; status: ReturnStatus | null } | null)[] | null;
  } | null;
}

export interface OrderAfterSalesData {
  customer: { id: number | null; orders: { items: (OrderAfterSales | null)[] } | null } | null;
}

export interface ReturnFormItem {
  id: string;
  product_name: string | null;
  product_sku: string;
  quantity_shipped: number | null;
  quantity_refunded: number | null;
  quantity_return_requested: number | null;
  eligible_for_return: boolean | null;
  selected_options: ({ label: string; value: string } | null)[] | null;
}

export interface ReturnAttribute {
  code: string;
  label: string | null;
  is_required: boolean;
  options: ({ label: string; value: string } | null)[];
}

export interface ReturnFormData {
  customer: {
    id: number | null;
    orders: {
      items: ({ id: string; number: string; items: (ReturnFormItem | null)[] | null } | null)[];
    } | null;
  } | null;
  storeConfig: {
    store_code: string | null;
    returns_enabled: string;
    returns_window_days: number | null;
  } | null;
  attributesList: { items: (ReturnAttribute | null)[] } | null;
}

export interface ReturnData {
  uid: string;
  number: string;
  created_at: string;
  status: ReturnStatus | null;
  order: { id: string; number: string } | null;
  items:
    | ({
        uid: string;
        request_quantity: number;
        status: string;
        order_item: { id: string; product_name: string | null; product_sku: string };
      } | null)[]
    | null;
}

export interface MyReturnsData {
  customer: {
    id: number | null;
    returns: {
      total_count: number | null;
      page_info: { current_page: number | null; total_pages: number | null } | null;
      items: (ReturnData | null)[] | null;
    } | null;
  } | null;
}

export interface ReorderItemsData {
  reorderItems: {
    cart: { id: string; total_quantity: number };
    userInputErrors: ({ code: string; message: string; path: (string | null)[] } | null)[];
  } | null;
}
