export { emptyAddress, addressLine } from './model/address';
export type { AddressValues, SavedAddress } from './model/address';
export {
  useAddressBook,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
} from './api/addressApi';
export { AddressFields } from './ui/AddressFields';
