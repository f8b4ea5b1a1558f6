import { Button } from '../../../ui/button/button';
import type { CheckoutCart } from '../hooks/use-checkout-cart';
import { usePlaceOrder } from '../hooks/use-place-order';
import { CheckoutPriceDetails } from './order-review';
import { StepError } from './step-error';

/**
 * The review step: what the order will cost, line by line as the shop computed it with the chosen shipping and
 * payment (cash on delivery's charge included), then Place order, what placing waits for and what went wrong.
 */
export function PlaceOrder({ cart }: { cart: CheckoutCart }) {
  const view = usePlaceOrder(cart.eventCart);
  return (
    <div className="checkout-place">
      <CheckoutPriceDetails cart={cart} level={3} />
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
