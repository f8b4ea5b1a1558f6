import './location.css';
import { useDeliveryEstimate } from '../hooks/use-delivery-estimate';
import { LOCATION_MESSAGES } from '../messages';
import { DeliveryDialog } from './delivery-dialog';

/** The product page's delivery bar: where to, a change button, and the estimated delivery date. */
export function DeliveryEstimate() {
  const view = useDeliveryEstimate();
  return (
    <section className="delivery-estimate" aria-label={LOCATION_MESSAGES.deliveryHeading}>
      <p className="delivery-estimate__place">
        {LOCATION_MESSAGES.deliverTo} <strong>{view.place}</strong>{' '}
        <button type="button" className="delivery-estimate__change" onClick={view.openDialog}>
          {LOCATION_MESSAGES.change}
          <span className="visually-hidden"> {LOCATION_MESSAGES.changeSuffix}</span>
        </button>
      </p>
      {view.estimate ? <p className="delivery-estimate__date">{view.estimate}</p> : null}
      <DeliveryDialog open={view.dialogOpen} onClose={view.closeDialog} />
    </section>
  );
}
