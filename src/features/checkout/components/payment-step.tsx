import { AddressForm } from '../../address';
import { Button } from '../../../ui/button/button';
import { usePaymentStep } from '../hooks/use-payment-step';
import { CHECKOUT_MESSAGES as M } from '../page-messages';
import type { PaymentContext } from '../payment-options';
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
      <fieldset className="checkout-choices">
        <legend>{M.paymentMethod}</legend>
        {view.options.length === 0 ? <p>{M.noPaymentOptions}</p> : null}
        {view.options.map((option) => (
          <div key={option.id} className="checkout-choice">
            <label className="checkout-choice__label">
              <input
                type="radio"
                name="payment-option"
                checked={view.chosen === option.id}
                onChange={() => view.choose(option.id)}
                aria-describedby={option.note ? `payment-note-${option.id}` : undefined}
              />
              <span>{option.label}</span>
            </label>
            {option.note ? (
              <small id={`payment-note-${option.id}`} className="checkout-choice__note">
                {option.note}
              </small>
            ) : null}
          </div>
        ))}
      </fieldset>
      <StepError message={view.error} />
      <Button type="submit" disabled={view.submitting} aria-busy={view.submitting}>
        {M.continue}
      </Button>
    </form>
  );
}
