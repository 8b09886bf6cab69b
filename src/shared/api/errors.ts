import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** The HTTP status of a failed call, or undefined for network and parsing failures. */
export function errorStatus(error: ApiError): number | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/** The server's `message` field (the contract's one error shape), when it sent one. */
export function errorMessage(error: ApiError): string | undefined {
  if (!error || !('data' in error)) return undefined;
  const data = error.data as { message?: unknown } | null | undefined;
  return typeof data?.message === 'string' && data.message ? data.message : undefined;
}

/** The server's per-field validation errors of a 422 answer, first message per field. */
export function fieldErrors(error: ApiError): Record<string, string> {
  if (!error || !('data' in error)) return {};
  const errors = (error.data as { errors?: unknown } | null | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') result[field] = first;
  }
  return result;
}
