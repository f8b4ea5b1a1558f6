// What happened to an order since it was placed: Magento's shipments (with their tracking) and credit memos, the
// actions the shopper may take (CANCEL), and Zepp_OrderTracking's status history, delivery date, shipment date
// and tracking links (custom-modules.graphql). Asked apart from the order's details (orders.graphql.ts): it is
// what changes (after a cancel, a shipment), and the order's page still shows the order should it fail.
import { gql } from '@apollo/client';
import { ORDER_DETAILS_FRAGMENT, type OrderDetails } from './orders.graphql';

export const ORDER_TRACKING_FRAGMENT = gql`
  fragment OrderTrackingFragment on CustomerOrder {
    id
    number
    status
    available_actions
    status_history {
      status
      label
      date
    }
    delivered_at
    shipments {
      id
      number
      shipped_at
      items {
        id
        product_name
        product_sku
        quantity_shipped
      }
      tracking {
        carrier
        number
        title
        url
      }
    }
    credit_memos {
      id
      number
      total {
        grand_total {
          value
          currency
        }
      }
      comments {
        message
        timestamp
      }
    }
  }
`;

export const GET_ORDER_TRACKING = gql`
  query GetOrderTracking($number: String!) {
    customer {
      id
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          ...OrderTrackingFragment
        }
      }
    }
  }
  ${ORDER_TRACKING_FRAGMENT}
`;

/** Track your order: a guest's order by its number, the e-mail and the billing last name. */
export const GET_GUEST_ORDER = gql`
  query GetGuestOrder($number: String!, $email: String!, $lastname: String!) {
    guestOrder(input: { number: $number, email: $email, lastname: $lastname }) {
      ...OrderDetailsFragment
    }
  }
  ${ORDER_DETAILS_FRAGMENT}
`;

export const GET_GUEST_ORDER_TRACKING = gql`
  query GetGuestOrderTracking($number: String!, $email: String!, $lastname: String!) {
    guestOrder(input: { number: $number, email: $email, lastname: $lastname }) {
      ...OrderTrackingFragment
    }
  }
  ${ORDER_TRACKING_FRAGMENT}
`;

/** Track your order from the confirmation e-mail's link (Magento's order token). */
export const GET_GUEST_ORDER_BY_TOKEN = gql`
  query GetGuestOrderByToken($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      ...OrderDetailsFragment
    }
  }
  ${ORDER_DETAILS_FRAGMENT}
`;

export const GET_GUEST_ORDER_TRACKING_BY_TOKEN = gql`
  query GetGuestOrderTrackingByToken($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      ...OrderTrackingFragment
    }
  }
  ${ORDER_TRACKING_FRAGMENT}
`;

/** Magento 2.4.7+'s customer cancellation: whether it is on, and the reasons a shopper picks from. */
export const GET_CANCELLATION_CONFIG = gql`
  query GetOrderCancellationConfig {
    storeConfig {
      store_code
      order_cancellation_enabled
      order_cancellation_reasons {
        description
      }
    }
  }
`;

export const CANCEL_ORDER = gql`
  mutation CancelOrder($orderId: ID!, $reason: String!) {
    cancelOrder(input: { order_id: $orderId, reason: $reason }) {
      error
      errorV2 {
        code
        message
      }
      order {
        ...OrderTrackingFragment
      }
    }
  }
  ${ORDER_TRACKING_FRAGMENT}
`;

interface Money {
  value: number | null;
  currency: string | null;
}

export interface OrderStatusChange {
  status: string;
  label: string;
  date: string;
}

export interface OrderShipment {
  id: string;
  number: string;
  shipped_at: string | null;
  items:
    | ({ id: string; product_name: string | null; product_sku: string; quantity_shipped: number } | null)[]
    | null;
  tracking: ({ carrier: string; number: string | null; title: string; url: string | null } | null)[] | null;
}

export interface CreditMemo {
  id: string;
  number: string;
  total: { grand_total: Money } | null;
  comments: ({ message: string; timestamp: string } | null)[] | null;
}

export type OrderAction = 'REORDER' | 'CANCEL' | 'RETURN';

export interface OrderTracking {
  id: string;
  number: string;
  status: string;
  available_actions: (OrderAction | null)[];
  status_history: (OrderStatusChange | null)[];
  delivered_at: string | null;
  shipments: (OrderShipment | null)[] | null;
  credit_memos: (CreditMemo | null)[] | null;
}

export interface OrderTrackingData {
  customer: { id: number | null; orders: { items: (OrderTracking | null)[] } | null } | null;
}
export interface GuestOrderData {
  guestOrder: OrderDetails;
}
export interface GuestOrderTrackingData {
  guestOrder: OrderTracking;
}
export interface GuestOrderByTokenData {
  guestOrderByToken: OrderDetails;
}
export interface GuestOrderTrackingByTokenData {
  guestOrderByToken: OrderTracking;
}

export interface CancellationConfigData {
  storeConfig: {
    store_code: string | null;
    order_cancellation_enabled: boolean;
    order_cancellation_reasons: ({ description: string } | null)[];
  } | null;
}

export type CancelOrderErrorCode =
  | 'ORDER_CANCELLATION_DISABLED'
  | 'UNDEFINED'
  | 'UNAUTHORISED'
  | 'ORDER_NOT_FOUND'
  | 'PARTIAL_ORDER_ITEM_SHIPPED'
  | 'INVALID_ORDER_STATUS';

export interface CancelOrderData {
  cancelOrder: {
    error: string | null;
    errorV2: { code: CancelOrderErrorCode; message: string } | null;
    order: OrderTracking | null;
  } | null;
}
