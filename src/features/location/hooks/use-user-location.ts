import { useCallback, useSyncExternalStore } from 'react';
import { useAppStore } from '../../../app/hooks';
import type { UserLocation } from '../constants';
import { readLocation, saveLocation, subscribeToLocation } from '../location-store';

export interface UserLocationApi {
  location: UserLocation;
  setLocation: (location: UserLocation) => void;
}

/** The shared delivery location (SPEC 7.1: 'a shared location context'), read from this store's storage. */
export function useUserLocation(): UserLocationApi {
  const { storage } = useAppStore().services;
  const subscribe = useCallback((notify: () => void) => subscribeToLocation(storage, notify), [storage]);
  const location = useSyncExternalStore(subscribe, () => readLocation(storage));
  const setLocation = useCallback((next: UserLocation) => saveLocation(storage, next), [storage]);
  return { location, setLocation };
}
