import { useQuery } from '@apollo/client/react';
import { GET_SAVED_ADDRESSES, type SavedAddress, type SavedAddressesData } from '../api/address.graphql';

/** A signed-in customer's saved addresses (network-only: another device may have added one). */
export function useSavedAddresses(skip: boolean): { addresses: SavedAddress[]; loading: boolean } {
  const { data, loading } = useQuery<SavedAddressesData>(GET_SAVED_ADDRESSES, {
    skip,
    fetchPolicy: 'network-only',
  });
  const addresses = (data?.customer?.addresses ?? []).filter((a): a is SavedAddress => a !== null);
  return { addresses, loading: loading && !data };
}
