import { baseApi, errorStatus, fieldErrors, type ApiError } from '@/shared/api';
import type { Lang } from '@/shared/i18n';
import { fields, text } from '@/shared/lib';
import { signedIn, signedOut } from '@/entities/session';

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  fname: string;
  lname: string;
  phone: string;
  pid: string;
  repeat_password: string;
  /**
   * Our server's addition: what `pid` is, a Georgian personal ID (its default, the contract's
   * registration) or a passport's number (a non-resident). Sent only for a passport, so a server of the
   * contract sees the spec's body.
   */
  id_kind?: 'personal_id' | 'passport';
}

export interface NewPassword {
  token: string;
  password: string;
  repeat_password: string;
}

/**
 * What the server says of a reset link: it still works, it was used or has expired (422 on `token`),
 * or nothing we can read: a server of the contract alone has no such call (404, 405), or no answer came.
 */
export type ResetLinkState = 'live' | 'dead' | 'unknown';

function resetLinkState(error: ApiError): ResetLinkState {
  if (!error) return 'live';
  return errorStatus(error) === 422 && fieldErrors(error).token ? 'dead' : 'unknown';
}

const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<string, { lang: Lang; credentials: Credentials }>({
      query: ({ lang, credentials }) => ({
        url: '/api/login',
        method: 'POST',
        body: credentials,
        lang,
        anonymous: true,
      }),
      transformResponse: (raw: unknown) => text(fields(raw).access_token) ?? '',
      // a previous customer's profile and orders must not show for this one
      invalidatesTags: ['User', 'Orders'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: token } = await queryFulfilled.catch(() => ({ data: '' }));
        if (token) dispatch(signedIn(token));
      },
    }),
    register: build.mutation<unknown, { lang: Lang; registration: Registration }>({
      query: ({ lang, registration }) => ({ url: '/api/register', method: 'POST', body: registration, lang }),
    }),
    requestReset: build.mutation<unknown, { lang: Lang; email: string }>({
      query: ({ lang, email }) => ({ url: '/api/reset', method: 'POST', body: { email }, lang }),
    }),
    // every answer is one (a dead link is no failed load), so nothing is logged as "Get data failed"
    resetLink: build.query<ResetLinkState, { lang: Lang; token: string }>({
      queryFn: async ({ lang, token }, _api, _extra, baseQuery) => {
        const { error } = await baseQuery({ url: '/api/reset/check', params: { token }, lang });
        return { data: resetLinkState(error) };
      },
    }),
    confirmReset: build.mutation<unknown, { lang: Lang; newPassword: NewPassword }>({
      query: ({ lang, newPassword }) => ({ url: '/api/reset/confirm', method: 'POST', body: newPassword, lang }),
    }),
    // Only an OK answer signs out here: a failed logout keeps the shopper signed in (the spec).
    logout: build.mutation<unknown, { lang: Lang }>({
      query: ({ lang }) => ({ url: '/api/logout', lang }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const ended = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (ended) dispatch(signedOut());
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useRequestResetMutation,
  useResetLinkQuery,
  useConfirmResetMutation,
  useLogoutMutation,
} = authApi;
