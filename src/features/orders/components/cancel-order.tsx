import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/modal/modal';
import { useCancelOrder, type CancelledOrder } from '../hooks/use-cancel-order';
import { CANCEL_MESSAGES as M } from '../messages';

/**
 * "Cancel order" while the shop allows it (the order's available_actions has CANCEL): a dialog to pick one of the
 * store's reasons and confirm. The shop's refusal is shown in the dialog; once cancelled, the page shows the
 * order as the answer has it (canceled, a prepaid order's refund) and focus moves to the confirmation.
 */
export function CancelOrder({ order, cancellable }: { order: CancelledOrder; cancellable: boolean }) {
  const { enabled, reasons, cancel, cancelling } = useCancelOrder(cancellable);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const name = useId();

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done)
    return (
      <p className="order-cancel order-cancel__done" role="status" tabIndex={-1} ref={doneRef}>
        {M.canceled}
      </p>
    );
  if (!cancellable || !enabled || reasons.length === 0) return null;

  const close = () => {
    setOpen(false);
    setError('');
  };
  const confirm = async () => {
    setError('');
    const result = await cancel(order, reason);
    if (result.ok) {
      setOpen(false);
      setDone(true);
    } else setError(result.message);
  };

  return (
    <div className="order-cancel">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {M.button}
      </Button>
      <Modal
        open={open}
        title={M.title(order.number)}
        onClose={close}
        closeLabel={M.close}
        primaryAction={{
          label: cancelling ? M.sending : M.confirm,
          onClick: () => void confirm(),
          disabled: !reason || cancelling,
        }}
        secondaryAction={{ label: M.keep, onClick: close }}
      >
        <fieldset className="order-cancel__reasons">
          <legend>{M.reasons}</legend>
          {reasons.map((description) => (
            <label key={description}>
              <input
                type="radio"
                name={name}
                value={description}
                checked={reason === description}
                onChange={() => setReason(description)}
              />{' '}
              {description}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p className="order-cancel__error" role="alert">
            {error}
          </p>
        ) : null}
      </Modal>
    </div>
  );
}
