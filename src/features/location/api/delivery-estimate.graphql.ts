// The product page's delivery bar asks the shop when an order would arrive (Zepp_Pincode
// getDeliveryEstimateByPincode, by the rule of Cart.estimatedDeliveryDate); the storefront never computes it.
// DeliveryEstimate has no id: it is a value, cached under its root field per pincode. Its own module, so the
// document travels with the product page only.
import { gql } from '@apollo/client';

export const GET_DELIVERY_ESTIMATE = gql`
  query GetDeliveryEstimate($pincode: String!) {
    getDeliveryEstimateByPincode(pincode: $pincode) {
      pincode
      estimated_delivery_date
    }
  }
`;

export interface DeliveryEstimateData {
  getDeliveryEstimateByPincode: { pincode: string; estimated_delivery_date: string } | null;
}
