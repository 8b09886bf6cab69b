import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import type { ApiState } from './baseApi';
import type { ApiError } from './errors';

/**
 * A query's cache entry read by its endpoint's name, without the endpoint's code: for a route whose
 * entity lives in its page's lazy chunk, so the route table (in the initial bundle) stays as light.
 * Only for endpoints that key their arguments the default way.
 */
export function cachedAnswer(state: ApiState, endpointName: string, queryArgs: unknown) {
  const key = defaultSerializeQueryArgs({ endpointName, queryArgs, endpointDefinition: undefined as never });
  const entry = state.api.queries[key];
  return { data: entry?.data, error: entry?.error as ApiError | undefined };
}
