// Reverse geocoding of the browser's position (SPEC 7.2): GET {service}?lat&lon&format=json, reading the
// address's city (or town, or village) and postcode, as OpenStreetMap Nominatim answers.
import type { UserLocation } from './constants';

interface GeocodeAnswer {
  address?: { city?: string; town?: string; village?: string; postcode?: string | number };
}

/** The location at these coordinates, or null when the service does not name both a place and a postcode. */
export async function reverseGeocode(
  serviceUrl: string,
  lat: number,
  lon: number,
): Promise<UserLocation | null> {
  const url = new URL(serviceUrl, globalThis.location?.href);
  url.searchParams.set('lat', String(lat));
  url.searchParams.set('lon', String(lon));
  url.searchParams.set('format', 'json');
  const response = await fetch(url.href, { headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const { address } = (await response.json()) as GeocodeAnswer;
  const city = address?.city || address?.town || address?.village;
  const pincode = String(address?.postcode ?? '').replace(/\s+/g, '');
  return city && pincode ? { city, pincode } : null;
}

/** The browser's position, or null when it is unavailable or refused. */
export function currentPosition(): Promise<GeolocationCoordinates | null> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(position.coords),
      () => resolve(null),
    );
  });
}
