// The delivery-location lookup (SPEC 7.1 getCityByPincode). PincodeLookupResult has no id: it is a value.
import { gql } from '@apollo/client';

export const GET_CITY_BY_PINCODE = gql`
  query GetCityByPincode($pincode: String!) {
    getCityByPincode(pincode: $pincode) {
      city
      message
      region
      region_id
      success
    }
  }
`;

export interface PincodeLookupResult {
  city: string | null;
  message: string | null;
  region: string | null;
  region_id: number | null;
  success: boolean | null;
}

export interface CityByPincodeData {
  getCityByPincode: PincodeLookupResult | null;
}
