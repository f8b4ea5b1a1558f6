// What a shopper (and the shop's GraphQL error) is told about a GSTIN that cannot be right. One reason each, in
// the order the checks run, so the first thing wrong is the one named.
export const GSTIN_MESSAGES = {
  length: 'A GSTIN has 15 characters.',
  uppercase: 'A GSTIN is written in capital letters.',
  characters: 'A GSTIN has only letters A–Z and digits.',
  stateCode: 'A GSTIN starts with a state code, 01 to 38 (or 97, 99).',
  pan: "Characters 3 to 12 of a GSTIN are the holder's PAN: 5 letters, 4 digits, 1 letter.",
  entity: 'Character 13 of a GSTIN is 1–9 or a letter.',
  defaultZ: 'Character 14 of a GSTIN is Z.',
  checksum: 'This GSTIN’s last character does not match: check it for a typing mistake.',
  /** The shop's refusal, in the form Magento's VAT check words it. */
  invalid: (value: string, reason: string) => `The VAT ID entered (${value}) is not a valid GSTIN. ${reason}`,
} as const;

/** How the GST facts of an order are labelled wherever they are shown: the order pages and the order e-mail. */
export const GST_INVOICE_LABELS = {
  gstin: 'GSTIN',
  businessName: 'Business name',
} as const;
