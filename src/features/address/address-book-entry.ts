// An address-book entry as the page shows it, and the messages the shop gives when it refuses a change.
import { CombinedGraphQLErrors } from '@apollo/client';
import type { AddressBookEntry } from './api/address-book.graphql';
import { ADDRESS_BOOK_MESSAGES as M } from './messages';

export interface AddressCard {
  id: number;
  name: string;
  lines: string[];
  telephone: string;
  /** One line naming the address (its first street line), for buttons' accessible names and the dialog. */
  summary: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
  entry: AddressBookEntry;
}

export function toCard(entry: AddressBookEntry): AddressCard {
  const street = (entry.street ?? []).filter((line): line is string => Boolean(line));
  const place = [entry.city, entry.region?.region, entry.postcode].filter(Boolean).join(', ');
  return {
    id: entry.id,
    name: [entry.firstname, entry.lastname].filter(Boolean).join(' '),
    lines: [...street, place].filter(Boolean),
    telephone: entry.telephone ?? '',
    summary: street[0] ?? place,
    defaultShipping: Boolean(entry.default_shipping),
    defaultBilling: Boolean(entry.default_billing),
    entry,
  };
}

/** Magento's own message for a refused change (e.g. deleting a default address); ours for anything else. */
export function shopMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || M.failed;
  return M.failed;
}
