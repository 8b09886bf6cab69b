import { errorMessage, errorStatus, fieldErrors, type ApiError } from '@/shared/api';

/** The account namespace's fallback texts of the spec's error catalogue. */
export type FailureFallback = 'unauthorized' | 'unexpected_error';

/**
 * What an account form (login, register, reset, profile) shows when the server says no: on 401 the
 * server's message or "Unauthorized access.", otherwise its message or "An unexpected error
 * occurred."; and the 422 per-field messages, each under its field (`isShown`: the form has that field).
 * A field's message is never repeated in the red box, which stands below the last field: our server's
 * `message` is its first field's message, and under "Repeat password" it would read as about that one.
 * The box keeps a message naming no field the form shows (a summary, a link's token).
 */
export function formFailure(
  error: unknown,
  translate: (key: FailureFallback) => string,
  isShown: (field: string) => boolean,
) {
  const apiError = error as ApiError;
  const all = Object.entries(fieldErrors(apiError));
  const fields = Object.fromEntries(all.filter(([field]) => isShown(field)));
  if (all.length === 0) {
    const fallback: FailureFallback = errorStatus(apiError) === 401 ? 'unauthorized' : 'unexpected_error';
    return { message: errorMessage(apiError) ?? translate(fallback), fields };
  }
  const underFields = new Set(Object.values(fields));
  const elsewhere = [errorMessage(apiError), ...all.filter(([field]) => !isShown(field)).map(([, message]) => message)];
  const box = [...new Set(elsewhere)].filter(
    (message): message is string => message !== undefined && !underFields.has(message),
  );
  return { message: box.length > 0 ? box.join(' ') : null, fields };
}
