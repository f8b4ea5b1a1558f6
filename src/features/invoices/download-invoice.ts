// Downloads an invoice's PDF and saves it: the shop answers it only to its owner, so it is fetched with the
// customer's token (a plain link could not send it), then handed to the browser as a file (blob + a[download]).
import { RequestFailure, settle } from '../../lib/request';
import { createServiceThunk } from '../../lib/services';
import { STORAGE_KEYS } from '../../lib/storage';
import { invoicePdfPath } from '../../../common/invoice-pdf-path';
import { trackInvoiceDownload } from './invoice-event';
import { INVOICE_MESSAGES as M } from './messages';

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const downloadInvoice = createServiceThunk(
  'invoices/download',
  (invoice: { id: string; number: string; orderNumber: string }, api) =>
    settle(api, async () => {
      const token = api.extra.storage.peekItem<string>(STORAGE_KEYS.signinToken);
      const response = await fetch(invoicePdfPath(invoice.id), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        credentials: 'same-origin',
      });
      // 404 is all the shop says of an invoice that is not the shopper's (or no longer is): the general words.
      if (!response.ok) throw new RequestFailure(response.status === 401 ? M.signInAgain : M.downloadFailed);
      save(await response.blob(), M.fileName(invoice.number));
      trackInvoiceDownload(invoice.orderNumber, invoice.number);
    }),
);
