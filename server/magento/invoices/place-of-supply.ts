// The place of supply of goods is where they are delivered (IGST Act s. 10): the shipping address's state as a
// GST state code, or the billing address's for an order with nothing to ship.
import { GST_STATE_CODES } from '../../../common/gst/gst-state-codes';
import type { OrderAddressRow } from '../db/repositories/orders';

/** The shop's region names that differ from the GST list's, and states whose code changed. */
const RENAMED: Readonly<Record<string, string>> = {
  'dadra and nagar haveli': '26',
  'daman and diu': '26',
  'andhra pradesh': '37',
};

const BY_NAME = new Map(
  Object.entries(GST_STATE_CODES).map(([code, name]) => [name.toLowerCase(), code] as const),
);

/** The GST state code of a region name, or '' when it names none. */
export function gstStateCodeOf(region: string | null | undefined): string {
  const name = (region ?? '').trim().toLowerCase();
  return RENAMED[name] ?? BY_NAME.get(name) ?? '';
}

export function placeOfSupply(addresses: OrderAddressRow[]): string {
  const address =
    addresses.find((a) => a.address_type === 'shipping') ??
    addresses.find((a) => a.address_type === 'billing');
  return gstStateCodeOf(address?.region);
}
