// The Indian address form's strings: SPEC 5 and 8's pincode messages, Magento's required-field message.
export const ADDRESS_MESSAGES = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email address',
  street1: 'Flat, house no., building, street',
  street2: 'Area, locality (optional)',
  postcode: 'Pincode',
  city: 'City',
  region: 'State',
  chooseRegion: 'Select a state',
  telephone: 'Mobile number',
  country: 'Country: India',
  required: 'This is a required field.',
  invalidEmail: 'Please enter a valid email address.',
  invalidTelephone: 'Please enter a valid 10-digit mobile number.',
  invalidPincode: 'Invalid pincode format.',
  cityNotFound: 'City not found for this pincode.',
  fetchFailed: 'Failed to fetch location data.',
  lookingUp: 'Looking up pincode…',
} as const;

/** SPEC 9: pincode minimum length; SPEC 5: country fixed to India. */
export const PINCODE_MIN_LENGTH = 6;
export const COUNTRY_ID = 'IN';

/** What /address-book says. The title is the route table's and the account menu's label. */
export const ADDRESS_BOOK_MESSAGES = {
  title: 'Address Book',
  loading: 'Fetching Data...',
  loadError: 'We could not load your addresses. Please try again.',
  retry: 'Try again',
  list: 'Saved addresses',
  empty: 'You have no saved addresses yet.',
  add: 'Add a new address',
  editHeading: 'Edit address',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save address',
  cancel: 'Cancel',
  defaultShipping: 'Default shipping address',
  defaultBilling: 'Default billing address',
  useForShipping: 'Use as my default shipping address',
  useForBilling: 'Use as my default billing address',
  setShipping: 'Set as default shipping',
  setBilling: 'Set as default billing',
  actionsFor: (what: string, address: string) => `${what}: ${address}`,
  saved: 'The address has been saved.',
  deleted: 'The address has been deleted.',
  defaultSet: 'Your default address has been updated.',
  failed: 'Something went wrong. Please try again.',
  confirmTitle: 'Delete this address?',
  confirmBody: (address: string) => `${address} will be removed from your address book.`,
  fixErrors: 'Please correct the highlighted fields.',
} as const;
