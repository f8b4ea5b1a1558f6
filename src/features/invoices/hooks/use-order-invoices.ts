import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { GET_ORDER_INVOICES, type OrderInvoicesData } from '../api/invoices.graphql';
import type { RequestError } from '../../../lib/request';
import { downloadInvoice } from '../download-invoice';
import { INVOICE_MESSAGES as M } from '../messages';

export interface InvoiceLine {
  id: string;
  number: string;
  total: number | null;
  currency: string | undefined;
}

export interface OrderInvoicesView {
  loading: boolean;
  loadError: boolean;
  retry: () => void;
  invoices: InvoiceLine[];
  /** The invoice being downloaded now. */
  downloading: string | null;
  downloadError: string | null;
  download: (invoice: InvoiceLine) => void;
}

/** The order's invoices, asked afresh (one appears when the order is paid), and their downloads. */
export function useOrderInvoices(orderNumber: string): OrderInvoicesView {
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery<OrderInvoicesData>(GET_ORDER_INVOICES, {
    variables: { number: orderNumber },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.customer?.orders?.items.find((o) => o?.number === orderNumber);
  const invoices = (order?.invoices ?? []).flatMap((invoice) =>
    invoice
      ? [
          {
            id: invoice.id,
            number: invoice.number,
            total: invoice.total?.grand_total.value ?? null,
            currency: invoice.total?.grand_total.currency ?? undefined,
          },
        ]
      : [],
  );
  return {
    loading: loading && !data,
    loadError: Boolean(error) && !data,
    retry: () => void refetch().catch(() => {}),
    invoices,
    downloading,
    downloadError,
    download: (invoice) => {
      if (downloading) return;
      setDownloading(invoice.id);
      setDownloadError(null);
      dispatch(downloadInvoice({ id: invoice.id, number: invoice.number, orderNumber }))
        .unwrap()
        // The shop's refusals are written for the shopper; anything else (offline, a broken answer) is not.
        .catch((e: RequestError) => setDownloadError(e.kind === 'user' ? e.message : M.downloadFailed))
        .finally(() => setDownloading(null));
    },
  };
}
