import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { config } from '../config';
import type { Lang } from '../i18n/languages';

/**
 * One request to the API. `lang` is the page's language: it becomes the accept-language header and,
 * being part of every endpoint's argument, keeps ka and en answers apart in the cache.
 * `anonymous` requests never carry the token (the contract forbids it on login and cart pricing).
 */
export type ApiRequest = FetchArgs & { lang: Lang; anonymous?: boolean };

// Only the token is read from the store; shared code knows nothing else about the shop's state.
type StateWithToken = { session?: { token?: string | null } };

const fetchWithHeaders = fetchBaseQuery({
  baseUrl: config.apiUrl,
  prepareHeaders: (headers, { getState, arg }) => {
    const request = arg as ApiRequest;
    headers.set('accept-language', request.lang || 'ka');
    const token = (getState() as StateWithToken).session?.token;
    if (token && !request.anonymous) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

const baseQuery: BaseQueryFn<ApiRequest, unknown, FetchBaseQueryError> = (request, api, extraOptions) =>
  fetchWithHeaders(request, api, extraOptions);

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Cart', 'Orders', 'User'],
  endpoints: () => ({}),
});
