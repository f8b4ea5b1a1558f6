// The RMA item attributes a return item carries: reason, condition and resolution, select attributes with
// Magento's default options and option ids (Magento_Rma's install data; its api-functional tests select
// resolution 4 "Exchange", condition 8 "Opened", reason 10 "Wrong Color"). The return form reads them with
// attributesList(entityType: RMA_ITEM); requestReturn takes an option as its uid (base64 of the option id).
import { inputError } from '../../errors';
import { encodeUid } from '../../graphql/uid';

export type ReturnAttributeCode = 'reason' | 'condition' | 'resolution';

interface ReturnAttribute {
  code: ReturnAttributeCode;
  label: string;
  required: boolean;
  sortOrder: number;
  options: readonly { id: number; label: string }[];
}

export const RETURN_ATTRIBUTES: readonly ReturnAttribute[] = [
  {
    code: 'resolution',
    label: 'Resolution',
    required: true,
    sortOrder: 10,
    options: [
      { id: 4, label: 'Exchange' },
      { id: 5, label: 'Refund' },
      { id: 6, label: 'Store Credit' },
    ],
  },
  {
    code: 'condition',
    label: 'Item Condition',
    // Magento requires it; the shop asks it only when the shopper wants to say (the operator checks on receipt).
    required: false,
    sortOrder: 20,
    options: [
      { id: 7, label: 'Unopened' },
      { id: 8, label: 'Opened' },
      { id: 9, label: 'Damaged' },
    ],
  },
  {
    code: 'reason',
    label: 'Reason to Return',
    required: true,
    sortOrder: 30,
    options: [
      { id: 10, label: 'Wrong Color' },
      { id: 11, label: 'Wrong Size' },
      { id: 12, label: 'Out of Service' },
      { id: 13, label: 'Other' },
    ],
  },
];

const byCode = new Map(RETURN_ATTRIBUTES.map((a) => [a.code, a]));

/** attributesList(entityType: RMA_ITEM): the attributes' metadata, options valued by their uids. */
export function returnItemAttributesList() {
  return {
    errors: [],
    items: RETURN_ATTRIBUTES.map((a) => ({
      __typename: 'ReturnItemAttributeMetadata',
      code: a.code,
      label: a.label,
      entity_type: 'RMA_ITEM',
      frontend_input: 'SELECT',
      frontend_class: null,
      default_value: null,
      is_required: a.required,
      is_unique: false,
      sort_order: a.sortOrder,
      options: a.options.map((o) => ({
        __typename: 'AttributeOptionMetadata',
        label: o.label,
        value: encodeUid(o.id),
        is_default: false,
      })),
    })),
  };
}

export type ChosenAttributes = Record<ReturnAttributeCode, number | null>;

/** The option ids an item's selected_custom_attributes choose; Magento's messages for missing or wrong ones. */
export function chosenAttributes(selected: unknown): ChosenAttributes {
  const chosen: ChosenAttributes = { reason: null, condition: null, resolution: null };
  for (const entry of Array.isArray(selected) ? selected.slice(0, 10) : []) {
    const { attribute_code: code, value } = (entry ?? {}) as { attribute_code?: unknown; value?: unknown };
    const attribute = byCode.get(code as ReturnAttributeCode);
    if (!attribute)
      throw inputError(`The "${String(code).slice(0, 64)}" attribute is not a return item attribute.`);
    const option = attribute.options.find((o) => encodeUid(o.id) === value);
    if (!option) throw inputError(`Value of uid "${String(value).slice(0, 64)}" is incorrect.`);
    chosen[attribute.code] = option.id;
  }
  for (const attribute of RETURN_ATTRIBUTES)
    if (attribute.required && chosen[attribute.code] === null)
      throw inputError(`"${attribute.label}" is a required value.`);
  return chosen;
}

/** The attribute and option an item's stored option id names. */
export function optionOf(code: ReturnAttributeCode, id: number | null) {
  const attribute = byCode.get(code)!;
  const option = attribute.options.find((o) => o.id === id);
  return option ? { attribute, option } : null;
}
