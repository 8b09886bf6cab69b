import { createAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryFn,
  EndpointDefinitions,
  FetchArgs,
  FetchBaseQueryError,
  RootState,
} from '@reduxjs/toolkit/query/react';
import { config } from '../config';
import type { Lang } from '../i18n/languages';

/**
 * One request to the API. `lang` is the page's language: it becomes the accept-language header and,
 * being part of every endpoint's argument, keeps ka and en answers apart in the cache.
 * `anonymous` requests never carry the token (the contract forbids it on login and cart pricing).
 */
export type ApiRequest = FetchArgs & { lang: Lang; anonymous?: boolean };

type ApiQuery = BaseQueryFn<ApiRequest, unknown, FetchBaseQueryError>;

// Only the token is read from the store; shared code knows nothing else about the shop's state.
type StateWithToken = { session?: { token?: string | null } };

/**
 * The API's requests, with the page's language and the shopper's token as headers. The browser's store
 * uses the one below; a server render gives its store its own (`fetchFn` answering in-process) through
 * the store's thunk extra argument (`ApiExtra`).
 */
export function apiQuery({
  baseUrl = config.apiUrl,
  fetchFn,
}: { baseUrl?: string; fetchFn?: typeof fetch } = {}): ApiQuery {
  return fetchBaseQuery({
    baseUrl,
    fetchFn,
    prepareHeaders: (headers, { getState, arg }) => {
      const request = arg as ApiRequest;
      headers.set('accept-language', request.lang || 'ka');
      const token = (getState() as StateWithToken).session?.token;
      if (token && !request.anonymous) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  });
}

/** What a store may hand its API requests: a query of its own (a server render's in-process one). */
export type ApiExtra = { apiQuery?: ApiQuery } | undefined;

const browserQuery = apiQuery();

const baseQuery: ApiQuery = (request, api, extraOptions) =>
  ((api.extra as ApiExtra)?.apiQuery ?? browserQuery)(request, api, extraOptions);

/** The API cache a server render answered with, handed to the browser's store before it hydrates the page. */
export const apiStateArrived = createAction<unknown>('api/stateArrived');

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Cart', 'Orders', 'User'],
  endpoints: () => ({}),
  // RTK Query's own way in for a cache filled elsewhere: its queries count as fetched, so none is asked again
  extractRehydrationInfo: (action, { reducerPath }) =>
    apiStateArrived.match(action) ? ((action.payload as Record<string, never>)[reducerPath] ?? undefined) : undefined,
});

/** The store as RTK Query's selectors read it: the API cache under its reducer path (the app's store has more). */
export type ApiState = RootState<EndpointDefinitions, string, typeof baseApi.reducerPath>;

/** A dispatch that runs the API's thunks (`initiate`), whatever the store around it holds. */
export type ApiDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;
