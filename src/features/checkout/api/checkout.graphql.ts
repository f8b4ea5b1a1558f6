// Checkout's GraphQL steps (SPEC 7.1): the guest's e-mail and the shipping address, whose answer carries the
// shipping methods available for it into the cached cart (read back by shipping-methods.ts).
import { gql } from '@apollo/client';

/** SPEC 7.1: the available shipping methods are read from the cart's first shipping address. */
export const AVAILABLE_SHIPPING_METHODS_FRAGMENT = gql`
  fragment AvailableShippingMethodsFragment on Cart {
    id
    shipping_addresses {
      street
      available_shipping_methods {
        carrier_code
        method_code
        carrier_title
        method_title
        available
        amount {
          value
          currency
        }
      }
    }
  }
`;

export const SET_GUEST_EMAIL_ON_CART = gql`
  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
        email
      }
    }
  }
`;

export const SET_SHIPPING_ADDRESS_ON_CART = gql`
  mutation SetShippingAddressOnCart(
    $cartId: String!
    $firstname: String!
    $lastname: String!
    $street: [String]!
    $city: String!
    $region_code: String
    $region_id: Int
    $postcode: String
    $telephone: String
    $country_id: String!
  ) {
    setShippingAddressesOnCart(
      input: {
        cart_id: $cartId
        shipping_addresses: [
          {
            address: {
              firstname: $firstname
              lastname: $lastname
              street: $street
              city: $city
              region: $region_code
              region_id: $region_id
              postcode: $postcode
              telephone: $telephone
              country_code: $country_id
              save_in_address_book: false
            }
          }
        ]
      }
    ) {
      cart {
        ...AvailableShippingMethodsFragment
      }
    }
  }
  ${AVAILABLE_SHIPPING_METHODS_FRAGMENT}
`;

export interface ShippingMethod {
  carrier_code: string;
  method_code: string | null;
  carrier_title: string;
  method_title?: string | null;
  available?: boolean;
  amount?: { value: number | null; currency: string | null };
}

export interface AvailableShippingMethodsData {
  shipping_addresses: ({ available_shipping_methods: (ShippingMethod | null)[] | null } | null)[] | null;
}
