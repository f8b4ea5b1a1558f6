import './checkout.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { Price } from '../../../ui/price/price';
import { useOrderConfirmation } from '../hooks/use-order-confirmation';
import { CHECKOUT_MESSAGES as M } from '../page-messages';

/** /order-confirmation: order number, items, totals, delivery address; for a guest, create an account. */
export default function OrderConfirmationPage() {
  const view = useOrderConfirmation();
  if (!view.orderNumber)
    return (
      <div className="checkout-page site-width">
        <h1>{M.confirmationTitle}</h1>
        <p>{M.noRecentOrder}</p>
        <Link className="button button--primary" to="/">
          {M.continueShopping}
        </Link>
      </div>
    );
  const { order } = view;
  const items = (order?.items ?? []).filter((item) => item !== null);
  return (
    <div className="checkout-page order-confirmation site-width">
      <h1>{M.thankYou}</h1>
      <p className="order-confirmation__number">{M.orderNumber(view.orderNumber)}</p>
      {view.loading ? <p>{M.loading}</p> : null}
      {items.length ? (
        <section className="checkout-summary" aria-labelledby="confirmation-items">
          <h2 id="confirmation-items" className="checkout-summary__heading">
            {M.items}
          </h2>
          <ul className="checkout-summary__items">
            {items.map((item) => (
              <li key={item.id} className="checkout-summary__item">
                <span>{item.product_name ?? item.product_sku}</span>
                <span>{M.quantity(item.quantity_ordered ?? 0)}</span>
                <Price value={item.product_sale_price.value ?? 0} currency="INR" />
              </li>
            ))}
          </ul>
          {order?.total ? (
            <dl className="checkout-summary__totals">
              <dt>{M.subtotal}</dt>
              <dd>
                <Price value={order.total.subtotal_incl_tax.value ?? 0} currency="INR" />
              </dd>
              <dt>{M.shipping}</dt>
              <dd>
                <Price value={order.total.total_shipping.value ?? 0} currency="INR" />
              </dd>
              {(order.total.discounts ?? []).map((discount, index) =>
                discount ? (
                  <div key={index} className="checkout-summary__discount">
                    <dt>{discount.label || M.discount}</dt>
                    <dd>
                      <Price value={-(discount.amount.value ?? 0)} currency="INR" />
                    </dd>
                  </div>
                ) : null,
              )}
              <dt>{M.grandTotal}</dt>
              <dd>
                <Price value={order.total.grand_total.value ?? 0} currency="INR" />
              </dd>
            </dl>
          ) : null}
        </section>
      ) : null}
      {view.address.length ? (
        <section className="checkout-step" aria-labelledby="confirmation-address">
          <h2 id="confirmation-address">{M.deliveryAddress}</h2>
          <address className="order-confirmation__address">
            {view.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
      ) : null}
      {view.canCreateAccount ? (
        <section className="checkout-step">
          <p>{M.createAccountPrompt}</p>
          <Button onClick={view.createAccount}>{M.createAccount}</Button>
        </section>
      ) : null}
      <Link className="button button--secondary" to="/">
        {M.continueShopping}
      </Link>
    </div>
  );
}
