import type { Db } from '../connection';
import { prepared } from './statements';

export interface AddressRow {
  address_id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  street: string; // JSON array
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_id: string;
  telephone: string;
  fax: string | null;
  vat_id: string | null;
  is_default_billing: number;
  is_default_shipping: number;
}

export type AddressFields = Omit<AddressRow, 'address_id' | 'customer_id'>;

const COLUMNS = [
  'firstname',
  'lastname',
  'middlename',
  'prefix',
  'suffix',
  'company',
  'street',
  'city',
  'region',
  'region_code',
  'region_id',
  'postcode',
  'country_id',
  'telephone',
  'fax',
  'vat_id',
  'is_default_billing',
  'is_default_shipping',
] as const satisfies readonly (keyof AddressFields)[];

export function listAddresses(db: Db, customerId: number): AddressRow[] {
  return prepared(db, 'SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY address_id').all(
    customerId,
  ) as AddressRow[];
}

export function findAddress(db: Db, addressId: number): AddressRow | undefined {
  return prepared(db, 'SELECT * FROM customer_addresses WHERE address_id = ?').get(addressId) as
    AddressRow | undefined;
}

/** Makes no other address of the customer the default billing/shipping one where `fields` claims it. */
function releaseDefaults(db: Db, customerId: number, fields: Partial<AddressFields>): void {
  if (fields.is_default_billing)
    prepared(db, 'UPDATE customer_addresses SET is_default_billing = 0 WHERE customer_id = ?').run(
      customerId,
    );
  if (fields.is_default_shipping)
    prepared(db, 'UPDATE customer_addresses SET is_default_shipping = 0 WHERE customer_id = ?').run(
      customerId,
    );
}

export function insertAddress(db: Db, customerId: number, fields: AddressFields): number {
  releaseDefaults(db, customerId, fields);
  const sql = `INSERT INTO customer_addresses (customer_id, ${COLUMNS.join(', ')})
               VALUES (@customer_id, ${COLUMNS.map((c) => `@${c}`).join(', ')})`;
  return Number(prepared(db, sql).run({ ...fields, customer_id: customerId }).lastInsertRowid);
}

export function updateAddress(db: Db, address: AddressRow, patch: Partial<AddressFields>): void {
  const columns = COLUMNS.filter((c) => patch[c] !== undefined);
  if (columns.length === 0) return;
  releaseDefaults(db, address.customer_id, patch);
  const sets = columns.map((c) => `${c} = @${c}`).join(', ');
  prepared(
    db,
    `UPDATE customer_addresses SET ${sets}, updated_at = datetime('now') WHERE address_id = @address_id`,
  ).run({
    ...Object.fromEntries(columns.map((c) => [c, patch[c]])),
    address_id: address.address_id,
  });
}

export function deleteAddress(db: Db, addressId: number): void {
  prepared(db, 'DELETE FROM customer_addresses WHERE address_id = ?').run(addressId);
}
