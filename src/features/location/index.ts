// The location feature's public surface: the header bar, the product page's delivery bar, the shared location.
export { LocationBar } from './components/location-bar';
export { DeliveryEstimate } from './components/delivery-estimate';
export { useUserLocation } from './hooks/use-user-location';
export { DEFAULT_LOCATION, type UserLocation } from './constants';
