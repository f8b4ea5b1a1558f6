import './location.css';
import { useId } from 'react';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/modal/modal';
import { PINCODE_MIN_LENGTH } from '../constants';
import { useDeliveryCodeDialog } from '../hooks/use-delivery-code-dialog';
import { LOCATION_MESSAGES } from '../messages';

/** SPEC 2.4 'Delivery code dialog': heading, the 'Delivery code' field, Confirm; and 'use my location'. */
export default function DeliveryCodeDialog({ onClose }: { onClose: () => void }) {
  const view = useDeliveryCodeDialog(onClose);
  const inputId = useId();
  return (
    <Modal open title={LOCATION_MESSAGES.dialogTitle} onClose={onClose}>
      {/* noValidate: a short pincode gets the shop's own message (SPEC 5), not the browser's bubble. */}
      <form className="delivery-code-form" noValidate onSubmit={view.onSubmit}>
        <label className="delivery-code-form__label" htmlFor={inputId}>
          {LOCATION_MESSAGES.fieldLabel}
        </label>
        <div className="delivery-code-form__row">
          <input
            id={inputId}
            className="delivery-code-form__input"
            name="pincode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={LOCATION_MESSAGES.placeholder}
            minLength={PINCODE_MIN_LENGTH}
            value={view.pincode}
            onChange={view.onPincodeChange}
          />
          <Button type="submit" disabled={view.busy}>
            {LOCATION_MESSAGES.confirm}
          </Button>
        </div>
      </form>
      {view.canLocate ? (
        <Button className="delivery-code-form__locate" variant="secondary" onClick={view.onUseMyLocation}>
          {LOCATION_MESSAGES.useMyLocation}
        </Button>
      ) : null}
    </Modal>
  );
}
