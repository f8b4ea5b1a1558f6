// A placed order, for the confirmation and the payment return pages: a customer's by number, a guest's by
// number, e-mail and last name (Magento's guestOrder), and its payment state as the server knows it.
import { gql } from '@apollo/client';
import { ORDER_PRICES_FRAGMENT, type OrderPricesData } from '../../orders';

export const PLACED_ORDER_FRAGMENT = gql`
  fragment PlacedOrderFragment on CustomerOrder {
    id
    number
    status
    items {
      id
      product_name
      product_sku
      quantity_ordered
      product_sale_price {
        value
        currency
      }
      product {
        uid
        sku
      }
    }
    ...OrderPricesFragment
    shipping_address {
      firstname
      lastname
      street
      city
      region
      postcode
      telephone
    }
    # The fields the order page selects (orders' OrderAddressFields): one cached address, whichever asked last.
    billing_address {
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
    # As the order page selects them: one cached shape, whichever page asked last.
    payment_methods {
      name
      type
      additional_data {
        name
        value
      }
    }
  }
  ${ORDER_PRICES_FRAGMENT}
`;

export const GET_CUSTOMER_PLACED_ORDER = gql`
  query GetCustomerPlacedOrder($number: String!) {
    customer {
      id
      orders(filter: { number: { eq: $number } }) {
        items {
          ...PlacedOrderFragment
        }
      }
    }
  }
  ${PLACED_ORDER_FRAGMENT}
`;

export const GET_GUEST_PLACED_ORDER = gql`
  query GetGuestPlacedOrder($number: String!, $email: String!, $lastname: String!) {
    guestOrder(input: { number: $number, email: $email, lastname: $lastname }) {
      ...PlacedOrderFragment
    }
  }
  ${PLACED_ORDER_FRAGMENT}
`;

export const GET_ORDER_PAYMENT_STATUS = gql`
  query GetOrderPaymentStatus($number: String!) {
    orderPaymentStatus(order_number: $number) {
      order_number
      paid
      status
      message
      payment_state
      payment_method
    }
  }
`;

interface Money {
  value: number | null;
  currency: string | null;
}

export interface PlacedOrder extends Omit<OrderPricesData, 'items'> {
  id: string;
  number: string;
  status: string;
  items:
    | ({
        id: string;
        product_name: string | null;
        product_sku: string;
        quantity_ordered: number | null;
        product_sale_price: Money;
        product: { uid: string; sku: string } | null;
      } | null)[]
    | null;
  shipping_address: {
    firstname: string;
    lastname: string;
    street: (string | null)[];
    city: string;
    region: string | null;
    postcode: string | null;
    telephone: string | null;
  } | null;
  billing_address: { company: string | null; vat_id: string | null } | null;
  payment_methods: ({ name: string; type: string } | null)[] | null;
}

export interface CustomerPlacedOrderData {
  customer: { id: string | null; orders: { items: (PlacedOrder | null)[] } | null } | null;
}
export interface GuestPlacedOrderData {
  guestOrder: PlacedOrder;
}

export type PaymentState = 'PENDING' | 'PAID' | 'FAILED' | 'ON_DELIVERY' | 'NOT_REQUIRED';
export interface OrderPaymentStatusData {
  orderPaymentStatus: {
    order_number: string;
    paid: boolean | null;
    status: string | null;
    message: string | null;
    payment_state: PaymentState | null;
    payment_method: string | null;
  } | null;
}
