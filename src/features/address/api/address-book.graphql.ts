// The address book's operations (/address-book): the customer's addresses with both default flags, and
// Magento's own create, update and delete mutations.
import { gql } from '@apollo/client';

export const ADDRESS_BOOK_ENTRY = gql`
  fragment AddressBookEntry on CustomerAddress {
    id
    firstname
    lastname
    street
    city
    postcode
    telephone
    default_shipping
    default_billing
    region {
      region_id
      region_code
      region
    }
  }
`;

export const GET_ADDRESS_BOOK = gql`
  query GetAddressBook {
    customer {
      id
      addresses {
        ...AddressBookEntry
      }
    }
  }
  ${ADDRESS_BOOK_ENTRY}
`;

export const CREATE_CUSTOMER_ADDRESS = gql`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...AddressBookEntry
    }
  }
  ${ADDRESS_BOOK_ENTRY}
`;

export const UPDATE_CUSTOMER_ADDRESS = gql`
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $input) {
      ...AddressBookEntry
    }
  }
  ${ADDRESS_BOOK_ENTRY}
`;

export const DELETE_CUSTOMER_ADDRESS = gql`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`;

export interface AddressBookEntry {
  id: number;
  firstname: string | null;
  lastname: string | null;
  street: (string | null)[] | null;
  city: string | null;
  postcode: string | null;
  telephone: string | null;
  default_shipping: boolean | null;
  default_billing: boolean | null;
  region: { region_id: number | null; region_code: string | null; region: string | null } | null;
}

export interface AddressBookData {
  customer: { id: number | null; addresses: (AddressBookEntry | null)[] | null } | null;
}

/** Magento's CustomerAddressInput, as far as the address book fills it. */
export interface CustomerAddressInput {
  firstname?: string;
  lastname?: string;
  street?: string[];
  city?: string;
  postcode?: string;
  telephone?: string;
  region?: { region_code: string; region_id?: number };
  country_code?: 'IN';
  default_shipping?: boolean;
  default_billing?: boolean;
}
