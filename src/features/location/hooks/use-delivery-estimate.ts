import { useQuery } from '@apollo/client/react';
import { GET_DELIVERY_ESTIMATE, type DeliveryEstimateData } from '../api/delivery-estimate.graphql';
import { LOCATION_MESSAGES } from '../messages';
import { useLocationBar, type LocationBarView } from './use-location-bar';
import { useUserLocation } from './use-user-location';

export interface DeliveryEstimateView extends LocationBarView {
  /** 'Estimated delivery by Tue, 26 Nov, 2024'; null until the shop has answered for the pincode. */
  estimate: string | null;
}

/** The product page's delivery bar: the location, and when the shop says an order to its pincode would arrive. */
export function useDeliveryEstimate(): DeliveryEstimateView {
  const bar = useLocationBar();
  const { location } = useUserLocation();
  // The answer is cached per pincode and shown at once, but the cache is saved across visits and the date
  // moves with the days, so each bar also asks the shop again.
  const { data } = useQuery<DeliveryEstimateData>(GET_DELIVERY_ESTIMATE, {
    variables: { pincode: location.pincode },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const date = data?.getDeliveryEstimateByPincode?.estimated_delivery_date;
  return { ...bar, estimate: date ? LOCATION_MESSAGES.estimatedDelivery(date) : null };
}
