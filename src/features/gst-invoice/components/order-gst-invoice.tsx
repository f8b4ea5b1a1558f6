import { GST_INVOICE_LABELS, GST_INVOICE_MESSAGES as M } from '../messages';

interface OrderGstInvoiceProps {
  /** The order's billing address: Magento's company and vat_id (the GSTIN). */
  billing: { company?: string | null; vat_id?: string | null } | null | undefined;
  className?: string;
}

/**
 * An order's GST invoice facts, as its tax invoice prints them; nothing for an order without a GSTIN. Plain
 * lines in the page's own box, with no style sheet of their own: a CSS file here would be one more chunk in
 * webpack's runtime on every page, and the first route has no bytes to spare.
 */
export function OrderGstInvoice({ billing, className }: OrderGstInvoiceProps) {
  if (!billing?.vat_id) return null;
  return (
    <section className={className} aria-label={M.invoiceHeading}>
      <h2>{M.invoiceHeading}</h2>
      <p>{M.fact(GST_INVOICE_LABELS.businessName, billing.company ?? '')}</p>
      <p>{M.fact(GST_INVOICE_LABELS.gstin, billing.vat_id)}</p>
    </section>
  );
}
