import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { usePageTitle } from '../../routing';
import {
  GET_COMMUNICATIONS,
  SAVE_COMMUNICATIONS,
  type CommunicationsData,
} from '../api/communications.graphql';
import { PREFERENCE_CODES, type PreferenceCode } from '../constants';
import { COMMUNICATION_MESSAGES as M } from '../messages';
import { useMutationStatus } from './use-mutation-status';

type Choices = Record<'newsletter' | PreferenceCode, boolean>;

/** /communications: the saved choices, what the shopper has changed since, and saving them to the shop. */
export function useCommunications() {
  usePageTitle(M.title);
  const { data, loading, error, refetch } = useQuery<CommunicationsData>(GET_COMMUNICATIONS, {
    fetchPolicy: 'cache-and-network',
  });
  const [save] = useMutation(SAVE_COMMUNICATIONS);
  const { status, run } = useMutationStatus();
  const [changed, setChanged] = useState<Partial<Choices>>({});
  const customer = data?.customer ?? null;
  const savedPreference = (code: PreferenceCode) =>
    customer?.preferences?.find((p) => p?.code === code)?.value !== '0';
  const choices: Choices = {
    newsletter: changed.newsletter ?? Boolean(customer?.is_subscribed),
    notify_order_updates: changed.notify_order_updates ?? savedPreference('notify_order_updates'),
    notify_offers: changed.notify_offers ?? savedPreference('notify_offers'),
  };
  return {
    loading: loading && !customer,
    error: Boolean(error) && !customer,
    retry: () => void refetch().catch(() => {}),
    choices,
    choose: (key: keyof Choices, value: boolean) => setChanged((c) => ({ ...c, [key]: value })),
    status,
    submit: (event: FormEvent) => {
      event.preventDefault();
      void run(async () => {
        await save({
          variables: {
            isSubscribed: choices.newsletter,
            preferences: PREFERENCE_CODES.map((code) => ({
              attribute_code: code,
              value: choices[code] ? '1' : '0',
            })),
          },
        });
        setChanged({});
        return M.saved;
      });
    },
  };
}
