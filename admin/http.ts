import { HttpError } from 'react-admin';
import { config } from '@/shared/config';
import { currentLanguage } from './i18nProvider';
import { session } from './session';

// Every call of the admin API: the operator's token, the language the server writes its messages in,
// and its errors as react-admin reads them. The server's `{ message, errors }` becomes an HttpError whose
// message is shown as it is (already translated) and whose body.errors react-admin puts on the form's fields.

export const ADMIN_API = `${config.apiUrl}/api/admin`;

/** the server's message for a field: one string (the admin contract) or a list (the shop's 422 shape) */
type FieldErrors = Record<string, string | string[]>;

interface ErrorBody {
  message?: string;
  errors?: FieldErrors;
}

const fieldMessages = (errors: FieldErrors | undefined) =>
  errors &&
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, Array.isArray(message) ? message.join(' ') : message]),
  );

async function errorOf(response: Response): Promise<HttpError> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  // a version mismatch: the operator is told what happened and what to do, not just "conflict"
  const message = response.status === 409 ? 'admin.error.conflict' : body.message || response.statusText;
  return new HttpError(message, response.status, { ...body, errors: fieldMessages(body.errors) });
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** sent as JSON, unless a string (a CSV file) or a Blob (a picked file, sent as it is) */
  body?: unknown;
  /** the body's type when it is a string (a Blob carries its own) */
  contentType?: string;
}

/** the answer as it came, after the error checks (CSV downloads read it as a file) */
export async function adminFetch(path: string, { method = 'GET', body, contentType }: Call = {}): Promise<Response> {
  const headers = new Headers({ accept: 'application/json', 'accept-language': currentLanguage() });
  const token = session.token();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const raw = typeof body === 'string' || body instanceof Blob;
  if (body instanceof Blob) headers.set('content-type', body.type || 'application/octet-stream');
  else if (body !== undefined) headers.set('content-type', contentType ?? 'application/json');
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
  } catch {
    throw new HttpError('admin.error.network', 0);
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

/** a call whose answer is JSON (or nothing: 204) */
export async function adminJson<T>(path: string, call?: Call): Promise<T> {
  const response = await adminFetch(path, call);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** a query string of the defined values, in the order given */
export function query(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(name, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
