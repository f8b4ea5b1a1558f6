import { AddressForm } from '../../address';
import { Button } from '../../../ui/button/button';
import { useShippingAddressStep } from '../hooks/use-shipping-address-step';
import { CHECKOUT_MESSAGES as M } from '../page-messages';
import { StepError } from './step-error';

const line = (a: {
  firstname: string | null;
  lastname: string | null;
  street: (string | null)[] | null;
  city: string | null;
  postcode: string | null;
}) =>
  [
    `${a.firstname ?? ''} ${a.lastname ?? ''}`.trim(),
    ...(a.street ?? []),
    `${a.city ?? ''} ${a.postcode ?? ''}`,
  ]
    .filter(Boolean)
    .join(', ');

/** Step 1: a guest's e-mail and address, or a customer's saved address (or a new one). */
export function ShippingAddressStep({ onAccepted }: { onAccepted: () => void }) {
  const view = useShippingAddressStep(onAccepted);
  const showForm = !view.isSignedIn || view.chosenId === null;
  return (
    <form className="checkout-step__form" onSubmit={view.onSubmit} noValidate>
      {view.isSignedIn && view.savedAddresses.length > 0 ? (
        <fieldset className="checkout-choices">
          <legend>{M.savedAddresses}</legend>
          {view.savedAddresses.map((address) => (
            <label key={address.id} className="checkout-choice">
              <input
                type="radio"
                name="saved-address"
                checked={view.chosenId === address.id}
                onChange={() => view.choose(address.id)}
              />
              <span>{line(address)}</span>
            </label>
          ))}
          <label className="checkout-choice">
            <input
              type="radio"
              name="saved-address"
              checked={view.chosenId === null}
              onChange={() => view.choose(null)}
            />
            <span>{M.addNewAddress}</span>
          </label>
        </fieldset>
      ) : null}
      {showForm ? (
        <AddressForm
          idPrefix="shipping"
          value={view.draft}
          onChange={view.setDraft}
          errors={view.errors}
          withEmail={!view.isSignedIn}
        />
      ) : null}
      <StepError message={view.error} />
      <Button type="submit" disabled={view.submitting} aria-busy={view.submitting}>
        {M.deliverHere}
      </Button>
    </form>
  );
}
