import { useMutation, useQuery } from '@apollo/client/react';
import { usePageTitle } from '../../routing';
import {
  DELETE_SAVED_PAYMENT,
  GET_SAVED_PAYMENTS,
  type SavedPaymentsData,
} from '../api/saved-payments.graphql';
import { ACCOUNT_MESSAGES, SAVED_PAYMENT_MESSAGES as M } from '../messages';
import { savedPaymentLabel } from '../saved-payment-label';
import { useMutationStatus } from './use-mutation-status';

export interface SavedPaymentLine {
  publicHash: string;
  title: string;
  detail: string;
}

/** /saved-payments: the stored methods, and deleting one (the list is asked for again afterwards). */
export function useSavedPayments() {
  usePageTitle(M.title);
  const { data, loading, error, refetch } = useQuery<SavedPaymentsData>(GET_SAVED_PAYMENTS, {
    fetchPolicy: 'cache-and-network',
  });
  const [deleteToken] = useMutation<{ deletePaymentToken: { result: boolean } | null }>(
    DELETE_SAVED_PAYMENT,
    { refetchQueries: ['GetSavedPayments'], awaitRefetchQueries: true },
  );
  const { status, run } = useMutationStatus();
  const list = data?.customerPaymentTokens;
  const lines: SavedPaymentLine[] = (list?.items ?? []).flatMap((token) =>
    token ? [{ publicHash: token.public_hash, ...savedPaymentLabel(token) }] : [],
  );
  return {
    loading: loading && !list,
    error: Boolean(error) && !list,
    retry: () => void refetch().catch(() => {}),
    lines,
    status,
    remove: (line: SavedPaymentLine) =>
      void run(async () => {
        const { data: answer } = await deleteToken({ variables: { publicHash: line.publicHash } });
        if (!answer?.deletePaymentToken?.result) throw new Error(ACCOUNT_MESSAGES.failed);
        return M.deleted(line.title);
      }),
  };
}
