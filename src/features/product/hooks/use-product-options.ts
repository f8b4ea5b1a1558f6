import { useCallback, useState } from 'react';
import { COLOR_ATTRIBUTES } from '../constants';
import {
  choose as chooseValue,
  chosenVariant,
  imagesFor,
  isValueAvailable,
  options,
  type Selection,
  type ShownImage,
} from '../product-model';
import type { ConfigurableOption, ProductDetail, ProductVariantData } from '../types';

export interface OptionValueView {
  uid: string;
  label: string;
  /** A CSS colour for colour swatches. */
  color: string | null;
  checked: boolean;
  /** No in-stock variant has this value with the other choices made so far. */
  disabled: boolean;
}

export interface OptionView {
  code: string;
  label: string;
  swatches: boolean;
  values: OptionValueView[];
}

export interface ProductOptionsView {
  options: OptionView[];
  choose: (code: string, uid: string) => void;
  /** Labels of the options still to choose. */
  missing: string[];
  variant: ProductVariantData | null;
  images: ShownImage[];
}

const HEX_COLOR = /^#[0-9a-f]{3,8}$/i;

function optionView(product: ProductDetail, selection: Selection, option: ConfigurableOption): OptionView {
  const code = option.attribute_code ?? '';
  const swatches = COLOR_ATTRIBUTES.includes(code);
  const values = (option.values ?? []).flatMap((value) => {
    if (!value?.uid || !value.label) return [];
    const swatch = value.swatch_data?.value ?? '';
    return [
      {
        uid: value.uid,
        label: value.label,
        color: swatches && HEX_COLOR.test(swatch) ? swatch : null,
        checked: selection[code] === value.uid,
        disabled: !isValueAvailable(product, selection, code, value.uid),
      },
    ];
  });
  return { code, label: option.label || code, swatches, values };
}

/** Configurable options as radio groups; the chosen variant and the pictures follow the choice. */
export function useProductOptions(product: ProductDetail | null): ProductOptionsView {
  const [selection, setSelection] = useState<Selection>({});
  const choose = useCallback(
    (code: string, uid: string) => {
      if (product) setSelection((current) => chooseValue(product, current, code, uid));
    },
    [product],
  );
  if (!product) return { options: [], choose, missing: [], variant: null, images: [] };
  const all = options(product);
  return {
    options: all.map((option) => optionView(product, selection, option)),
    choose,
    missing: all.filter((option) => !selection[option.attribute_code ?? '']).map((o) => o.label ?? ''),
    variant: chosenVariant(product, selection),
    images: imagesFor(product, selection),
  };
}
