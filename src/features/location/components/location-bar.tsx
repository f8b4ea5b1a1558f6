import './location.css';
import { useLocationBar } from '../hooks/use-location-bar';
import { LOCATION_MESSAGES } from '../messages';
import { DeliveryDialog } from './delivery-dialog';

/** The header's delivery-location bar (SPEC 2.4): 'Deliver to {city} {pincode}', opening the dialog. */
export function LocationBar() {
  const view = useLocationBar();
  return (
    <>
      <button type="button" className="location-bar" aria-haspopup="dialog" onClick={view.openDialog}>
        <span className="location-bar__label">{LOCATION_MESSAGES.deliverTo}</span>{' '}
        <span className="location-bar__place">{view.place}</span>
      </button>
      <DeliveryDialog open={view.dialogOpen} onClose={view.closeDialog} />
    </>
  );
}
