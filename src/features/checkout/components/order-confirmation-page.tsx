import './checkout.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { Price } from '../../../ui/price/price';
import { PriceBreakdownView } from '../../../ui/price/price-breakdown';
import { priceBreakdown } from '../../../../common/price/price-breakdown-model';
import { coinName } from '../../home';
import { orderBreakdownAmounts } from '../../orders';
import { OrderGstInvoice } from '../../gst-invoice';
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
        </section>
      ) : null}
      {order ? (
        <PriceBreakdownView
          className="checkout-summary"
          breakdown={priceBreakdown(orderBreakdownAmounts(order), coinName())}
        />
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
      <OrderGstInvoice billing={order?.billing_address} className="checkout-step" />
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
