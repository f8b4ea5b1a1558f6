// GET /sales/invoice/{id}/pdf (common/server-paths.ts): an invoice's PDF, for its owner only — the customer's
// bearer token (Authorization), or for a guest's order the order's token (?token=, Magento's protect_code, from
// the order e-mail's link). Anyone else, and an unknown id, gets the same 404: a wrong guess learns nothing.
import crypto from 'node:crypto';
import { nowMs } from '../clock';
import type { StandInConfig } from '../config';
import type { Db } from '../db/connection';
import { findCustomerIdByToken } from '../db/repositories/customer-tokens';
import { findInvoiceById, type InvoiceRow } from '../db/repositories/invoices';
import { findOrderById, type OrderRow } from '../db/repositories/orders';
import { decodeUid } from '../graphql/uid';
import { bearerToken } from '../auth/require-customer';
import { textResponse } from '../../lib/file-response';
import { SERVER_AREAS } from '../../../common/server-paths';
import { invoiceDocument } from './invoice-document';
import { INVOICE_TEXT as T } from './messages';

const NO_STORE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };
const PATH = new RegExp(`^${SERVER_AREAS.invoicePdf}([^/]+)/pdf$`);

const notFound = () =>
  new Response(T.notFound, {
    status: 404,
    headers: { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' },
  });

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

function invoiceOf(id: string): number | null {
  try {
    const n = decodeUid(decodeURIComponent(id));
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/** The invoice and its order when the request may read it; null otherwise. */
function owned(db: Db, config: StandInConfig, request: Request, id: string) {
  const invoiceId = invoiceOf(id);
  const invoice: InvoiceRow | undefined = invoiceId ? findInvoiceById(db, invoiceId) : undefined;
  const order: OrderRow | undefined = invoice ? findOrderById(db, invoice.order_id) : undefined;
  if (!invoice || !order) return null;
  const bearer = bearerToken(request);
  if (bearer) {
    const customerId = findCustomerIdByToken(db, bearer, nowMs(config));
    return customerId !== null && order.customer_id === customerId ? invoice : null;
  }
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return order.customer_id === null && token && sameToken(token, order.protect_code) ? invoice : null;
}

export async function handleInvoicePdf(request: Request, db: Db, config: StandInConfig): Promise<Response> {
  const url = new URL(request.url);
  const id = PATH.exec(url.pathname)?.[1];
  if (!id) return notFound();
  if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Method not allowed');
  // Neither a customer's token nor an order's: ask to sign in, before looking anything up.
  if (!bearerToken(request) && !url.searchParams.get('token'))
    return new Response(T.signInRequired, {
      status: 401,
      headers: { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' },
    });
  const invoice = owned(db, config, request, id);
  if (!invoice) return notFound();
  // pdfkit (and its font metrics) loads with the first invoice asked for, not with the server.
  const { renderInvoicePdf } = await import('./invoice-pdf');
  const pdf = await renderInvoicePdf(invoiceDocument(db, invoice, config.gstSeller));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(pdf), {
    headers: {
      ...NO_STORE,
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `attachment; filename="${T.fileName(invoice.increment_id)}"`,
    },
  });
}
