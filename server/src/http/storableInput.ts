import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidFields, ShopError } from '../domain/errors';

// Values a schema lets through but PostgreSQL cannot hold, found by the fuzz script (server/bench):
// - U+0000 inside text (PostgreSQL's text has no NUL; the query fails with "invalid byte sequence");
// - numbers that are not finite: ajv coerces "Infinity" or "1e309" in a query string or a JSON string
//   into Infinity and then skips minimum/maximum for it, so `?page=1e309` reached a bigint column.
// They are answered as any other invalid field: 422 in a body, 400 in the address.

function unstorable(value: unknown): boolean {
  return (
    (typeof value === 'string' && value.includes('\u0000')) || (typeof value === 'number' && !Number.isFinite(value))
  );
}

/** where a value sits: a link to its parent's place, so the walk never copies a path (it stays linear in the body's size) */
interface Place {
  parent: Place | null;
  key: string;
}

function pathOf(place: Place | null): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'body';
}

/** the path (a.b.0) of the first unstorable value, walking iteratively so a deeply nested body cannot overflow the stack */
export function firstUnstorable(root: unknown): string | null {
  const pending: Array<[unknown, Place | null]> = [[root, null]];
  while (pending.length > 0) {
    const [value, place] = pending.pop()!;
    if (unstorable(value)) return pathOf(place);
    if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (unstorable(key)) return pathOf(place);
        pending.push([(value as Record<string, unknown>)[key], { parent: place, key }]);
      }
    }
  }
  return null;
}

function check(request: FastifyRequest) {
  for (const part of ['params', 'query'] as const) {
    const field = firstUnstorable(request[part]);
    if (field !== null) throw new ShopError(400, 'invalid_query', { field });
  }
  const field = firstUnstorable(request.body);
  if (field !== null) throw invalidFields({ [field]: [{ key: 'field_invalid' }] });
}

/** runs after schema validation (preHandler), on every route */
export function rejectUnstorableInput(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => check(request));
}
