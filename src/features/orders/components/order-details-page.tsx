import './orders.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { Price } from '../../../ui/price/price';
import { PriceBreakdownView } from '../../../ui/price/price-breakdown';
import { priceBreakdown } from '../../../../common/price/price-breakdown-model';
import { coinName } from '../../home';
import { NotFoundView } from '../../routing';
import { OrderGstInvoice } from '../../gst-invoice';
import { OrderAfterSales } from '../../returns';
import { OrderInvoices } from '../../invoices';
import type { OrderAddress } from '../api/orders.graphql';
import { ORDER_HISTORY_PATH } from '../constants';
import { useOrderDetails, type OrderDetailsView } from '../hooks/use-order-details';
import { ORDER_MESSAGES as M } from '../messages';

function Address({ title, address }: { title: string; address: OrderAddress | null }) {
  if (!address) return null;
  return (
    <section className="order-details__box" aria-label={title}>
      <h2>{title}</h2>
      <address>
        {address.firstname} {address.lastname}
        {address.street.filter(Boolean).map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
        <br />
        {[address.city, address.region, address.postcode].filter(Boolean).join(', ')}
        {address.telephone ? (
          <>
            <br />
            {address.telephone}
          </>
        ) : null}
      </address>
    </section>
  );
}

function Order({ view }: { view: OrderDetailsView }) {
  return (
    <>
      <p className="order-details__meta">
        {M.placedOn(view.date)} · {M.status}: <strong>{view.status}</strong>
      </p>
      <OrderAfterSales orderNumber={view.number} />
      <section aria-label={M.items}>
        <h2>{M.items}</h2>
        <ul className="order-details__lines">
          {view.lines.map((line) => (
            <li key={line.id} className="order-details__line">
              <span className="order-details__name">{line.name}</span>
              {line.options.map((option) => (
                <span key={option} className="order-details__option">
                  {option}
                </span>
              ))}
              <span>{M.quantity(line.quantity)}</span>
              <Price value={line.price} currency={view.currency} />
            </li>
          ))}
        </ul>
      </section>
      {view.amounts ? (
        <PriceBreakdownView
          className="order-details__totals"
          breakdown={priceBreakdown(view.amounts, coinName())}
        />
      ) : null}
      <div className="order-details__boxes">
        <Address title={M.shippingAddress} address={view.shippingAddress} />
        <Address title={M.billingAddress} address={view.billingAddress} />
        <OrderGstInvoice billing={view.billingAddress} className="order-details__box" />
        <OrderInvoices orderNumber={view.number} className="order-details__box" />
        <section className="order-details__box" aria-label={M.paymentMethod}>
          <h2>{M.paymentMethod}</h2>
          <p>{view.paymentMethods.join(', ')}</p>
          {view.shippingMethod ? (
            <>
              <h2>{M.shippingMethod}</h2>
              <p>{view.shippingMethod}</p>
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}

/** /order-history/{number}: an order's items, totals, addresses, payment and status; not-found for others'. */
export default function OrderDetailsPage() {
  const view = useOrderDetails();
  if (view.notFound) return <NotFoundView />;
  let body;
  if (view.loading) body = <LoadingIndicator>{M.loading}</LoadingIndicator>;
  else if (view.error)
    body = (
      <p role="alert">
        {M.loadError} <Button onClick={view.retry}>{M.retry}</Button>
      </p>
    );
  else body = <Order view={view} />;
  return (
    <article className="order-details site-width" aria-labelledby="order-heading">
      <Link className="order-details__back" to={ORDER_HISTORY_PATH}>
        {M.backToOrders}
      </Link>
      <h1 id="order-heading">{M.orderHeading(view.number)}</h1>
      {body}
    </article>
  );
}
