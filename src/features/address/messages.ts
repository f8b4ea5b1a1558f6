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
