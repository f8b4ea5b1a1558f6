// Customer rows as Magento's Customer type. Columns with the field's name resolve by default.
import type { CustomerRow } from '../../db/repositories/customers';

const CUSTOM_ATTRIBUTE_CODES = [
  'mobile_number',
  'secondary_email',
  'notify_order_updates',
  'notify_offers',
] as const;

export const customerFields = {
  // Magento 2.4.8 answers the deprecated numeric id as null (the shop's custom customer_id carries it).
  id: () => null,
  customer_id: (c: CustomerRow) => c.customer_id,
  date_of_birth: (c: CustomerRow) => c.dob,
  is_subscribed: (c: CustomerRow) => c.is_subscribed === 1,
  // Accounts are created confirmed (the shop does not require e-mail confirmation).
  confirmation_status: () => 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
  allow_remote_shopping_assistance: () => false,
  custom_attributes: (c: CustomerRow, { attributeCodes }: { attributeCodes?: string[] | null }) =>
    CUSTOM_ATTRIBUTE_CODES.filter(
      (code) => c[code] !== null && (!attributeCodes || attributeCodes.includes(code)),
    ).map((code) => ({ code, value: String(c[code]) })),
};
