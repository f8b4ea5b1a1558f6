import { useQuery } from '@apollo/client/react';
import { useSearchParams, type To } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { usePageTitle } from '../../routing';
import { selectIsSignedIn } from '../../user';
import { GET_BILL_PAYMENTS, type BillPayment, type BillPaymentsData } from '../api/bills.graphql';
import { BILLS_PAGE_SIZE, FIRST_PAGE, PAGE_PARAM } from '../constants';
import { BILL_MESSAGES as M } from '../messages';

export interface BillHistoryView {
  signedIn: boolean;
  loading: boolean;
  error: boolean;
  retry: () => void;
  payments: BillPayment[];
  currentPage: number;
  totalPages: number;
  pageHref: (page: number) => To;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
}

/** /bills-and-recharge: one page (of six) of the customer's bill payments, newest first; ?page= picks it. */
export function useBillHistory(): BillHistoryView {
  usePageTitle(M.historyTitle);
  const signedIn = useAppSelector(selectIsSignedIn);
  const [params] = useSearchParams();
  const currentPage = pageFrom(params.get(PAGE_PARAM));
  // A payment's status changes when its gateway answers: always ask, show the cached page meanwhile.
  const { data, loading, error, refetch } = useQuery<BillPaymentsData>(GET_BILL_PAYMENTS, {
    variables: { currentPage, pageSize: BILLS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    skip: !signedIn,
  });
  const list = data?.customer?.bill_payments;
  return {
    signedIn,
    loading: loading && !list,
    error: Boolean(error) && !list,
    retry: () => void refetch().catch(() => {}),
    payments: (list?.items ?? []).filter((p): p is BillPayment => p !== null),
    currentPage,
    totalPages: list?.page_info?.total_pages ?? 0,
    pageHref: (page) => ({ search: page === FIRST_PAGE ? '' : `?${PAGE_PARAM}=${page}` }),
  };
}
