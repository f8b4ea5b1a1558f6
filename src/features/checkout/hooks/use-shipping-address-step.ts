import { useDeferredValue, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  savedToIndianAddress,
  toDraft,
  toIndianAddress,
  useSavedAddresses,
  validateAddress,
  type AddressDraft,
  type AddressErrors,
  type SavedAddress,
} from '../../address';
import { usePageSettled } from '../../../ui/hooks/use-page-settled';
import { selectIsSignedIn } from '../../user';
import { selectCheckout, selectStepError, selectStepStatus } from '../checkout-slice';
import { submitShippingAddress } from '../checkout-steps';
import { readAddressDraft } from '../checkout-thunks';
import { clearShippingFormDraft, readShippingFormDraft, saveShippingFormDraft } from '../shipping-form-draft';

export interface ShippingAddressStepView {
  isSignedIn: boolean;
  savedAddresses: SavedAddress[];
  /** The saved address picked, or null while adding a new one. */
  chosenId: number | null;
  choose: (id: number | null) => void;
  draft: AddressDraft;
  setDraft: (draft: AddressDraft) => void;
  errors: AddressErrors;
  submitting: boolean;
  /** The shop's refusal, shown next to the step. */
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Shipping address: a guest types one with an e-mail; a customer picks a saved one or adds one. */
export function useShippingAddressStep(onAccepted: () => void): ShippingAddressStepView {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const accepted = useAppSelector(selectCheckout).shippingAddress;
  const status = useAppSelector(selectStepStatus('shippingAddress'));
  const failure = useAppSelector(selectStepError('shippingAddress'));
  // Asked once the page has settled (after its largest paint, app/pages.ts): until they come the step shows the
  // form, as it does while they load. Deferred: the render that starts the request is time-sliced, not one task
  // with everything else that settling starts at the same moment.
  const settled = useDeferredValue(usePageSettled());
  const { addresses } = useSavedAddresses(!isSignedIn || !settled);
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  // The accepted address; else what was being typed before a reload; else a failed payment's address.
  const [draft, setDraftState] = useState<AddressDraft>(() =>
    accepted
      ? toDraft(accepted)
      : (dispatch(readShippingFormDraft()) ?? toDraft(dispatch(readAddressDraft()))),
  );
  const setDraft = (next: AddressDraft) => {
    setDraftState(next);
    dispatch(saveShippingFormDraft(next));
  };
  const [errors, setErrors] = useState<AddressErrors>({});
  // A customer starts on the default saved address, unless they have none.
  const fallback = addresses.find((a) => a.default_shipping) ?? addresses[0];
  const chosenId = picked === undefined ? (accepted ? null : (fallback?.id ?? null)) : picked;
  const chosen = addresses.find((a) => a.id === chosenId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'pending') return;
    let address;
    if (isSignedIn && chosen) address = savedToIndianAddress(chosen);
    else {
      const found = validateAddress(draft, { needsEmail: !isSignedIn });
      setErrors(found);
      if (Object.keys(found).length) return;
      address = toIndianAddress(draft);
    }
    dispatch(submitShippingAddress({ address })).then(
      () => {
        dispatch(clearShippingFormDraft());
        onAccepted();
      },
      () => {
        // recorded as the step's rejection, shown beside it; the typed values stay
      },
    );
  };

  return {
    isSignedIn,
    savedAddresses: addresses,
    chosenId: chosen ? chosen.id : null,
    choose: setPicked,
    draft,
    setDraft,
    errors,
    submitting: status === 'pending',
    error: status === 'failed' ? (failure?.message ?? null) : null,
    onSubmit,
  };
}
