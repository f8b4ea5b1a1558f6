// CartAddressInput (and a customer's saved address) -> a cart address, validated by the customer-address
// domain's rules so that a cart and an address book accept exactly the same addresses (India only).
import { requireCustomer } from '../../auth/require-customer';
import type { RequestContext } from '../../context';
import { findAddress } from '../../db/repositories/addresses';
import type { CartAddressFields } from '../../db/repositories/cart-addresses';
import { authorizationError, inputError, noSuchEntity } from '../../errors';
import { gstinProblem } from '../../../../common/gst/gstin';
import { GSTIN_MESSAGES } from '../../../../common/gst/messages';
import { findRegionByCode, findRegionById, findRegionByName } from '../../db/repositories/regions';
import {
  addressFields,
  ALLOWED_COUNTRY,
  STREET_LINES,
  type AddressInput,
} from '../customer-address/address-input';

export interface CartAddressInput {
  city?: unknown;
  company?: unknown;
  country_code?: unknown;
  firstname?: unknown;
  lastname?: unknown;
  postcode?: unknown;
  region?: unknown;
  region_id?: unknown;
  save_in_address_book?: unknown;
  street?: unknown;
  telephone?: unknown;
  vat_id?: unknown;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

const MAX_TEXT = 255;
// Magento 2.4.8's name validator: letters, marks, digits, spaces and , - _ . ' ’ ` &.
const NAME = /^[\p{L}\p{M}\d\s,\-_.'’`&]*$/u;
// Markup and control characters have no place in an address line.
const UNSAFE = /[<>\p{Cc}]/u;
const NAME_LABELS = { firstname: 'First Name', lastname: 'Last Name' } as const;

const short = (value: string) => (value.length > 64 ? `${value.slice(0, 64)}…` : value);

/** Refuses oversized, markup-laden or badly named fields before the address rules see them. */
function checkText(input: CartAddressInput): void {
  const lines = Array.isArray(input.street) ? input.street : [];
  const fields: [string, unknown][] = [
    ['firstname', input.firstname],
    ['lastname', input.lastname],
    ['company', input.company],
    ['city', input.city],
    ['region', input.region],
    ['postcode', input.postcode],
    ['telephone', input.telephone],
    ['vat_id', input.vat_id],
    ['country_code', input.country_code],
    ...lines.map((line): [string, unknown] => ['street', line]),
  ];
  for (const [field, value] of fields) {
    if (typeof value !== 'string') continue;
    if (value.length > MAX_TEXT || UNSAFE.test(value))
      throw inputError(`Invalid value of "${short(value)}" provided for the ${field} field.`);
    const label = NAME_LABELS[field as keyof typeof NAME_LABELS];
    if (label && !NAME.test(value)) throw inputError(`${label} is not valid!`);
  }
}

/** Magento's CartAddressInput.region is a code ('DL') or a name ('Delhi'); region_id wins when given. */
function regionOf(input: CartAddressInput): NonNullable<AddressInput['region']> {
  const region = str(input.region)?.trim() ?? '';
  const regionId =
    typeof input.region_id === 'number' && Number.isInteger(input.region_id) ? input.region_id : null;
  if (regionId !== null) return { region_id: regionId };
  return /^[A-Za-z]{2,3}$/.test(region) ? { region_code: region.toUpperCase() } : { region };
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
const required = (field: string) => inputError(`"${field}" is required. Enter and try again.`);

/**
 * Magento's quote address checks and messages (QuoteAddressFactory and the address validator), which differ
 * from an address book's: the country must be one the store allows, the region must be given and belong to
 * it, and each missing field is named on its own.
 */
function checkQuoteAddress(ctx: RequestContext, input: CartAddressInput): void {
  const country = str(input.country_code)?.trim().toUpperCase() ?? '';
  if (country && country !== ALLOWED_COUNTRY) throw inputError('Country is not available');
  if (typeof input.region_id === 'number') {
    const region = findRegionById(ctx.db, input.region_id);
    if (!region || region.country_id !== ALLOWED_COUNTRY)
      throw inputError('The region_id does not match the selected country or region');
  } else if (blank(input.region)) throw inputError('Region is required.');
  else {
    // A region that is neither a code nor a name of the country's leaves Magento without a region_id.
    const region = (input.region as string).trim();
    if (
      !findRegionByCode(ctx.db, ALLOWED_COUNTRY, region) &&
      !findRegionByName(ctx.db, ALLOWED_COUNTRY, region)
    )
      throw required('regionId');
  }
  const lines = Array.isArray(input.street) ? input.street : [];
  if (lines.length > STREET_LINES)
    throw inputError(`"Street Address" cannot contain more than ${STREET_LINES} lines.`);
  if (blank(input.firstname)) throw required('firstname');
  if (blank(input.lastname)) throw required('lastname');
  if (lines.length === 0 || blank(lines[0])) throw required('street');
  if (blank(input.city)) throw required('city');
  if (blank(input.telephone)) throw required('telephone');
  if (blank(input.postcode)) throw required('postcode');
  if (!country) throw required('countryId');
}

/**
 * Zepp_GstInvoice: the address's vat_id is a business buyer's GSTIN, printed on their tax invoice, so it must be
 * one (common/gst/gstin.ts), and the business it is registered to must be named (company). Empty means none.
 */
function gstFields(input: CartAddressInput): { vat_id: string | null } {
  const vatId = str(input.vat_id)?.trim() || null;
  if (vatId === null) return { vat_id: null };
  const problem = gstinProblem(vatId);
  if (problem) throw inputError(GSTIN_MESSAGES.invalid(short(vatId), problem));
  if (blank(input.company)) throw required('company');
  return { vat_id: vatId };
}

export function cartAddressFromInput(
  ctx: RequestContext,
  input: CartAddressInput,
  extra: { customerNotes?: unknown } = {},
): CartAddressFields {
  checkText(input);
  checkQuoteAddress(ctx, input);
  const gst = gstFields(input);
  const street = Array.isArray(input.street)
    ? input.street.map((l) => (typeof l === 'string' ? l : null))
    : null;
  const fields = addressFields(ctx.db, {
    firstname: str(input.firstname),
    lastname: str(input.lastname),
    company: str(input.company),
    street,
    city: str(input.city),
    postcode: str(input.postcode),
    telephone: str(input.telephone),
    country_code: str(input.country_code)?.trim().toUpperCase() ?? null,
    region: regionOf(input),
  });
  const notes = str(extra.customerNotes)?.trim() || null;
  if (notes && notes.length > 1000)
    throw inputError('The customer notes cannot be longer than 1000 characters.');
  return {
    customer_address_id: null,
    firstname: fields.firstname,
    lastname: fields.lastname,
    company: fields.company,
    street: fields.street,
    city: fields.city,
    region: fields.region,
    region_code: fields.region_code,
    region_id: fields.region_id,
    postcode: fields.postcode ?? '',
    country_id: fields.country_id,
    telephone: fields.telephone,
    vat_id: gst.vat_id,
    same_as_billing: 0,
    save_in_address_book: input.save_in_address_book === true ? 1 : 0,
    customer_notes: notes,
  };
}

/**
 * A saved address of the signed-in customer, as a cart address. Its vat_id comes along only when it is a GSTIN
 * with a business name: the address book takes any VAT number (as Magento's does), a cart address only a GSTIN.
 */
export function cartAddressFromBook(ctx: RequestContext, addressId: unknown): CartAddressFields {
  if (ctx.customerId === null) throw authorizationError("The current customer isn't authorized.");
  const customerId = requireCustomer(ctx);
  const id = typeof addressId === 'number' && Number.isInteger(addressId) ? addressId : NaN;
  const saved = Number.isNaN(id) ? undefined : findAddress(ctx.db, id);
  if (!saved) throw noSuchEntity(`Could not find a address with ID "${String(addressId).slice(0, 20)}"`);
  if (saved.customer_id !== customerId)
    throw authorizationError(`Current customer does not have permission to address with ID "${id}"`);
  return {
    customer_address_id: saved.address_id,
    firstname: saved.firstname,
    lastname: saved.lastname,
    company: saved.company,
    street: saved.street,
    city: saved.city,
    region: saved.region,
    region_code: saved.region_code,
    region_id: saved.region_id,
    postcode: saved.postcode ?? '',
    country_id: saved.country_id,
    telephone: saved.telephone,
    vat_id:
      saved.vat_id && saved.company?.trim() && gstinProblem(saved.vat_id) === null ? saved.vat_id : null,
    same_as_billing: 0,
    save_in_address_book: 0,
    customer_notes: null,
  };
}
