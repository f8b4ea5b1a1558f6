import './gst-invoice.css';
import { GST_INVOICE_LABELS, GST_INVOICE_MESSAGES as M } from '../messages';

interface OrderGstInvoiceProps {
  /** The order's billing address: Magento's company and vat_id (the GSTIN). */
  billing: { company?: string | null; vat_id?: string | null } | null | undefined;
  className?: string;
}

/** An order's GST invoice facts, as its tax invoice prints them; nothing for an order without a GSTIN. */
export function OrderGstInvoice({ billing, className = '' }: OrderGstInvoiceProps) {
  if (!billing?.vat_id) return null;
  return (
    <section className={`gst-invoice-facts ${className}`.trim()} aria-label={M.invoiceHeading}>
      <h2>{M.invoiceHeading}</h2>
      <dl>
        <div>
          <dt>{GST_INVOICE_LABELS.businessName}</dt>
          <dd>{billing.company}</dd>
        </div>
        <div>
          <dt>{GST_INVOICE_LABELS.gstin}</dt>
          <dd>{billing.vat_id}</dd>
        </div>
      </dl>
    </section>
  );
}
