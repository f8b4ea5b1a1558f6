// A cart's shipping and billing addresses (Magento's quote_address), at most one of each.
import type { Db } from '../connection';
import { prepared } from './statements';

export type CartAddressType = 'shipping' | 'billing';

export interface CartAddressFields {
  customer_address_id: number | null;
  firstname: string;
  lastname: string;
  company: string | null;
  /** JSON array of street lines. */
  street: string;
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string;
  country_id: string;
  telephone: string;
  /** Magento's vat_id: in this shop a GSTIN, checked before it is stored (cart-address.ts). */
  vat_id: string | null;
  same_as_billing: number;
  save_in_address_book: number;
  customer_notes: string | null;
}

export interface CartAddressRow extends CartAddressFields {
  address_id: number;
  cart_id: number;
  address_type: CartAddressType;
}

const COLUMNS = [
  'customer_address_id',
  'firstname',
  'lastname',
  'company',
  'street',
  'city',
  'region',
  'region_code',
  'region_id',
  'postcode',
  'country_id',
  'telephone',
  'vat_id',
  'same_as_billing',
  'save_in_address_book',
  'customer_notes',
] as const satisfies readonly (keyof CartAddressFields)[];

export function listCartAddresses(db: Db, cartId: number): CartAddressRow[] {
  return prepared(db, 'SELECT * FROM cart_addresses WHERE cart_id = ? ORDER BY address_id').all(
    cartId,
  ) as CartAddressRow[];
}

export function findCartAddress(db: Db, cartId: number, type: CartAddressType): CartAddressRow | undefined {
  return prepared(db, 'SELECT * FROM cart_addresses WHERE cart_id = ? AND address_type = ?').get(
    cartId,
    type,
  ) as CartAddressRow | undefined;
}

/** Sets the cart's address of that type, replacing the previous one. */
export function saveCartAddress(
  db: Db,
  cartId: number,
  type: CartAddressType,
  fields: CartAddressFields,
): void {
  const updates = COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ');
  prepared(
    db,
    `INSERT INTO cart_addresses (cart_id, address_type, ${COLUMNS.join(', ')})
     VALUES (@cart_id, @address_type, ${COLUMNS.map((c) => `@${c}`).join(', ')})
     ON CONFLICT (cart_id, address_type) DO UPDATE SET ${updates}`,
  ).run({ ...fields, cart_id: cartId, address_type: type });
}

export function setSameAsBilling(db: Db, cartId: number, same: boolean): void {
  prepared(
    db,
    "UPDATE cart_addresses SET same_as_billing = ? WHERE cart_id = ? AND address_type = 'shipping'",
  ).run(same ? 1 : 0, cartId);
}

/** A stored address's own fields (to copy it, e.g. billing = shipping). */
export function addressFieldsOf(row: CartAddressRow): CartAddressFields {
  return Object.fromEntries(COLUMNS.map((c) => [c, row[c]])) as unknown as CartAddressFields;
}
