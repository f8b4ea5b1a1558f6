import { Button } from '../../../ui/button/button';
import { Price } from '../../../ui/price/price';
import type { CheckoutCart } from '../hooks/use-checkout-cart';
import { usePlaceOrder } from '../hooks/use-place-order';
import { CHECKOUT_MESSAGES as M } from '../page-messages';
import { StepError } from './step-error';

/** The cart's lines and totals; in the review step, the Place order button under them. */
export function OrderSummary({ cart }: { cart: CheckoutCart }) {
  return (
    <div className="checkout-summary">
      <h2 className="checkout-summary__heading">{M.items}</h2>
      <ul className="checkout-summary__items">
        {cart.items.map((item) => (
          <li key={item.uid} className="checkout-summary__item">
            <span>{item.product.name}</span>
            <span>{M.quantity(item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__totals">
        <dt>{M.subtotal}</dt>
        <dd>
          <Price value={cart.subtotal} currency="INR" />
        </dd>
        <dt>{M.shipping}</dt>
        <dd>
          <Price value={cart.shipping} currency="INR" />
        </dd>
        <dt>{M.grandTotal}</dt>
        <dd>
          <Price value={cart.grandTotal} currency="INR" />
        </dd>
      </dl>
    </div>
  );
}

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
