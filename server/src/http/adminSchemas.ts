import * as s from './schemas';

// Schema fragments of the back office's API (react-admin's conventions): lists are
// `?page&perPage&sort&order` answered `{ items, total }`, records carry `id` and, where editable,
// `version`; a failure is `{ message, errors?: { field: message } }`.

export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
export const version = {
  type: 'integer',
  minimum: 1,
  maximum: 2147483647,
  description: "the record's current version: another answers 409",
} as const;
export const text = { type: 'string' } as const;
export const dateTime = { type: 'string', format: 'date-time' } as const;
/** one line of text, no control characters */
export const line = { type: 'string', maxLength: 300, pattern: '^[^\\u0000-\\u001f\\u007f]*$' } as const;
/** a text in both languages, English required */
export const bilingualInput = <const E extends object, const K extends object>(en: E, ka: K) =>
  ({ type: 'object', required: ['en'], properties: { en, ka }, additionalProperties: false }) as const;
/** a name or title in both languages: a line with a letter or digit in English */
export const titleInput = bilingualInput({ ...line, minLength: 1, pattern: '[\\p{L}\\p{N}]' }, line);
/** a day (the whole of it) or a moment */
export const dayOrTime = {
  type: 'string',
  anyOf: [{ format: 'date' }, { format: 'date-time' }],
  description: 'YYYY-MM-DD (a whole day, UTC) or an ISO date-time',
} as const;

/** a failure: the message in the request's language, and one message per field at fault (422) */
export const problem = {
  type: 'object',
  required: ['message'],
  properties: { message: text, errors: { type: 'object', additionalProperties: text } },
  additionalProperties: false,
} as const;
export const failures = { '4xx': problem, '5xx': problem } as const;
export const okAnswer = s.okAnswer;
export const okStatus = s.okStatus;
export const bearer = s.bearer;

/** a list's query: paging, a sort among `sorts`, and the resource's filters */
export function listQuery<const Sort extends string, const F extends Record<string, object>>(
  sorts: readonly Sort[],
  defaultSort: Sort,
  filters: F,
) {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      perPage: { type: 'integer', minimum: 1, maximum: 500, default: 25 },
      sort: { type: 'string', enum: sorts, default: defaultSort },
      order: { type: 'string', enum: ['ASC', 'DESC'], default: 'DESC' },
      ...filters,
    },
    additionalProperties: false,
  } as const;
}

/** what a list's query asks of the repository */
export function pageOf<Sort extends string>(query: {
  page: number;
  perPage: number;
  sort: Sort;
  order: 'ASC' | 'DESC';
}) {
  return {
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
    sort: query.sort,
    descending: query.order === 'DESC',
  };
}

/** a list's answer */
export function listOf<const T extends object>(item: T) {
  return s.answer({ items: { type: 'array', items: item }, total: { type: 'integer' } });
}

export const answer = s.answer;

/** an end of a day range: a date alone is the whole day, so `to` is the start of the next one */
export function rangeEnd(to: string | undefined): string | undefined {
  if (!to || to.length !== 10) return to;
  const next = new Date(`${to}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}
