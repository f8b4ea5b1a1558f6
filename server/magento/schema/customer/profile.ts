// Validation of the account fields customers send (createCustomerV2, updateCustomerV2, updateCustomer), with
// Magento's messages. Returns a patch of columns; nothing is written here.
import { inputError } from '../../errors';
import type { CustomerPatch } from '../../db/repositories/customers';

export interface AttributeInput {
  attribute_code: string;
  value?: string | null;
  selected_options?: unknown;
}

export interface ProfileInput {
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  taxvat?: string | null;
  gender?: number | null;
  is_subscribed?: boolean | null;
  dob?: string | null;
  date_of_birth?: string | null;
  custom_attributes?: (AttributeInput | null)[] | null;
}

const LABELS = { firstname: 'First Name', lastname: 'Last Name' } as const;
const OPTIONAL_NAMES = {
  middlename: 'Middle Name/Initial',
  prefix: 'Name Prefix',
  suffix: 'Name Suffix',
} as const;
// Magento\Customer\Model\Validator\Name: letters, marks, digits, spaces and , - _ . ' ’ `
const NAME = /^[\p{L}\p{M}\d,\-_.'’`\s]{1,255}$/u;
/** Verified values: they change only through verifyMyAccOtp, never by editing the account. */
export const VERIFIED_ATTRIBUTES = ['mobile_number', 'secondary_email'] as const;

/** Magento's "Required parameters are missing" for names that are absent (when creating) or blank. */
export function checkRequiredNames(input: ProfileInput, creating: boolean): void {
  const missing = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter((key) => {
    const value = input[key];
    return (
      (creating || value !== undefined) && (value === null || value === undefined || value.trim() === '')
    );
  });
  if (missing.length)
    throw inputError(`Required parameters are missing: ${missing.map((k) => LABELS[k]).join(', ')}`);
}

function checkName(label: string, value: string): string {
  const trimmed = value.trim();
  if (!NAME.test(trimmed)) throw inputError(`${label} is not valid!`);
  return trimmed;
}

function checkDate(value: string, now: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`) : null;
  // Magento's message; the shop takes dates as YYYY-MM-DD only (see docs/MAGENTO-DIFFERENCES.md).
  if (!m || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value.trim())
    throw inputError('Invalid date');
  if (date.getTime() > now) throw inputError('The Date of Birth should not be greater than today.');
  return value.trim();
}

/** Notification preferences (/communications): '1' (wanted) or '0'. */
export const PREFERENCE_ATTRIBUTES = ['notify_order_updates', 'notify_offers'] as const;
type Preference = (typeof PREFERENCE_ATTRIBUTES)[number];

function checkCustomAttributes(attributes: ProfileInput['custom_attributes']): CustomerPatch {
  const patch: CustomerPatch = {};
  for (const attribute of attributes ?? []) {
    const code = attribute?.attribute_code ?? '';
    if ((PREFERENCE_ATTRIBUTES as readonly string[]).includes(code)) {
      const value = attribute?.value?.trim();
      if (value !== '0' && value !== '1') throw inputError(`"${code}" must be 0 or 1.`);
      patch[code as Preference] = Number(value);
      continue;
    }
    if ((VERIFIED_ATTRIBUTES as readonly string[]).includes(code))
      throw inputError(`"${code}" can only be changed by verifying it with a one-time password.`);
    throw inputError(`"${code}" is not a customer attribute.`);
  }
  return patch;
}

/** The validated columns the input sets (undefined keys are left alone); `now` is the server's clock. */
export function profilePatch(input: ProfileInput, now: number): CustomerPatch {
  const patch: CustomerPatch = checkCustomAttributes(input.custom_attributes);
  if (input.firstname != null) patch.firstname = checkName(LABELS.firstname, input.firstname);
  if (input.lastname != null) patch.lastname = checkName(LABELS.lastname, input.lastname);
  for (const key of Object.keys(OPTIONAL_NAMES) as (keyof typeof OPTIONAL_NAMES)[]) {
    const value = input[key];
    if (value != null) patch[key] = value.trim() === '' ? null : checkName(OPTIONAL_NAMES[key], value);
  }
  if (input.taxvat != null) patch.taxvat = input.taxvat.trim().slice(0, 50) || null;
  if (input.gender != null) {
    if (![1, 2, 3].includes(input.gender)) throw inputError(`"${input.gender}" is not a valid gender value.`);
    patch.gender = input.gender;
  }
  if (input.is_subscribed != null) patch.is_subscribed = input.is_subscribed ? 1 : 0;
  const dob = input.date_of_birth ?? input.dob;
  if (dob != null) patch.dob = dob.trim() === '' ? null : checkDate(dob, now);
  return patch;
}
