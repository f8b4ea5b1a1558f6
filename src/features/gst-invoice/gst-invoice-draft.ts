// The GST invoice part of the billing address as the shopper fills it in: whether they asked for one, the GSTIN
// and the business name, checked by the shared GSTIN rules before anything is sent. What reaches the shop is
// Magento's own billing address fields, vat_id and company.
import { gstinProblem, normalizeGstin } from '../../../common/gst/gstin';
import { GST_INVOICE_MESSAGES as M } from './messages';

export interface GstInvoiceDraft {
  /** "Need a GST invoice?" is open. */
  wanted: boolean;
  gstin: string;
  businessName: string;
}

export type GstInvoiceErrors = Partial<Record<'gstin' | 'businessName', string>>;

/** The billing address fields of a GST invoice (none: no GST invoice). */
export interface GstAddressFields {
  vat_id?: string;
  company?: string;
}

/** The draft of a billing address the shop has accepted before (a reload, going back to edit). */
export function gstDraftOf(
  saved: { vat_id?: string | null; company?: string | null } | null,
): GstInvoiceDraft {
  return {
    wanted: Boolean(saved?.vat_id),
    gstin: saved?.vat_id ?? '',
    businessName: saved?.vat_id ? (saved.company ?? '') : '',
  };
}

/** Nothing typed in an open disclosure is no GST invoice, not a mistake. */
const isEmpty = (draft: GstInvoiceDraft) => !draft.gstin.trim() && !draft.businessName.trim();

export function validateGstInvoice(draft: GstInvoiceDraft): GstInvoiceErrors {
  if (!draft.wanted || isEmpty(draft)) return {};
  const errors: GstInvoiceErrors = {};
  const gstin = normalizeGstin(draft.gstin);
  if (!gstin) errors.gstin = M.gstinRequired;
  else {
    const problem = gstinProblem(gstin);
    if (problem) errors.gstin = problem;
  }
  if (!draft.businessName.trim()) errors.businessName = M.businessNameRequired;
  return errors;
}

/** The billing address's vat_id and company for a valid draft; none when no GST invoice was asked for. */
export function gstAddressFields(draft: GstInvoiceDraft): GstAddressFields {
  if (!draft.wanted || isEmpty(draft)) return {};
  return { vat_id: normalizeGstin(draft.gstin), company: draft.businessName.trim() };
}
