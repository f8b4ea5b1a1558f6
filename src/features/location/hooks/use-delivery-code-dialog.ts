import { useState, type ChangeEvent, type FormEvent } from 'react';
import { reverseGeocodeUrl } from '../constants';
import { useLocationLookup } from './use-location-lookup';

export interface DeliveryCodeDialogView {
  pincode: string;
  busy: boolean;
  /** False when no geocoding service is configured or the browser has no geolocation. */
  canLocate: boolean;
  onPincodeChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onUseMyLocation: () => void;
}

/** The delivery code dialog's talon (SPEC 2.4): Confirm looks the typed pincode up; or locate the browser. */
export function useDeliveryCodeDialog(onDone: () => void): DeliveryCodeDialogView {
  const [pincode, setPincode] = useState('');
  const { busy, lookUpPincode, locate } = useLocationLookup(onDone);
  return {
    pincode,
    busy,
    canLocate: Boolean(reverseGeocodeUrl()) && 'geolocation' in navigator,
    onPincodeChange: (event) => setPincode(event.target.value),
    onSubmit: (event) => {
      event.preventDefault();
      void lookUpPincode(pincode);
    },
    onUseMyLocation: () => void locate(),
  };
}
