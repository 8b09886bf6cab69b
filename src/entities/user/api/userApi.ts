import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import { baseApi } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';

import { selectIsSignedIn } from '@/entities/session/@x/user';
import { normalizeUser, type User } from '../model/user';

/** The profile form's fields; an empty password keeps the old one, the email is ignored by the server. */
export interface ProfileChanges {
  fname: string;
  lname: string;
  phone: string;
  email: string;
  pid: string;
  password: string;
  repeat_password: string;
  /**
   * The password now, sent with a new one only (our server asks for it; a server of the spec's contract
   * ignores it, and a profile change without a new password is the spec's call exactly).
   */
  current_password?: string;
}

const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User | null, { lang: Lang }>({
      query: ({ lang }) => ({ url: '/api/user', lang }),
      transformResponse: (raw: unknown) => normalizeUser(raw) ?? null,
      providesTags: ['User'],
    }),
    updateUser: build.mutation<unknown, { lang: Lang; id: number; changes: ProfileChanges }>({
      // `loading` is part of the spec's payload (the old site sent its form state along)
      query: ({ lang, id, changes }) => ({
        url: `/api/user/${id}/update`,
        method: 'POST',
        body: { loading: true, ...changes },
        lang,
      }),
      invalidatesTags: ['User'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useUpdateUserMutation } = userApi;

/** The signed-in customer; undefined while signed out or loading. */
export function useCurrentUser() {
  const lang = useLang();
  const signedIn = useSelector(selectIsSignedIn);
  const { data } = userApi.useGetUserQuery(signedIn ? { lang } : skipToken);
  return signedIn ? (data ?? undefined) : undefined;
}
