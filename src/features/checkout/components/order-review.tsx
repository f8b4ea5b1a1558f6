import { Price } from '../../../ui/price/price';
import type { CheckoutCart } from '../hooks/use-checkout-cart';
import { CHECKOUT_MESSAGES as M } from '../page-messages';

/** The cart's lines and totals, beside the steps (the review step's Place order button: place-order.tsx). */
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
