import type { MessageKey, MessageParams } from './messages';

// The shop's refusals, thrown wherever a rule says no (a service, an HTTP hook, a route) and answered
// by http/errors.ts in the request's language. The status travels with the refusal: which answer a
// rule gives is part of the rule (409 for too many unpaid orders, 422 for a used-up promo).

export interface FieldProblem {
  key: MessageKey;
  params?: MessageParams;
}
export type FieldProblems = Record<string, FieldProblem[]>;

/** an expected failure: its message is translated into the request's language when answered */
export class ShopError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly fields?: FieldProblems,
  ) {
    super(key);
  }
}

/** a refusal that passes (the database is away a moment): a 503 whose Retry-After says when to ask again */
export class TryAgainLater extends ShopError {
  constructor(
    key: MessageKey,
    readonly retryAfterS: number,
  ) {
    super(503, key);
  }
}

/** a 422 naming the fields at fault; the message is the first problem, so a form can show it as is */
export function invalidFields(fields: FieldProblems): ShopError {
  const [field, problems] = Object.entries(fields)[0];
  return new ShopError(422, problems[0].key, { field, ...problems[0].params }, fields);
}
