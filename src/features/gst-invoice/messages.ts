// What the GST invoice parts of checkout and the order pages say. Why a GSTIN is wrong is the shared rule's
// own wording (common/gst/messages.ts), so the form and the shop's refusal say the same.
export { GSTIN_MESSAGES, GST_INVOICE_LABELS } from '../../../common/gst/messages';

export const GST_INVOICE_MESSAGES = {
  disclosure: 'Need a GST invoice?',
  intro:
    "Buying for a business? Give its GSTIN and we'll put it, with the business name, on your tax invoice.",
  gstin: 'GSTIN',
  gstinHint: '15 characters, as on your GST registration certificate',
  businessName: 'Business name',
  gstinRequired: 'Enter the GSTIN the invoice is for.',
  businessNameRequired: 'Enter the business name registered for this GSTIN.',
  /** The order pages' and the confirmation's section. */
  invoiceHeading: 'GST invoice',
  fact: (label: string, value: string) => `${label}: ${value}`,
  /** The billing step's summary, once accepted. */
  summary: (gstin: string) => `GST invoice for GSTIN ${gstin}`,
} as const;
