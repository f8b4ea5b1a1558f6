// CustomerAddressInput -> the address columns, with Magento's checks and messages. India only: the country
// must be IN and the region one of its states or union territories.
import type { Db } from '../../db/connection';
import { inputError } from '../../errors';
import type { AddressFields, AddressRow } from '../../db/repositories/addresses';
import {
  findRegionByCode,
  findRegionById,
  findRegionByName,
  type RegionRow,
} from '../../db/repositories/regions';

export interface AddressInput {
  city?: string | null;
  company?: string | null;
  country_code?: string | null;
  country_id?: string | null;
  default_billing?: boolean | null;
  default_shipping?: boolean | null;
  fax?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  postcode?: string | null;
  prefix?: string | null;
  region?: { region?: string | null; region_code?: string | null; region_id?: number | null } | null;
  street?: (string | null)[] | null;
  suffix?: string | null;
  telephone?: string | null;
  vat_id?: string | null;
}

export const ALLOWED_COUNTRY = 'IN';
/** customer/address/street_lines: 3 for Indian addresses (house, area, landmark). */
export const STREET_LINES = 3;
const REQUIRED = [
  'firstname',
  'lastname',
  'street',
  'city',
  'country_id',
  'region',
  'postcode',
  'telephone',
] as const;
const TEXT_FIELDS = [
  'firstname',
  'lastname',
  'middlename',
  'prefix',
  'suffix',
  'company',
  'city',
  'fax',
  'vat_id',
] as const;

const invalid = (value: unknown, field: string) =>
  inputError(`Invalid value of "${String(value)}" provided for the ${field} field.`);

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

function resolveRegion(db: Db, region: NonNullable<AddressInput['region']>): RegionRow {
  if (region.region_id != null) {
    const row = findRegionById(db, region.region_id);
    if (!row || row.country_id !== ALLOWED_COUNTRY) throw invalid(region.region_id, 'regionId');
    return row;
  }
  const code = region.region_code?.trim();
  const byCode = code ? findRegionByCode(db, ALLOWED_COUNTRY, code) : undefined;
  const byName = region.region?.trim()
    ? findRegionByName(db, ALLOWED_COUNTRY, region.region.trim())
    : undefined;
  const row = byCode ?? (code ? undefined : byName);
  if (!row) throw invalid(code ?? region.region, code ? 'region_code' : 'region');
  return row;
}

function checkStreet(street: (string | null)[]): string {
  const lines = street.map((line) => (line ?? '').trim());
  if (lines.length > STREET_LINES)
    throw inputError(`"Street Address" cannot contain more than ${STREET_LINES} lines.`);
  if (!lines[0]) throw inputError('Required parameters are missing: street');
  if (lines.some((line) => line.length > 255))
    throw invalid(
      lines.find((l) => l.length > 255),
      'street',
    );
  return JSON.stringify(lines.filter((line, i) => i === 0 || line !== ''));
}

/** The input's own keys, normalised (country_code wins over the deprecated country_id, as in Magento). */
function normalise(input: AddressInput): AddressInput {
  const out: AddressInput = { ...input };
  if (input.country_code) out.country_id = input.country_code;
  delete out.country_code;
  return out;
}

/** Validates a whole address (a new one, or an existing one with the update applied). */
function checkComplete(merged: AddressInput): void {
  const missing = REQUIRED.filter(
    (key) => blank(merged[key]) || (key === 'street' && !merged.street?.length),
  );
  if (missing.length) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
  if (merged.country_id !== ALLOWED_COUNTRY) throw invalid(merged.country_id, 'countryId');
}

/** The columns for `input`, over `existing` for an update; throws a clear input error for anything invalid. */
export function addressFields(db: Db, input: AddressInput, existing?: AddressRow): AddressFields {
  const given = normalise(input);
  const base: AddressInput = existing ? rowAsInput(existing) : {};
  const merged: AddressInput = {
    ...base,
    ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)),
  };
  checkComplete(merged);
  for (const key of TEXT_FIELDS) {
    const value = merged[key];
    if (typeof value === 'string' && value.trim().length > 255) throw invalid(value, key);
  }
  const telephone = merged.telephone!.trim();
  if (!/^\+?[0-9][0-9 -]{8,18}$/.test(telephone)) throw invalid(telephone, 'telephone');
  const postcode = merged.postcode!.trim();
  if (!/^[1-9][0-9]{5}$/.test(postcode)) throw invalid(postcode, 'postcode');
  const region = resolveRegion(db, merged.region!);
  const text = (v: string | null | undefined) => (blank(v) ? null : v!.trim());
  return {
    firstname: merged.firstname!.trim(),
    lastname: merged.lastname!.trim(),
    middlename: text(merged.middlename),
    prefix: text(merged.prefix),
    suffix: text(merged.suffix),
    company: text(merged.company),
    street: checkStreet(merged.street!),
    city: merged.city!.trim(),
    region: region.name,
    region_code: region.code,
    region_id: region.region_id,
    postcode,
    country_id: ALLOWED_COUNTRY,
    telephone,
    fax: text(merged.fax),
    vat_id: text(merged.vat_id),
    is_default_billing: merged.default_billing ? 1 : 0,
    is_default_shipping: merged.default_shipping ? 1 : 0,
  };
}

function rowAsInput(row: AddressRow): AddressInput {
  return {
    ...row,
    street: JSON.parse(row.street) as string[],
    region: { region_id: row.region_id },
    default_billing: row.is_default_billing === 1,
    default_shipping: row.is_default_shipping === 1,
  };
}
