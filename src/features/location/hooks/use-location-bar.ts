import { useCallback, useState } from 'react';
import { displayCity } from '../location-store';
import { useUserLocation } from './use-user-location';

export interface LocationBarView {
  /** '{city} {pincode}', the city cut to 12 characters plus '...' (SPEC 9). */
  place: string;
  dialogOpen: boolean;
  openDialog: () => void;
  closeDialog: () => void;
}

/** The 'Deliver to …' bar's talon: the shared location and its dialog's open state. */
export function useLocationBar(): LocationBarView {
  const { location } = useUserLocation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDialog = useCallback(() => setDialogOpen(true), []);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  return { place: `${displayCity(location.city)} ${location.pincode}`, dialogOpen, openDialog, closeDialog };
}
