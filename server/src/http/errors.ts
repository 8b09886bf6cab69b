import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invalidFields, ShopError, TryAgainLater, type FieldProblem, type FieldProblems } from '../domain/errors';
import { PASSPORT_PATTERN } from '../domain/identity';
import { translate } from '../domain/messages';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

// Which message an ajv failure maps to. Fields with a fixed format get their own wording.
function problemOf(error: AjvError, field: string): FieldProblem {
  const limit = Number(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return { key: 'field_required' };
    case 'format':
      if (error.params.format === 'phone') return { key: 'field_phone' };
      return { key: error.params.format === 'email' ? 'field_email' : 'field_invalid' };
    case 'minLength':
      if (/^(password|newPassword)$/.test(field)) return { key: 'field_password_short', params: { limit } };
      return { key: limit <= 1 ? 'field_required' : 'field_invalid' };
    case 'maxLength':
      return { key: 'field_too_long', params: { limit } };
    case 'pattern':
      if (field === 'pid') return { key: error.params.pattern === PASSPORT_PATTERN ? 'field_passport' : 'field_pid' };
      return { key: 'field_blank' };
    case 'type':
      return { key: 'field_type' };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { key: 'field_range' };
    default:
      return { key: 'field_invalid' };
  }
}

function fieldOf(error: AjvError): string {
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  return path.join('.') || 'body';
}

function validationProblems(errors: AjvError[]): FieldProblems {
  const fields: FieldProblems = {};
  // an if/then schema (pid by id_kind) fails its branch's keyword too, which names the field
  for (const error of errors.filter((failure) => failure.keyword !== 'if')) {
    const field = fieldOf(error);
    const problem = problemOf(error, field);
    const list = (fields[field] ??= []);
    if (!list.some((known) => known.key === problem.key)) list.push(problem);
  }
  return fields;
}

/**
 * What the schema found wrong with a form's body, by field, on a route that attaches its validation
 * (`attachValidation: true`) to answer them together with what only the handler can see (a taken email,
 * passwords that differ): the shopper mends the whole form in one round. The body is then unchecked. A
 * failure outside the body (the address's parameters) is answered at once, as on any route.
 */
export function bodyProblems(request: FastifyRequest): FieldProblems {
  const error = request.validationError as FastifyError | undefined;
  if (!error) return {};
  if (error.validationContext !== 'body' || !error.validation) throw toShopError(error);
  return validationProblems(error.validation as AjvError[]);
}

/** a body the schema may have refused, as fields to look at: anything but an object has none */
export function formOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** the shop's answer to any failure: ours as they are, Fastify's and ajv's translated */
export function toShopError(error: FastifyError): ShopError {
  if (error instanceof ShopError) return error;
  if (error.validation) {
    const problems = validationProblems(error.validation as AjvError[]);
    if (error.validationContext === 'body') return invalidFields(problems);
    return new ShopError(400, 'invalid_query', { field: Object.keys(problems)[0] ?? '' });
  }
  const jsonCodes = ['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY'];
  if (error instanceof SyntaxError || jsonCodes.includes(error.code)) return new ShopError(400, 'invalid_json');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new ShopError(413, 'body_too_large');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new ShopError(415, 'unsupported_media_type');
  const status = error.statusCode ?? 500;
  if (status === 429) return new ShopError(429, 'too_many_requests');
  if (status === 404) return new ShopError(404, 'not_found');
  // the load shedder's and the health check's 503 (under-pressure), which set Retry-After
  if (status === 503) return new ShopError(503, 'server_busy');
  if (status >= 400 && status < 500) return new ShopError(status, 'bad_request');
  return new ShopError(500, 'server_error');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ShopError) {
  const message = translate(request.lang, error.key, error.params);
  if (!error.fields) return reply.code(error.statusCode).send({ message });
  const errors = Object.fromEntries(
    Object.entries(error.fields).map(([field, problems]) => [
      field,
      problems.map((problem) => translate(request.lang, problem.key, { field, ...problem.params })),
    ]),
  );
  return reply.code(error.statusCode).send({ message, errors });
}

/** one error shape for every failure: `{ message }` (plus `errors` per field on 422), never a stack */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const shopError = toShopError(error);
    if (shopError instanceof TryAgainLater) reply.header('retry-after', shopError.retryAfterS);
    if (shopError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, shopError);
  });
}
