import { PriceBreakdownView } from '../../../ui/price/price-breakdown';
import { priceBreakdown } from '../../../../common/price/price-breakdown-model';
import { coinName } from '../../home';
import type { CheckoutCart } from '../hooks/use-checkout-cart';
import { CHECKOUT_MESSAGES as M } from '../page-messages';

/** The cart's price details as the shop computed them now: the cart page's lines, the review's too. */
export function CheckoutPriceDetails({ cart, level }: { cart: CheckoutCart; level?: 2 | 3 }) {
  if (!cart.amounts) return null;
  return <PriceBreakdownView breakdown={priceBreakdown(cart.amounts, coinName())} level={level} />;
}

/** The cart's lines and price details, beside the steps (the review step's Place order button: place-order.tsx). */
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
      <CheckoutPriceDetails cart={cart} />
    </div>
  );
}
