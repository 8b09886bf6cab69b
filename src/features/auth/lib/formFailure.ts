import { errorMessage, errorStatus, fieldErrors, type ApiError } from '@/shared/api';

/** The account namespace's fallback texts of the spec's error catalogue. */
export type FailureFallback = 'unauthorized' | 'unexpected_error';

/**
 * What an account form (login, register, reset, profile) shows when the server says no: on 401 the
 * server's message or "Unauthorized access.", otherwise its message or "An unexpected error
 * occurred."; plus the 422 per-field messages to put under their fields.
 */
export function formFailure(error: unknown, translate: (key: FailureFallback) => string) {
  const apiError = error as ApiError;
  const fallback: FailureFallback = errorStatus(apiError) === 401 ? 'unauthorized' : 'unexpected_error';
  return { message: errorMessage(apiError) ?? translate(fallback), fields: fieldErrors(apiError) };
}
