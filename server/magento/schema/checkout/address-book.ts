// Magento's save_in_address_book: at placement, a signed-in customer's new checkout addresses marked for saving
// join their address book (the first one becomes the default).
import type { Db } from '../../db/connection';
import { insertAddress, listAddresses } from '../../db/repositories/addresses';
import type { CartAddressRow } from '../../db/repositories/cart-addresses';
import type { CartState } from '../cart/cart-state';

function save(db: Db, customerId: number, row: CartAddressRow): void {
  const first = listAddresses(db, customerId).length === 0;
  insertAddress(db, customerId, {
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: null,
    prefix: null,
    suffix: null,
    company: row.company,
    street: row.street,
    city: row.city,
    region: row.region,
    region_code: row.region_code,
    region_id: row.region_id,
    postcode: row.postcode,
    country_id: row.country_id,
    telephone: row.telephone,
    fax: null,
    vat_id: null,
    is_default_billing: first ? 1 : 0,
    is_default_shipping: first ? 1 : 0,
  });
}

export function saveAddressesToBook(db: Db, state: CartState): void {
  const customerId = state.cart.customer_id;
  if (customerId === null) return;
  const wanted = [state.shippingAddress, state.billingAddress].filter(
    (a): a is CartAddressRow => !!a && a.save_in_address_book === 1 && a.customer_address_id === null,
  );
  // Billing copied from shipping is the same address: save it once.
  const unique = wanted.filter(
    (a, i) => wanted.findIndex((b) => b.street === a.street && b.postcode === a.postcode) === i,
  );
  for (const row of unique) save(db, customerId, row);
}
