// An order's items, totals, addresses and payment: the customer's order page and a guest's Track your order.
import type { ReactNode } from 'react';
import { Price } from '../../../ui/price/price';
import { PriceBreakdownView } from '../../../ui/price/price-breakdown';
import { priceBreakdown } from '../../../../common/price/price-breakdown-model';
import { coinName } from '../../home';
import { OrderGstInvoice } from '../../gst-invoice';
import type { OrderAddress } from '../api/orders.graphql';
import type { OrderView } from '../hooks/use-order-details';
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

/**
 * Everything but the heading; `children` (the timeline, shipments, the owner's actions) come after the status
 * line, `boxes` (the owner's invoices) among the address and payment boxes.
 */
export function OrderSummary({
  view,
  children,
  boxes,
}: {
  view: OrderView;
  children?: ReactNode;
  boxes?: ReactNode;
}) {
  return (
    <>
      <p className="order-details__meta">
        {M.placedOn(view.date)} · {M.status}: <strong>{view.status}</strong>
      </p>
      {children}
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
        {boxes}
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
