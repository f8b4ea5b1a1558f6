import { useQuery } from '@apollo/client/react';
import { useSearchParams, type To } from 'react-router-dom';
import { usePageTitle } from '../../routing';
import { GET_MY_RETURNS, type MyReturnsData } from '../api/returns.graphql';
import { FIRST_PAGE, PAGE_PARAM, RETURNS_PAGE_SIZE } from '../constants';
import { RETURN_MESSAGES as M, statusLabel } from '../messages';

export interface MyReturnLine {
  uid: string;
  number: string;
  date: string;
  orderNumber: string;
  status: string;
  items: string[];
}

export interface MyReturnsView {
  loading: boolean;
  error: boolean;
  retry: () => void;
  lines: MyReturnLine[];
  currentPage: number;
  totalPages: number;
  pageHref: (page: number) => To;
}

/** 'YYYY-MM-DD HH:MM:SS' UTC as a day in India, e.g. "3 Mar 2026". */
function returnDate(time: string): string {
  const ms = Date.parse(`${time.replace(' ', 'T')}Z`);
  if (Number.isNaN(ms)) return time;
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(ms);
}

/** /returns: the signed-in customer's returns, newest first, a page at a time. */
export function useMyReturns(): MyReturnsView {
  usePageTitle(M.myReturnsTitle);
  const [params] = useSearchParams();
  const asked = Number(params.get(PAGE_PARAM));
  const currentPage = Number.isInteger(asked) && asked >= FIRST_PAGE ? asked : FIRST_PAGE;
  const { data, loading, error, refetch } = useQuery<MyReturnsData>(GET_MY_RETURNS, {
    variables: { currentPage, pageSize: RETURNS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const returns = data?.customer?.returns;
  return {
    loading: loading && !data,
    error: Boolean(error) && !data,
    retry: () => void refetch().catch(() => {}),
    lines: (returns?.items ?? []).flatMap((r) =>
      r
        ? [
            {
              uid: r.uid,
              number: r.number,
              date: returnDate(r.created_at),
              orderNumber: r.order?.number ?? '',
              status: statusLabel(r.status),
              items: (r.items ?? []).flatMap((i) =>
                i
                  ? [M.itemLine(i.order_item.product_name ?? i.order_item.product_sku, i.request_quantity)]
                  : [],
              ),
            },
          ]
        : [],
    ),
    currentPage,
    totalPages: returns?.page_info?.total_pages ?? 1,
    pageHref: (page) => `?${PAGE_PARAM}=${page}`,
  };
}
