// The customer's orders (Magento's Customer.orders): a page of the list, and one order by its number. The
// server filters by the signed-in customer, so another customer's number finds nothing.
import { gql } from '@apollo/client';
import { ORDER_PRICES_FRAGMENT, type OrderPricesData } from './order-prices.graphql';

export const GET_ORDER_HISTORY = gql`
  query GetOrderHistory($currentPage: Int!, $pageSize: Int!) {
    customer {
      id
      orders(
        currentPage: $currentPage
        pageSize: $pageSize
        sort: { sort_field: CREATED_AT, sort_direction: DESC }
      ) {
        total_count
        page_info {
          current_page
          total_pages
        }
        items {
          id
          number
          order_date
          status
          total {
            grand_total {
              value
              currency
            }
          }
        }
      }
    }
  }
`;

export const ORDER_ADDRESS_FRAGMENT = gql`
  fragment OrderAddressFields on OrderAddress {
    firstname
    lastname
    street
    city
    region
    postcode
    telephone
    company
    vat_id
  }
`;

/** What the order pages show of an order: the signed-in customer's detail page and a guest's Track your order. */
export const ORDER_DETAILS_FRAGMENT = gql`
  fragment OrderDetailsFragment on CustomerOrder {
    id
    number
    order_date
    status
    carrier
    items {
      id
      product_name
      product_sku
      quantity_ordered
      product_sale_price {
        value
        currency
      }
      selected_options {
        label
        value
      }
    }
    shipping_method
    ...OrderPricesFragment
    shipping_address {
      ...OrderAddressFields
    }
    billing_address {
      ...OrderAddressFields
    }
    payment_methods {
      name
      type
      additional_data {
        name
        value
      }
    }
  }
  ${ORDER_ADDRESS_FRAGMENT}
  ${ORDER_PRICES_FRAGMENT}
`;

export const GET_ORDER_DETAILS = gql`
  query GetOrderDetails($number: String!) {
    customer {
      id
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          ...OrderDetailsFragment
        }
      }
    }
  }
  ${ORDER_DETAILS_FRAGMENT}
`;

interface Money {
  value: number | null;
  currency?: string | null;
}

export interface OrderSummary {
  id: string;
  number: string;
  order_date: string;
  status: string;
  total: { grand_total: Money } | null;
}

export interface OrderHistoryData {
  customer: {
    id: number | null;
    orders: {
      total_count: number | null;
      page_info: { current_page: number | null; total_pages: number | null } | null;
      items: (OrderSummary | null)[];
    } | null;
  } | null;
}

export interface OrderAddress {
  firstname: string;
  lastname: string;
  street: (string | null)[];
  city: string;
  region: string | null;
  postcode: string | null;
  telephone: string | null;
  /** A GST invoice's business name and GSTIN (Magento's company and vat_id), on the billing address. */
  company: string | null;
  vat_id: string | null;
}

export interface OrderLine {
  id: string;
  product_name: string | null;
  product_sku: string;
  quantity_ordered: number | null;
  product_sale_price: Money;
  selected_options: ({ label: string; value: string } | null)[] | null;
}

export interface OrderDetails extends Omit<OrderSummary, 'total'>, Omit<OrderPricesData, 'items'> {
  carrier: string | null;
  shipping_method: string | null;
  items: (OrderLine | null)[] | null;
  shipping_address: OrderAddress | null;
  billing_address: OrderAddress | null;
  payment_methods:
    | ({
        name: string;
        type: string;
        /** Zepp_Emi: `emi_months`, the card EMI plan the gateway reported. */
        additional_data: ({ name: string | null; value: string | null } | null)[] | null;
      } | null)[]
    | null;
}

export interface OrderDetailsData {
  customer: { id: number | null; orders: { items: (OrderDetails | null)[] } | null } | null;
}
