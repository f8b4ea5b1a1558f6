import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  GET_INDIA_REGIONS,
  LOOK_UP_ADDRESS_PINCODE,
  type IndiaRegionsData,
  type PincodeLookupData,
  type RegionOption,
} from '../api/address.graphql';
import { usePageSettled } from '../../../ui/hooks/use-page-settled';
import type { AddressDraft, AddressField } from '../address-draft';
import { ADDRESS_MESSAGES as M, PINCODE_MIN_LENGTH } from '../messages';

export interface AddressFormView {
  regions: RegionOption[];
  lookingUp: boolean;
  /** Why the pincode lookup failed (SPEC 8's messages), next to the pincode field. */
  lookupError: string | null;
  change: (field: AddressField, value: string) => void;
}

/** The states of India (SPEC 5: regions by code) and the pincode lookup that fills city and state. */
export function useAddressForm(
  draft: AddressDraft,
  onChange: (draft: AddressDraft) => void,
): AddressFormView {
  const apollo = useApolloClient();
  // The states are for the shopper opening the list: asked once the page has settled (after its largest paint),
  // unless the draft has a state the list must show now.
  const settled = usePageSettled();
  const [showsState] = useState(() => Boolean(draft.region_code));
  const { data } = useQuery<IndiaRegionsData>(GET_INDIA_REGIONS, { skip: !settled && !showsState });
  const regions = (data?.country?.available_regions ?? []).filter((r): r is RegionOption => r !== null);
  const [lookingUp, setLookingUp] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);

  const statesNow = async (): Promise<RegionOption[]> => {
    const { data: asked } = await apollo.query<IndiaRegionsData>({ query: GET_INDIA_REGIONS });
    return (asked?.country?.available_regions ?? []).filter((r): r is RegionOption => r !== null);
  };

  const lookUp = async (pincode: string, next: AddressDraft) => {
    setLookingUp(true);
    setLookupError(null);
    try {
      const { data: found } = await apollo.query<PincodeLookupData>({
        query: LOOK_UP_ADDRESS_PINCODE,
        variables: { pincode },
      });
      const result = found?.getCityByPincode;
      if (!result?.success || !result.city) return setLookupError(result?.message || M.cityNotFound);
      // A pincode typed before the states were asked for (they wait for the page to settle) asks for them now.
      const known = regions.length ? regions : await statesNow();
      const region = known.find((r) => r.id === result.region_id || r.name === result.region);
      onChange({ ...next, city: result.city, region_code: region?.code ?? next.region_code });
    } catch (error) {
      setLookupError(CombinedGraphQLErrors.is(error) ? M.cityNotFound : M.fetchFailed);
    } finally {
      setLookingUp(false);
    }
  };

  const change = (field: AddressField, value: string) => {
    const next = { ...draft, [field]: value };
    onChange(next);
    if (field !== 'postcode') return;
    setLookupError(null);
    const pincode = value.trim();
    if (/^\d+$/.test(pincode) && pincode.length === PINCODE_MIN_LENGTH) void lookUp(pincode, next);
  };

  return { regions, lookingUp, lookupError, change };
}
