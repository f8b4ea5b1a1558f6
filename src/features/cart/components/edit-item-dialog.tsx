import { Modal } from '../../../ui/modal/modal';
import type { CartItemData } from '../cart-types';
import { useEditItem } from '../hooks/use-edit-item';
import { CART_MESSAGES, EDIT_MESSAGES } from '../messages';

/** Choose other options for a configurable line (SPEC 4.4). */
export function EditItemDialog({ line, onClose }: { line: CartItemData; onClose: () => void }) {
  const view = useEditItem(line, onClose);
  const name = line.product.name ?? line.product.sku;
  return (
    <Modal
      open
      title={EDIT_MESSAGES.title(name)}
      onClose={onClose}
      primaryAction={{
        label: EDIT_MESSAGES.save,
        onClick: () => void view.save(),
        disabled: view.loading || view.saving || !view.available,
      }}
      secondaryAction={{ label: EDIT_MESSAGES.cancel, onClick: onClose }}
    >
      <div className="edit-item">
        {view.options.map((option) => (
          <label key={option.code} className="edit-item__field">
            {option.label}
            <select value={option.value} onChange={(event) => view.choose(option.code, event.target.value)}>
              {option.values.map((value) => (
                <option key={value.uid} value={value.uid}>
                  {value.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        {!view.loading && !view.available ? <p role="status">{EDIT_MESSAGES.unavailable}</p> : null}
        {view.error ? <p role="alert">{view.error || CART_MESSAGES.updateFailed}</p> : null}
      </div>
    </Modal>
  );
}
