import { Button } from '../../../ui/button/button';
import type { CheckoutCart } from '../hooks/use-checkout-cart';
import { usePlaceOrder } from '../hooks/use-place-order';
import { StepError } from './step-error';

/** The review step: Place order, with what placing it is waiting for and what went wrong. */
export function PlaceOrder({ cart }: { cart: CheckoutCart }) {
  const view = usePlaceOrder(cart.eventCart);
  return (
    <div className="checkout-place">
      <StepError message={view.error} />
      {view.waiting ? (
        <p className="checkout-place__waiting" role="status">
          {view.waiting}
        </p>
      ) : null}
      <Button
        className="checkout-place__button"
        onClick={view.place}
        disabled={view.disabled}
        aria-busy={view.disabled}
      >
        {view.label}
      </Button>
    </div>
  );
}
