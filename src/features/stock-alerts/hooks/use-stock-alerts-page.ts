import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams, type To } from 'react-router-dom';
import { ERROR_TOAST_MS } from '../../../ui/toast/toast-rules';
import { useToasts } from '../../../ui/toast/use-toasts';
import { eventItemPrice } from '../../analytics';
import { usePageTitle } from '../../routing';
import {
  GET_STOCK_ALERTS,
  type StockAlertProduct,
  type StockAlertsData,
  type StockAlertFields,
} from '../api/stock-alerts.graphql';
import { alertDate } from '../alert-date';
import { FIRST_PAGE, PAGE_PARAM, STOCK_ALERTS_PAGE_SIZE } from '../constants';
import { STOCK_ALERT_MESSAGES as M } from '../messages';
import type { StockAlertItem } from '../stock-alert-event';
import { changeFailure, useStockAlertChange } from './use-stock-alert-change';

export interface StockAlertLine extends StockAlertItem {
  alertId: string;
  href: string;
  imageUrl: string | null;
  /** "Waiting since 20 Feb 2026" or "Back in stock: we told you on 3 Mar 2026". */
  state: string;
  dateTime: string | null;
}

export interface StockAlertsPageView {
  loading: boolean;
  error: boolean;
  retry: () => void;
  count: number;
  lines: StockAlertLine[];
  busyAlert: string | null;
  unsubscribe: (line: StockAlertLine) => void;
  currentPage: number;
  totalPages: number;
  pageHref: (page: number) => To;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
}

function toLine(alert: StockAlertFields, product: StockAlertProduct): StockAlertLine {
  const notified = alert.status === 'NOTIFIED';
  const date = alertDate(notified ? alert.notified_at : alert.created_at);
  const text = date?.text ?? '';
  return {
    alertId: alert.id,
    sku: product.sku,
    name: product.name ?? product.sku,
    price: eventItemPrice(product),
    href: `/${product.url_key ?? ''}${product.url_suffix ?? '.html'}`,
    imageUrl: product.small_image?.url ?? null,
    state: notified ? M.notified(text) : M.waiting(text),
    dateTime: date?.iso ?? null,
  };
}

/** /stock-alerts: a page (of six) of the shopper's alerts, newest first, each with Unsubscribe. */
export function useStockAlertsPage(): StockAlertsPageView {
  usePageTitle(M.title);
  const { addToast } = useToasts();
  const [params] = useSearchParams();
  const currentPage = pageFrom(params.get(PAGE_PARAM));
  const { data, loading, error, refetch } = useQuery<StockAlertsData>(GET_STOCK_ALERTS, {
    variables: { currentPage, pageSize: STOCK_ALERTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { unsubscribe } = useStockAlertChange();
  const [busyAlert, setBusyAlert] = useState<string | null>(null);
  const alerts = data?.customer?.stock_alerts;
  const lines = (alerts?.items ?? []).flatMap((a) => (a?.product ? [toLine(a, a.product)] : []));

  return {
    loading: loading && !data,
    error: Boolean(error) && !data,
    retry: () => void refetch().catch(() => {}),
    count: alerts?.total_count ?? 0,
    lines,
    busyAlert,
    unsubscribe: (line) => {
      if (busyAlert) return;
      setBusyAlert(line.alertId);
      unsubscribe(line.alertId, line)
        .then(
          () => addToast({ type: 'success', message: M.unsubscribed }),
          (e: unknown) => addToast({ type: 'error', message: changeFailure(e), timeout: ERROR_TOAST_MS }),
        )
        .finally(() => setBusyAlert(null));
    },
    currentPage,
    totalPages: alerts?.page_info?.total_pages ?? 0,
    pageHref: (page) => ({ search: page === FIRST_PAGE ? '' : `?${PAGE_PARAM}=${page}` }),
  };
}
