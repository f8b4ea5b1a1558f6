// The Indian address form's data: the states of India (regions by code, SPEC 5), the pincode lookup that fills
// city and state (SPEC 7.1 getCityByPincode), and a signed-in customer's saved addresses.
import { gql } from '@apollo/client';

export const GET_INDIA_REGIONS = gql`
  query GetIndiaRegions {
    country(id: "IN") {
      id
      available_regions {
        id
        code
        name
      }
    }
  }
`;

export const LOOK_UP_ADDRESS_PINCODE = gql`
  query LookUpAddressPincode($pincode: String!) {
    getCityByPincode(pincode: $pincode) {
      city
      message
      region
      region_id
      success
    }
  }
`;

export const GET_SAVED_ADDRESSES = gql`
  query GetSavedAddresses {
    customer {
      id
      email
      addresses {
        id
        firstname
        lastname
        street
        city
        postcode
        telephone
        default_shipping
        region {
          region_id
          region_code
          region
        }
      }
    }
  }
`;

export interface RegionOption {
  id: number;
  code: string;
  name: string;
}

export interface IndiaRegionsData {
  country: { id: string | null; available_regions: (RegionOption | null)[] | null } | null;
}

export interface PincodeLookupData {
  getCityByPincode: {
    city: string | null;
    message: string | null;
    region: string | null;
    region_id: number | null;
    success: boolean | null;
  } | null;
}

export interface SavedAddress {
  id: number;
  firstname: string | null;
  lastname: string | null;
  street: (string | null)[] | null;
  city: string | null;
  postcode: string | null;
  telephone: string | null;
  default_shipping: boolean | null;
  region: { region_id: number | null; region_code: string | null; region: string | null } | null;
}

export interface SavedAddressesData {
  customer: { id: number | null; email: string | null; addresses: (SavedAddress | null)[] | null } | null;
}
