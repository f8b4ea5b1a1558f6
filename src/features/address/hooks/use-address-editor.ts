import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  CREATE_CUSTOMER_ADDRESS,
  UPDATE_CUSTOMER_ADDRESS,
  type AddressBookEntry,
  type CustomerAddressInput,
} from '../api/address-book.graphql';
import { GET_INDIA_REGIONS, type IndiaRegionsData } from '../api/address.graphql';
import { shopMessage } from '../address-book-entry';
import {
  EMPTY_ADDRESS,
  savedToIndianAddress,
  toDraft,
  toIndianAddress,
  validateAddress,
  type AddressDraft,
  type AddressErrors,
} from '../address-draft';
import { ADDRESS_BOOK_MESSAGES as M } from '../messages';

const REFETCH = { refetchQueries: ['GetAddressBook'], awaitRefetchQueries: true };

/**
 * The address book's form: a new address or an existing one, checked by SPEC 5's rules first and then by the
 * shop. A refusal keeps what was typed and shows the shop's message next to the form.
 */
export function useAddressEditor(editing: AddressBookEntry | 'new', onSaved: (message: string) => void) {
  const existing = editing === 'new' ? null : editing;
  const [draft, setDraft] = useState<AddressDraft>(
    existing ? toDraft(savedToIndianAddress(existing)) : EMPTY_ADDRESS,
  );
  const [errors, setErrors] = useState<AddressErrors>({});
  const [shipping, setShipping] = useState(Boolean(existing?.default_shipping));
  const [billing, setBilling] = useState(Boolean(existing?.default_billing));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: regions } = useQuery<IndiaRegionsData>(GET_INDIA_REGIONS);
  const [create] = useMutation(CREATE_CUSTOMER_ADDRESS, REFETCH);
  const [update] = useMutation(UPDATE_CUSTOMER_ADDRESS, REFETCH);

  const input = (): CustomerAddressInput => {
    const address = toIndianAddress(draft);
    const region = regions?.country?.available_regions?.find((r) => r?.code === address.region_code);
    return {
      firstname: address.firstname,
      lastname: address.lastname,
      street: address.street,
      city: address.city,
      postcode: address.postcode,
      telephone: address.telephone,
      // Magento needs the state's id for a country with required states; the code says which one.
      region: { region_code: address.region_code, ...(region ? { region_id: region.id } : {}) },
      country_code: 'IN',
      // A default is changed by choosing another one: false is never sent, so it never leaves none.
      ...(shipping ? { default_shipping: true } : {}),
      ...(billing ? { default_billing: true } : {}),
    };
  };

  const submit = async () => {
    if (busy) return;
    const found = validateAddress(draft, { needsEmail: false });
    setErrors(found);
    if (Object.keys(found).length > 0) return setRefusal(M.fixErrors);
    setRefusal(null);
    setBusy(true);
    try {
      if (existing) await update({ variables: { id: existing.id, input: input() } });
      else await create({ variables: { input: input() } });
      onSaved(M.saved);
    } catch (error) {
      setRefusal(shopMessage(error));
      setBusy(false);
    }
  };

  return {
    isNew: !existing,
    draft,
    setDraft,
    errors,
    shipping,
    billing,
    /** A default address stays default until another takes its place. */
    shippingLocked: Boolean(existing?.default_shipping),
    billingLocked: Boolean(existing?.default_billing),
    setShipping,
    setBilling,
    refusal,
    busy,
    submit: () => void submit(),
  };
}

export type AddressEditorView = ReturnType<typeof useAddressEditor>;
