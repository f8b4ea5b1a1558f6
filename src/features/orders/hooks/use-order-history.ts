import { useQuery } from '@apollo/client/react';
import { useSearchParams, type To } from 'react-router-dom';
import { usePageTitle } from '../../routing';
import { GET_ORDER_HISTORY, type OrderHistoryData } from '../api/orders.graphql';
import { FIRST_PAGE, ORDERS_PAGE_SIZE, PAGE_PARAM } from '../constants';
import { formatOrderDate } from '../format-date';
import { ORDER_MESSAGES as M } from '../messages';

export interface OrderRow {
  number: string;
  date: string;
  status: string;
  total: number;
  currency: string | undefined;
}

export interface OrderHistoryView {
  loading: boolean;
  error: boolean;
  retry: () => void;
  orders: OrderRow[];
  currentPage: number;
  totalPages: number;
  pageHref: (page: number) => To;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
}

/** /order-history: one page (of six) of the customer's orders, newest first; ?page= picks the page. */
export function useOrderHistory(): OrderHistoryView {
  usePageTitle(M.historyTitle);
  const [params] = useSearchParams();
  const currentPage = pageFrom(params.get(PAGE_PARAM));
  // Orders change with every checkout (in this tab or another): always ask, show the cached page meanwhile.
  const { data, loading, error, refetch } = useQuery<OrderHistoryData>(GET_ORDER_HISTORY, {
    variables: { currentPage, pageSize: ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.customer?.orders;
  const orders = (list?.items ?? []).flatMap((order) =>
    order
      ? [
          {
            number: order.number,
            date: formatOrderDate(order.order_date),
            status: order.status,
            total: order.total?.grand_total.value ?? 0,
            currency: order.total?.grand_total.currency ?? undefined,
          },
        ]
      : [],
  );
  return {
    loading: loading && !list,
    error: Boolean(error) && !list,
    retry: () => void refetch().catch(() => {}),
    orders,
    currentPage,
    totalPages: list?.page_info?.total_pages ?? 0,
    pageHref: (page) => ({ search: page === FIRST_PAGE ? '' : `?${PAGE_PARAM}=${page}` }),
  };
}
