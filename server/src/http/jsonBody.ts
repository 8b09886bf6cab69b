import type { FastifyInstance } from 'fastify';
import { ShopError } from '../domain/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** a JSON body exactly as sent, which is what a bank callback's signature covers */
    rawBody?: string;
  }
}

/**
 * The deepest JSON body accepted. The deepest real request (a cart: body > products > quantity) is
 * 3 levels; 32 leaves room for any client's wrapping and still stops a 30,000-deep array (a 60 KB
 * body) before anything walks it.
 */
export const MAX_JSON_DEPTH = 32;

/** whether the text opens more than `limit` arrays/objects inside each other: one pass, strings skipped */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/** JSON bodies through Fastify's own parser (prototype-poisoning checks and all), after a depth check; the text stays on request.rawBody */
export function installJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new ShopError(400, 'json_too_deep', { limit: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
