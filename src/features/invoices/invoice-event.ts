// The invoice download in the data layer: which order's invoice (numbers only, nothing about the shopper).
import { track } from '../analytics';
import { INVOICE_EVENTS } from './constants';

export function trackInvoiceDownload(orderNumber: string, invoiceNumber: string): void {
  track(INVOICE_EVENTS.download, { order_number: orderNumber, invoice_number: invoiceNumber });
}
