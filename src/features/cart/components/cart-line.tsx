import { useId } from 'react';
import { Image } from '../../../ui/image/image';
import { Price } from '../../../ui/price/price';
import { lineHandling } from '../cart-totals';
import type { CartItemData } from '../cart-types';
import { linePicture } from '../line-picture';
import { LINE_IMAGE_HEIGHT, LINE_IMAGE_SIZES, LINE_IMAGE_WIDTH, MIN_LINE_QUANTITY } from '../constants';
import { CART_MESSAGES } from '../messages';

interface CartLineProps {
  line: CartItemData;
  busy: boolean;
  onQuantity: (line: CartItemData, quantity: number) => void;
  onRemove: (line: CartItemData) => void;
  onEdit?: (line: CartItemData) => void;
  /** Near the top of the cart page: its image is loaded at once (it may be the page's largest paint). */
  priority?: boolean;
  /** The image is not asked for yet (its box is kept): see the cart page. */
  pictureLater?: boolean;
}

/** The options the shopper chose: a configurable's selections, else the item's own size and colour. */
function chosenOptions(line: CartItemData): { label: string; value: string }[] {
  if (line.configurable_options?.length)
    return line.configurable_options.map((option) => ({
      label: option.option_label,
      value: option.value_label,
    }));
  return [
    ...(line.color ? [{ label: 'Color', value: line.color }] : []),
    ...(line.size ? [{ label: 'Size', value: line.size }] : []),
  ];
}

/** One cart line (SPEC 2.4 issue 9): image, name, options, price, handling charges, stepper, edit, remove. */
export function CartLine({
  line,
  busy,
  onQuantity,
  onRemove,
  onEdit,
  priority,
  pictureLater,
}: CartLineProps) {
  const name = line.product.name ?? line.product.sku;
  const price = line.prices?.price.value ?? line.product.price_range.maximum_price?.final_price.value ?? 0;
  const mrp = line.product.price_range.minimum_price.regular_price.value ?? price;
  const handling = lineHandling(line);
  const thumbnail = linePicture(line);
  const options = chosenOptions(line);
  const nameId = useId();

  return (
    <li className="cart-line" aria-labelledby={nameId}>
      {thumbnail ? (
        <Image
          className="cart-line__image"
          resource={thumbnail}
          alt={name}
          width={LINE_IMAGE_WIDTH}
          height={LINE_IMAGE_HEIGHT}
          sizes={LINE_IMAGE_SIZES}
          priority={priority}
          deferred={pictureLater}
        />
      ) : null}
      <div className="cart-line__body">
        <p className="cart-line__name" id={nameId}>
          {name}
        </p>
        {options.length ? (
          <dl className="cart-line__options">
            {options.map((option) => (
              <div key={option.label}>
                <dt>{option.label}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="cart-line__price">
          <Price value={price} />
          {mrp > price ? <Price className="cart-line__mrp" value={mrp} /> : null}
        </p>
        {handling > 0 ? (
          <p className="cart-line__handling">
            {CART_MESSAGES.handlingLine}: <Price value={handling} />
          </p>
        ) : null}
        <div className="cart-line__actions">
          <div className="cart-line__stepper" role="group" aria-label={`${CART_MESSAGES.quantity}, ${name}`}>
            <button
              type="button"
              aria-label={CART_MESSAGES.decrease(name)}
              disabled={busy || line.quantity <= MIN_LINE_QUANTITY}
              onClick={() => onQuantity(line, line.quantity - 1)}
            >
              −
            </button>
            <output aria-live="polite">{line.quantity}</output>
            <button
              type="button"
              aria-label={CART_MESSAGES.increase(name)}
              disabled={busy}
              onClick={() => onQuantity(line, line.quantity + 1)}
            >
              +
            </button>
          </div>
          {onEdit && line.configurable_options?.length ? (
            <button
              type="button"
              className="cart-line__link"
              aria-label={CART_MESSAGES.edit(name)}
              disabled={busy}
              onClick={() => onEdit(line)}
            >
              {CART_MESSAGES.editLabel}
            </button>
          ) : null}
          <button
            type="button"
            className="cart-line__link"
            aria-label={CART_MESSAGES.remove(name)}
            disabled={busy}
            onClick={() => onRemove(line)}
          >
            {CART_MESSAGES.removeLabel}
          </button>
        </div>
      </div>
    </li>
  );
}
