// Delivery-location constants (SPEC 3 "Location", 5, 9) and the build flag of the reverse geocoder.

/** The shopper's delivery location (SPEC 3 "Location"), as stored under userLocation. */
export interface UserLocation {
  pincode: string;
  city: string;
}

/** SPEC 3, 9: New Delhi 110001 until the shopper picks another location. */
export const DEFAULT_LOCATION: UserLocation = { pincode: '110001', city: 'New Delhi' };

/** SPEC 5, 9: a pincode is at least 6 characters once trimmed. */
export const PINCODE_MIN_LENGTH = 6;

/** SPEC 9: the city is shown cut to 12 characters plus '...'. */
export const CITY_DISPLAY_LENGTH = 12;

/** The reverse-geocoding service (GET with lat, lon, format=json); empty turns 'use my location' off. */
export function reverseGeocodeUrl(): string {
  return process.env.REVERSE_GEOCODE_URL ?? '';
}
