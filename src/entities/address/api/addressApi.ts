import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import { baseApi } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';

import { selectIsSignedIn } from '@/entities/session/@x/address';
import { addressBody, readAddressBook, type AddressValues, type SavedAddress } from '../model/address';

const url = '/api/users/me/addresses';

// The book belongs to the account: it is cached under the User tag, so signing in as someone else or
// changing it refetches it.
const addressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addressBook: build.query<SavedAddress[], { lang: Lang }>({
      query: ({ lang }) => ({ url, lang }),
      transformResponse: readAddressBook,
      providesTags: ['User'],
    }),
    addAddress: build.mutation<unknown, { lang: Lang; address: AddressValues }>({
      query: ({ lang, address }) => ({ url, method: 'POST', body: addressBody(address), lang }),
      invalidatesTags: ['User'],
    }),
    updateAddress: build.mutation<unknown, { lang: Lang; id: number; address: AddressValues }>({
      query: ({ lang, id, address }) => ({ url: `${url}/${id}`, method: 'PUT', body: addressBody(address), lang }),
      invalidatesTags: ['User'],
    }),
    deleteAddress: build.mutation<unknown, { lang: Lang; id: number }>({
      query: ({ lang, id }) => ({ url: `${url}/${id}`, method: 'DELETE', lang }),
      invalidatesTags: ['User'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAddAddressMutation, useUpdateAddressMutation, useDeleteAddressMutation } = addressApi;

/**
 * The signed-in shopper's addresses, the last used first, when `wanted` (a server that keeps them):
 * undefined while loading, [] when signed out, not wanted or failed.
 */
export function useAddressBook(wanted = true): SavedAddress[] | undefined {
  const lang = useLang();
  const asked = useSelector(selectIsSignedIn) && wanted;
  const { data, isError } = addressApi.useAddressBookQuery(asked ? { lang } : skipToken);
  return !asked || isError ? [] : data;
}
