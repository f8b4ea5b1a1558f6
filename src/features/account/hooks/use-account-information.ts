import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { usePageTitle } from '../../routing';
import {
  GET_ACCOUNT_INFORMATION,
  UPDATE_CUSTOMER_NAME,
  type AccountInformationData,
} from '../api/account.graphql';
import { OTP_ATTRIBUTE, type OtpType } from '../constants';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { useMutationStatus, type MutationStatus } from './use-mutation-status';

export interface AccountInformationView {
  loading: boolean;
  error: boolean;
  retry: () => void;
  email: string;
  contacts: Record<OtpType, string | null>;
  firstname: string;
  lastname: string;
  setFirstname: (value: string) => void;
  setLastname: (value: string) => void;
  saveName: (event: FormEvent) => void;
  nameStatus: MutationStatus;
}

/**
 * /account-information: the customer's details and the name form. The saved name is written into the one
 * cached Customer, so the header's 'Hi, {firstname}' follows at once.
 */
export function useAccountInformation(): AccountInformationView {
  usePageTitle(M.title);
  const { data, loading, error, refetch } = useQuery<AccountInformationData>(GET_ACCOUNT_INFORMATION, {
    fetchPolicy: 'cache-and-network',
  });
  const [updateName] = useMutation(UPDATE_CUSTOMER_NAME);
  const { status: nameStatus, run, say } = useMutationStatus();
  const customer = data?.customer ?? null;
  // What the shopper typed; until then, the name the shop has (so a refetch never overwrites typing).
  const [typedFirst, setFirstname] = useState<string | null>(null);
  const [typedLast, setLastname] = useState<string | null>(null);
  const firstname = typedFirst ?? customer?.firstname ?? '';
  const lastname = typedLast ?? customer?.lastname ?? '';

  const contact = (type: OtpType) =>
    customer?.contacts?.find((a) => a?.code === OTP_ATTRIBUTE[type])?.value ?? null;

  return {
    loading: loading && !customer,
    error: Boolean(error) && !customer,
    retry: () => void refetch().catch(() => {}),
    email: customer?.email ?? '',
    contacts: { MOBILE: contact('MOBILE'), EMAIL: contact('EMAIL') },
    firstname,
    lastname,
    setFirstname,
    setLastname,
    saveName: (event) => {
      event.preventDefault();
      const first = firstname.trim();
      const last = lastname.trim();
      if (!first || !last) return say(M.nameRequired, true);
      void run(async () => {
        await updateName({ variables: { firstname: first, lastname: last } });
        return M.nameSaved;
      });
    },
    nameStatus,
  };
}
