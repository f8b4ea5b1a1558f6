// What the shopper types into the address form, and the rules it must pass before it is sent (SPEC 5).
import type { SavedAddress } from './api/address.graphql';
import { ADDRESS_MESSAGES as M, COUNTRY_ID, PINCODE_MIN_LENGTH } from './messages';

export interface AddressDraft {
  firstname: string;
  lastname: string;
  email: string;
  street1: string;
  street2: string;
  postcode: string;
  city: string;
  region_code: string;
  telephone: string;
}

export type AddressField = keyof AddressDraft;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressDraft = {
  firstname: '',
  lastname: '',
  email: '',
  street1: '',
  street2: '',
  postcode: '',
  city: '',
  region_code: '',
  telephone: '',
};

/** The address Magento takes (country fixed to India), from a checked draft. */
export interface IndianAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  telephone: string;
  region_code: string;
  country_id: string;
  email?: string;
}

export function toIndianAddress(draft: AddressDraft): IndianAddress {
  const street = [draft.street1.trim(), draft.street2.trim()].filter(Boolean);
  return {
    firstname: draft.firstname.trim(),
    lastname: draft.lastname.trim(),
    street,
    city: draft.city.trim(),
    postcode: draft.postcode.trim(),
    telephone: draft.telephone.trim(),
    region_code: draft.region_code,
    country_id: COUNTRY_ID,
    ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
  };
}

/** A draft from an address the shop already has (a saved one, or one accepted earlier in checkout). */
export function toDraft(address: Partial<IndianAddress> | null | undefined): AddressDraft {
  if (!address) return EMPTY_ADDRESS;
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    email: address.email ?? '',
    street1: address.street?.[0] ?? '',
    street2: address.street?.slice(1).join(', ') ?? '',
    postcode: address.postcode ?? '',
    city: address.city ?? '',
    region_code: address.region_code ?? '',
    telephone: address.telephone ?? '',
  };
}

export function savedToIndianAddress(saved: SavedAddress): IndianAddress {
  return {
    firstname: saved.firstname ?? '',
    lastname: saved.lastname ?? '',
    street: (saved.street ?? []).filter((line): line is string => Boolean(line)),
    city: saved.city ?? '',
    postcode: saved.postcode ?? '',
    telephone: saved.telephone ?? '',
    region_code: saved.region?.region_code ?? '',
    country_id: COUNTRY_ID,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED: AddressField[] = [
  'firstname',
  'lastname',
  'street1',
  'postcode',
  'city',
  'region_code',
  'telephone',
];

/** SPEC 5: pincode trimmed, at least 6 characters; the rest are Magento's required fields. */
export function validateAddress(draft: AddressDraft, { needsEmail }: { needsEmail: boolean }): AddressErrors {
  const errors: AddressErrors = {};
  const fields = needsEmail ? (['email', ...REQUIRED] as AddressField[]) : REQUIRED;
  for (const field of fields) if (!draft[field].trim()) errors[field] = M.required;
  if (needsEmail && draft.email.trim() && !EMAIL.test(draft.email.trim())) errors.email = M.invalidEmail;
  const pincode = draft.postcode.trim();
  if (pincode && pincode.length < PINCODE_MIN_LENGTH) errors.postcode = M.invalidPincode;
  const phone = draft.telephone.replace(/[\s-]/g, '');
  if (phone && !/^(\+?91)?[6-9]\d{9}$/.test(phone)) errors.telephone = M.invalidTelephone;
  return errors;
}
