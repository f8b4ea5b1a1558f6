import type { OrderTracking } from '../api/order-tracking.graphql';
import { TRACKING_MESSAGES as M } from '../messages';
import { shipmentViews, type ShipmentView } from '../order-tracking-model';

function Shipment({ shipment }: { shipment: ShipmentView }) {
  return (
    <li className="order-shipment" aria-labelledby={`shipment-${shipment.id}`}>
      <h3 id={`shipment-${shipment.id}`}>{M.shipment(shipment.number)}</h3>
      {shipment.shippedOn ? (
        <p className="order-shipment__date">
          <time dateTime={shipment.shippedOn.iso}>{M.shippedOn(shipment.shippedOn.text)}</time>
        </p>
      ) : null}
      {shipment.tracking.map((t) => (
        <p key={t.key} className="order-shipment__tracking">
          <span>{M.trackingNumber(t.title, t.number)}</span>
          {t.url ? (
            // The carrier's page, in a tab of its own: it gets no handle on this one, nor this page's address.
            <a
              href={t.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={M.trackLabel(t.number, t.title)}
            >
              {M.track}
            </a>
          ) : null}
        </p>
      ))}
      <ul className="order-shipment__items" aria-label={M.shipmentItems}>
        {shipment.items.map((item) => (
          <li key={item.id}>{M.shippedQuantity(item.name, item.quantity)}</li>
        ))}
      </ul>
    </li>
  );
}

/** Each shipment: its number, when it left, the carrier's tracking number and link, and what is in it. */
export function OrderShipments({ tracking }: { tracking: OrderTracking }) {
  const shipments = shipmentViews(tracking.shipments);
  if (shipments.length === 0) return null;
  return (
    <section className="order-tracking__section" aria-labelledby="order-shipments-heading">
      <h2 id="order-shipments-heading">{M.shipments}</h2>
      <ul className="order-shipments">
        {shipments.map((shipment) => (
          <Shipment key={shipment.id} shipment={shipment} />
        ))}
      </ul>
    </section>
  );
}
