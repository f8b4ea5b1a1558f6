import './gst-invoice.css';
import { useId } from 'react';
import type { GstInvoiceDraft, GstInvoiceErrors } from '../gst-invoice-draft';
import { GST_INVOICE_MESSAGES as M } from '../messages';

interface GstInvoiceFieldsProps {
  value: GstInvoiceDraft;
  onChange: (value: GstInvoiceDraft) => void;
  errors: GstInvoiceErrors;
}

/**
 * "Need a GST invoice?" on the billing step: a disclosure opening the GSTIN and business name fields. The
 * parent owns the values, so what was typed survives a refused submit and closing the disclosure.
 */
export function GstInvoiceFields({ value, onChange, errors }: GstInvoiceFieldsProps) {
  const id = useId();
  const ids = {
    panel: `${id}-panel`,
    gstin: `${id}-gstin`,
    hint: `${id}-gstin-hint`,
    gstinError: `${id}-gstin-error`,
    businessName: `${id}-business`,
    businessNameError: `${id}-business-error`,
  };
  const joined = (...list: (string | false)[]) => list.filter(Boolean).join(' ') || undefined;

  return (
    <div className="gst-invoice">
      <button
        type="button"
        className="gst-invoice__toggle"
        aria-expanded={value.wanted}
        aria-controls={ids.panel}
        onClick={() => onChange({ ...value, wanted: !value.wanted })}
      >
        {M.disclosure}
      </button>
      <div id={ids.panel} className="gst-invoice__panel" hidden={!value.wanted}>
        <p className="gst-invoice__intro">{M.intro}</p>
        <div className="gst-invoice__field">
          <label htmlFor={ids.gstin}>{M.gstin}</label>
          <input
            id={ids.gstin}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={value.gstin}
            aria-invalid={errors.gstin ? true : undefined}
            aria-describedby={joined(ids.hint, Boolean(errors.gstin) && ids.gstinError)}
            // A GSTIN is written in capitals: typed ones become capitals as they are typed.
            onChange={(event) => onChange({ ...value, gstin: event.target.value.toUpperCase() })}
          />
          <p className="gst-invoice__hint" id={ids.hint}>
            {M.gstinHint}
          </p>
          {errors.gstin ? (
            <p className="gst-invoice__error" id={ids.gstinError}>
              {errors.gstin}
            </p>
          ) : null}
        </div>
        <div className="gst-invoice__field">
          <label htmlFor={ids.businessName}>{M.businessName}</label>
          <input
            id={ids.businessName}
            type="text"
            autoComplete="organization"
            value={value.businessName}
            aria-invalid={errors.businessName ? true : undefined}
            aria-describedby={joined(Boolean(errors.businessName) && ids.businessNameError)}
            onChange={(event) => onChange({ ...value, businessName: event.target.value })}
          />
          {errors.businessName ? (
            <p className="gst-invoice__error" id={ids.businessNameError}>
              {errors.businessName}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
