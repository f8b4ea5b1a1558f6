import { useId } from 'react';
import type { QuantityView } from '../hooks/use-quantity';
import { PRODUCT_MESSAGES } from '../messages';

/** − [n] + within the product's sale quantities. */
export function QuantityStepper({ quantity }: { quantity: QuantityView }) {
  const inputId = useId();
  return (
    <div className="quantity-stepper">
      <label className="quantity-stepper__label" htmlFor={inputId}>
        {PRODUCT_MESSAGES.quantity}
      </label>
      <div className="quantity-stepper__controls">
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={PRODUCT_MESSAGES.decrease}
          disabled={!quantity.canDecrease}
          onClick={quantity.decrease}
        >
          −
        </button>
        <input
          id={inputId}
          className="quantity-stepper__input"
          type="number"
          inputMode="numeric"
          min={quantity.min}
          max={quantity.max ?? undefined}
          value={quantity.value}
          onChange={quantity.onChange}
        />
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={PRODUCT_MESSAGES.increase}
          disabled={!quantity.canIncrease}
          onClick={quantity.increase}
        >
          +
        </button>
      </div>
    </div>
  );
}
