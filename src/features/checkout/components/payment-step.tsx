import './payment-step.css';
import { AddressForm } from '../../address';
import { GstInvoiceFields } from '../../gst-invoice';
import { Button } from '../../../ui/button/button';
import { usePaymentStep, type PaymentStepView } from '../hooks/use-payment-step';
import { CHECKOUT_MESSAGES as M } from '../page-messages';
import type { PaymentContext, PaymentOption } from '../payment-options';
import { StepError } from './step-error';

/** Step 3: the billing address (same as shipping by default) and the payment method (SPEC 4's rule). */
export function PaymentStep({ context, onAccepted }: { context: PaymentContext; onAccepted: () => void }) {
  const view = usePaymentStep(context, onAccepted);
  return (
    <form className="checkout-step__form" onSubmit={view.onSubmit} noValidate>
      <label className="checkout-choice checkout-choice--plain">
        <input
          type="checkbox"
          checked={view.sameAsShipping}
          onChange={(event) => view.setSameAsShipping(event.target.checked)}
        />
        <span>{M.billingSameAsShipping}</span>
      </label>
      {view.sameAsShipping ? null : (
        <fieldset className="checkout-choices">
          <legend>{M.billingAddress}</legend>
          <AddressForm
            idPrefix="billing"
            value={view.billingDraft}
            onChange={view.setBillingDraft}
            errors={view.billingErrors}
          />
        </fieldset>
      )}
      <GstInvoiceFields value={view.gst} onChange={view.setGst} errors={view.gstErrors} />
      <fieldset className="checkout-choices">
        <legend>{M.paymentMethod}</legend>
        {view.groups.length === 0 ? <p>{M.noPaymentOptions}</p> : null}
        {/* One radio group (one name) across the providers' fieldsets: a single choice among them all. */}
        {view.groups.map((group) =>
          group.name ? (
            <fieldset key={group.key} className="checkout-choices checkout-provider">
              <legend>{group.name}</legend>
              {group.options.map((option) => (
                <PaymentChoice key={option.id} option={option} view={view} />
              ))}
            </fieldset>
          ) : (
            group.options.map((option) => <PaymentChoice key={option.id} option={option} view={view} />)
          ),
        )}
      </fieldset>
      <StepError message={view.error} />
      <Button type="submit" disabled={view.submitting} aria-busy={view.submitting}>
        {M.continue}
      </Button>
    </form>
  );
}

function PaymentChoice({ option, view }: { option: PaymentOption; view: PaymentStepView }) {
  const noteId = `payment-note-${option.id}`;
  return (
    <div className="checkout-choice">
      <label className="checkout-choice__label">
        <input
          type="radio"
          name="payment-option"
          value={option.id}
          checked={view.chosen === option.id}
          onChange={() => view.choose(option.id)}
          aria-describedby={option.note ? noteId : undefined}
        />
        <span>{option.label}</span>
      </label>
      {option.note ? (
        <small id={noteId} className="checkout-choice__note">
          {option.note}
        </small>
      ) : null}
    </div>
  );
}
