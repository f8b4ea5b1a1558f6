// The address feature's public surface: the shared Indian address form (checkout, the address book), its
// draft and rules, and a customer's saved addresses.
export { AddressForm } from './components/address-form';
export {
  EMPTY_ADDRESS,
  savedToIndianAddress,
  toDraft,
  toIndianAddress,
  validateAddress,
  type AddressDraft,
  type AddressErrors,
  type IndianAddress,
} from './address-draft';
export { useSavedAddresses } from './hooks/use-saved-addresses';
export type { SavedAddress } from './api/address.graphql';
