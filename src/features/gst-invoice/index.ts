// The GST invoice feature's public surface: the billing step's "Need a GST invoice?" fields and their rules
// (checkout), and an order's GST facts (the confirmation and the order page).
export { GstInvoiceFields } from './components/gst-invoice-fields';
export { OrderGstInvoice } from './components/order-gst-invoice';
export {
  gstAddressFields,
  gstDraftOf,
  validateGstInvoice,
  type GstAddressFields,
  type GstInvoiceDraft,
  type GstInvoiceErrors,
} from './gst-invoice-draft';
export { GST_INVOICE_MESSAGES } from './messages';
