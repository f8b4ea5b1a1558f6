/** User-visible strings of the delivery location (SPEC 2.4 'Delivery code dialog', 5, 8). */
export const LOCATION_MESSAGES = {
  dialogTitle: 'Enter delivery code',
  fieldLabel: 'Delivery code',
  placeholder: 'Enter pincode',
  confirm: 'Confirm',
  useMyLocation: 'Use my current location',
  invalidPincode: 'Invalid pincode format.',
  cityNotFound: 'City not found for this pincode.',
  fetchFailed: 'Failed to fetch location data.',
  deliverTo: 'Deliver to',
  change: 'Change',
  changeSuffix: 'delivery location',
  deliveryHeading: 'Delivery',
  estimatedDelivery: (date: string) => `Estimated delivery by ${date}`,
} as const;
