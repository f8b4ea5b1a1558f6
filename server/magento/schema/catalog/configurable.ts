// Configurable products: the options their variants differ by (colour, size), the variants with their option
// values, and Magento's option-selection helper for the product page.
import type { AttributeOptionRow, SuperAttributeRow } from '../../db/repositories/products';
import { inputError } from '../../errors';
import { encodeUid } from '../../graphql/uid';
import type { ProductShape } from './mappers';

/** Magento attribute ids of the two configurable attributes (as in a Luma install). */
export const ATTRIBUTE_IDS = { color: 93, size: 144 } as const;
type Code = keyof typeof ATTRIBUTE_IDS;

const valueUid = (code: Code, optionId: number) =>
  encodeUid(`configurable/${ATTRIBUTE_IDS[code]}/${optionId}`);

function swatch(option: AttributeOptionRow) {
  return option.attribute_code === 'color' && option.swatch
    ? { __typename: 'ColorSwatchData', value: option.swatch }
    : { __typename: 'TextSwatchData', value: option.label };
}

function usedOptions(
  code: Code,
  variants: readonly ProductShape[],
  options: ReadonlyMap<number, AttributeOptionRow>,
) {
  const ids = new Set(variants.map((v) => v[code]).filter((id): id is number => id !== null));
  return [...ids]
    .map((id) => options.get(id))
    .filter((o): o is AttributeOptionRow => o !== undefined)
    .sort((a, b) => a.position - b.position);
}

export function configurableFields(
  parentId: number,
  attributes: readonly SuperAttributeRow[],
  variants: readonly ProductShape[],
  options: ReadonlyMap<number, AttributeOptionRow>,
) {
  const configurable_options = attributes.map((a) => ({
    uid: encodeUid(`configurable/${parentId}/${ATTRIBUTE_IDS[a.attribute_code]}`),
    id: ATTRIBUTE_IDS[a.attribute_code],
    attribute_id: String(ATTRIBUTE_IDS[a.attribute_code]),
    attribute_id_v2: ATTRIBUTE_IDS[a.attribute_code],
    attribute_uid: encodeUid(`catalog_product/${a.attribute_code}`),
    attribute_code: a.attribute_code,
    label: a.label,
    position: a.position,
    product_id: parentId,
    use_default: false,
    values: usedOptions(a.attribute_code, variants, options).map((o) => ({
      uid: valueUid(a.attribute_code, o.option_id),
      value_index: o.option_id,
      label: o.label,
      default_label: o.label,
      store_label: o.label,
      use_default_value: true,
      swatch_data: swatch(o),
    })),
  }));
  const variantList = variants.map((v) => ({
    product: v,
    attributes: attributes.flatMap((a) => {
      const option = options.get(v[a.attribute_code] ?? -1);
      return option
        ? [
            {
              code: a.attribute_code,
              label: option.label,
              uid: valueUid(a.attribute_code, option.option_id),
              value_index: option.option_id,
            },
          ]
        : [];
    }),
  }));
  return { configurable_options, variants: variantList, _attributes: attributes, _options: options };
}

type Configurable = ProductShape & ReturnType<typeof configurableFields>;

function decodeSelection(uids: readonly string[]): Map<Code, number> {
  const selected = new Map<Code, number>();
  for (const uid of uids) {
    const m = /^configurable\/(\d+)\/(\d+)$/.exec(Buffer.from(uid, 'base64').toString('utf8'));
    const code = (Object.keys(ATTRIBUTE_IDS) as Code[]).find((c) => String(ATTRIBUTE_IDS[c]) === m?.[1]);
    if (!m || !code) throw inputError(`Value of uid "${uid}" is incorrect.`);
    selected.set(code, Number(m[2]));
  }
  return selected;
}

/** Variants still possible with `code` set to `optionId` and the other selected options kept. */
function matching(
  product: Configurable,
  selected: ReadonlyMap<Code, number>,
  code?: Code,
  optionId?: number,
) {
  return product.variants.filter(({ product: v }) =>
    (Object.keys(ATTRIBUTE_IDS) as Code[]).every((c) => {
      const wanted = c === code ? optionId : selected.get(c);
      return wanted === undefined || v[c] === wanted;
    }),
  );
}

export function optionsSelection(product: Configurable, uids: readonly string[] | null | undefined) {
  const selected = decodeSelection(uids ?? []);
  const available = (code: Code, optionId: number) =>
    matching(product, selected, code, optionId).some(({ product: v }) => v.stock_status === 'IN_STOCK');
  const complete = product._attributes.every((a) => selected.has(a.attribute_code));
  const variant = complete ? (matching(product, selected)[0]?.product ?? null) : null;
  const options = product.configurable_options.map((o) => ({
    attribute_code: o.attribute_code,
    label: o.label,
    uid: o.attribute_uid,
    values: o.values.map((v) => ({
      uid: v.uid,
      label: v.label,
      is_use_default: true,
      is_available: available(o.attribute_code, v.value_index),
      swatch: v.swatch_data,
    })),
  }));
  return {
    configurable_options: options,
    options_available_for_selection: options.map((o) => ({
      attribute_code: o.attribute_code,
      option_value_uids: o.values.filter((v) => v.is_available).map((v) => v.uid),
    })),
    variant,
    media_gallery: variant?.media_gallery.length ? variant.media_gallery : product.media_gallery,
  };
}
