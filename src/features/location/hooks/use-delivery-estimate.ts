import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { GET_CITY_BY_PINCODE, type CityByPincodeData } from '../api/location.graphql';
import { estimateDelivery } from '../delivery-date';
import { LOCATION_MESSAGES } from '../messages';
import { useLocationBar, type LocationBarView } from './use-location-bar';
import { useUserLocation } from './use-user-location';

export interface DeliveryEstimateView extends LocationBarView {
  /** 'Estimated delivery by Tue, 26 Nov, 2024'; null until the pincode's serviceability is known. */
  estimate: string | null;
}

/** The product page's delivery bar: the location, and when an order to its pincode would arrive. */
export function useDeliveryEstimate(): DeliveryEstimateView {
  const bar = useLocationBar();
  const { location } = useUserLocation();
  const [now] = useState(() => Date.now());
  // A pincode the lookup does not know is outside the serviceable list: it takes longer.
  const { data } = useQuery<CityByPincodeData>(GET_CITY_BY_PINCODE, {
    variables: { pincode: location.pincode },
  });
  const serviceable = data ? Boolean(data.getCityByPincode?.success) : null;
  const estimate =
    serviceable === null ? null : LOCATION_MESSAGES.estimatedDelivery(estimateDelivery(now, serviceable));
  return { ...bar, estimate };
}
