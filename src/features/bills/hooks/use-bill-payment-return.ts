import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../../common/money';
import { usePageTitle } from '../../routing';
import { selectIsSignedIn } from '../../user';
import { GET_BILL_PAYMENT, type BillPayment, type BillPaymentData } from '../api/bills.graphql';
import { billPaymentIdOf } from '../bill-reference';
import { BILL_MESSAGES as M } from '../messages';

export type BillReturnState = 'checking' | 'paid' | 'failed' | 'pending' | 'refunded' | 'not-found';

export interface BillReturnView {
  signedIn: boolean;
  state: BillReturnState;
  message: string;
  payment: BillPayment | null;
  checkAgain: () => void;
  checking: boolean;
}

const STATES: Record<NonNullable<BillPayment['status']>, BillReturnState> = {
  SUCCESS: 'paid',
  FAILED: 'failed',
  PENDING: 'pending',
  REFUNDED: 'refunded',
};

/**
 * /{provider}/checkout/success/BILL-{id}: asks the shop for the payment's status (the URL proves nothing: only
 * the gateway's signed callback settles a payment).
 */
export function useBillPaymentReturn(): BillReturnView {
  usePageTitle(M.returnTitle);
  const signedIn = useAppSelector(selectIsSignedIn);
  const id = billPaymentIdOf(useParams().order ?? '');
  const { data, loading, error, refetch, networkStatus } = useQuery<BillPaymentData>(GET_BILL_PAYMENT, {
    variables: { id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
    skip: !id || !signedIn,
  });
  const payment = data?.billPayment ?? null;
  let state: BillReturnState = 'checking';
  if (!id || error || (!loading && signedIn && !payment)) state = 'not-found';
  else if (payment?.status) state = STATES[payment.status];
  const amount = formatMoney(payment?.amount?.value ?? 0);
  const message = {
    checking: M.checking,
    paid: M.paid(amount, payment?.biller_name ?? ''),
    failed: M.failed,
    pending: M.pending,
    refunded: M.refunded,
    'not-found': M.notFound,
  }[state];
  return {
    signedIn,
    state: signedIn ? state : 'not-found',
    message: signedIn ? message : M.signInToSeePayment,
    payment,
    checkAgain: () => void refetch().catch(() => {}),
    checking: loading || networkStatus === 4,
  };
}
