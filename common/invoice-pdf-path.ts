// Where an invoice's PDF is downloaded from (server/magento/invoices/pdf-route.ts answers it): the GraphQL
// `Invoice.id` under the invoicePdf server area. Its own module, so the pages that import the list of server
// areas (the first route's navigation) do not carry it.
import { SERVER_AREAS } from './server-paths';

export const invoicePdfPath = (invoiceId: string): string =>
  `${SERVER_AREAS.invoicePdf}${encodeURIComponent(invoiceId)}/pdf`;
