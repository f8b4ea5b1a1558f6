import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useToasts } from '../../../ui/toast/use-toasts';
import { GET_CITY_BY_PINCODE, type CityByPincodeData } from '../api/location.graphql';
import { ERROR_TOAST_MS } from '../../../ui/toast/toast-rules';
import { PINCODE_MIN_LENGTH, reverseGeocodeUrl } from '../constants';
import { currentPosition, reverseGeocode } from '../geocode';
import { LOCATION_MESSAGES } from '../messages';
import { useUserLocation } from './use-user-location';

/** Why a lookup failed, in the shopper's words (SPEC 8). */
function lookupFailure(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || LOCATION_MESSAGES.cityNotFound;
  return LOCATION_MESSAGES.fetchFailed;
}

/** Finding the shopper's location from a pincode or the browser's position, then saving it (SPEC 5, 8). */
export function useLocationLookup(onSaved: () => void) {
  const apollo = useApolloClient();
  const { addToast } = useToasts();
  const { setLocation } = useUserLocation();
  const [busy, setBusy] = useState(false);
  const fail = (message: string) => addToast({ type: 'error', message, timeout: ERROR_TOAST_MS });

  const lookUpPincode = async (input: string) => {
    const pincode = input.trim();
    if (pincode.length < PINCODE_MIN_LENGTH) return void fail(LOCATION_MESSAGES.invalidPincode);
    setBusy(true);
    try {
      const { data } = await apollo.query<CityByPincodeData>({
        query: GET_CITY_BY_PINCODE,
        variables: { pincode },
        fetchPolicy: 'network-only',
      });
      const result = data?.getCityByPincode;
      if (!result?.success || !result.city)
        return void fail(result?.message || LOCATION_MESSAGES.cityNotFound);
      setLocation({ pincode, city: result.city });
      onSaved();
    } catch (error) {
      fail(lookupFailure(error));
    } finally {
      setBusy(false);
    }
  };

  // SPEC 8: a refused or failed geolocation (or geocoding) is silently ignored.
  const locate = async () => {
    const coords = await currentPosition();
    if (!coords) return;
    const found = await reverseGeocode(reverseGeocodeUrl(), coords.latitude, coords.longitude).catch(
      () => null,
    );
    if (!found) return;
    setLocation(found);
    onSaved();
  };

  return { busy, lookUpPincode, locate };
}
