import type { OptionView, OptionValueView } from '../hooks/use-product-options';

interface ProductOptionsProps {
  options: OptionView[];
  onChoose: (code: string, uid: string) => void;
}

function valueClass(swatches: boolean, value: OptionValueView): string {
  return [
    'product-option__value',
    swatches ? 'product-option__value--swatch' : '',
    value.checked ? 'product-option__value--checked' : '',
    value.disabled ? 'product-option__value--disabled' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** One option as a radio group: native radios, so arrow keys move and disabled values are skipped. */
function OptionGroup({
  option,
  onChoose,
}: {
  option: OptionView;
  onChoose: ProductOptionsProps['onChoose'];
}) {
  const chosen = option.values.find((value) => value.checked);
  return (
    <fieldset className="product-option">
      <legend className="product-option__legend">
        {option.label}
        {/* Shown for the eye; the checked radio already says it to assistive tech. */}
        {chosen ? <span aria-hidden="true">: {chosen.label}</span> : null}
      </legend>
      <div className="product-option__values">
        {option.values.map((value) => (
          <label key={value.uid} className={valueClass(option.swatches, value)}>
            <input
              className="visually-hidden"
              type="radio"
              name={`option-${option.code}`}
              value={value.uid}
              checked={value.checked}
              disabled={value.disabled}
              onChange={() => onChoose(option.code, value.uid)}
            />
            {value.color ? (
              <span
                className="product-option__color"
                style={{ background: value.color }}
                aria-hidden="true"
              />
            ) : null}
            <span>{value.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ProductOptions({ options, onChoose }: ProductOptionsProps) {
  if (!options.length) return null;
  return (
    <div className="product-options">
      {options.map((option) => (
        <OptionGroup key={option.code} option={option} onChoose={onChoose} />
      ))}
    </div>
  );
}
