import { Price } from '../../../ui/price/price';
import { PRICE_MESSAGES } from '../../../../common/price/messages';
import { Button } from '../../../ui/button/button';
import type { ShippingMethod } from '../api/checkout.graphql';
import type { EventCart } from '../checkout-events';
import { methodKey, useShippingMethodStep } from '../hooks/use-shipping-method-step';
import { CHECKOUT_MESSAGES as M } from '../page-messages';
import { shippingMethodLabel } from '../../../../common/checkout/shipping-method-label';
import { StepError } from './step-error';

interface Props {
  methods: ShippingMethod[];
  eventCart: EventCart;
  onAccepted: () => void;
}

/** Step 2: the shipping methods Magento offers for the address. */
export function ShippingMethodStep({ methods, eventCart, onAccepted }: Props) {
  const view = useShippingMethodStep(methods, eventCart, onAccepted);
  return (
    <form className="checkout-step__form" onSubmit={view.onSubmit}>
      {view.methods.length === 0 ? <p>{M.noShippingMethods}</p> : null}
      <fieldset className="checkout-choices">
        <legend className="visually-hidden">{M.shippingMethod}</legend>
        {view.methods.map((method) => (
          <label key={methodKey(method)} className="checkout-choice">
            <input
              type="radio"
              name="shipping-method"
              checked={view.chosen === methodKey(method)}
              onChange={() => view.choose(methodKey(method))}
            />
            <span>{shippingMethodLabel(method.carrier_title, method.method_title)}</span>
            {method.amount?.value ? (
              <Price value={method.amount.value} currency="INR" />
            ) : (
              <span>{PRICE_MESSAGES.free}</span>
            )}
          </label>
        ))}
      </fieldset>
      <StepError message={view.error} />
      <Button type="submit" disabled={view.submitting || !view.chosen} aria-busy={view.submitting}>
        {M.continue}
      </Button>
    </form>
  );
}
